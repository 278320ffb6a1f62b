import type { products } from '@wix/stores';
import { firstChoices } from '../src/choices';
import { addToCart } from './actions';

/** A form that adds one of the product, with its first choices, to the visitor's cart. */
export function AddButton({ product }: { product: products.Product }) {
  return (
    <form action={addToCart}>
      <input type="hidden" name="productId" value={product._id ?? ''} />
      <input type="hidden" name="options" value={JSON.stringify(firstChoices(product))} />
      <button type="submit">Add {product.name} to cart</button>
    </form>
  );
}
