import { wix } from '../src/wix';
import { addToCart } from './actions';

/** The first products of the catalogue, each with a button that adds it with its first choices. */
export default async function Home() {
  const client = await wix();
  const { items } = await client.products.queryProducts().limit(6).find();
  return (
    <ul>
      {items.map((product) => {
        const choices = Object.fromEntries(
          (product.productOptions ?? []).map((option) => [option.name, option.choices?.[0]?.description]),
        );
        return (
          <li key={product._id} data-product={product.slug}>
            <span className="name">{product.name}</span>{' '}
            <span className="price">{product.priceData?.formatted?.price}</span>
            <form action={addToCart}>
              <input type="hidden" name="productId" value={product._id ?? ''} />
              <input type="hidden" name="options" value={JSON.stringify(choices)} />
              <button type="submit">Add {product.name} to cart</button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
