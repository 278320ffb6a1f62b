import { wix } from '../../src/wix';
import { checkout } from '../actions';
import { currentCart } from './current-cart';

/** The visitor's cart: one row per line and the checkout button, or that it is empty. */
export default async function CartPage() {
  const client = await wix();
  const cart = await currentCart(client);
  const lines = cart?.lineItems ?? [];
  if (lines.length === 0) return <p>Your cart is empty.</p>;
  return (
    <>
      <ul>
        {lines.map((line) => (
          <li key={line._id} data-line={line._id}>
            <span className="name">{line.name?.original}</span>{' '}
            <span className="options">
              {(line.attributes?.descriptionLines ?? [])
                .map((d) => `${d.name?.original}: ${d.plainText?.original ?? d.colorInfo?.original}`)
                .join(', ')}
            </span>{' '}
            × <span className="quantity">{line.quantityInfo?.requestedQuantity}</span>
          </li>
        ))}
      </ul>
      <form action={checkout}>
        <button type="submit">Check out</button>
      </form>
    </>
  );
}
