import { wix } from '../../src/wix';

/** The visitor's cart: one row per line, or that it is empty (the platform answers 404 before the first line). */
export default async function CartPage() {
  const client = await wix();
  const cart = await client.currentCart.getCurrentCart().catch((error: unknown) => {
    if (isNotFound(error)) return undefined;
    throw error;
  });
  const lines = cart?.lineItems ?? [];
  if (lines.length === 0) return <p>Your cart is empty.</p>;
  return (
    <ul>
      {lines.map((line) => (
        <li key={line._id} data-line={line._id}>
          <span className="name">{line.productName?.original}</span>{' '}
          <span className="options">
            {(line.descriptionLines ?? [])
              .map((d) => `${d.name?.original}: ${d.plainText?.original ?? d.colorInfo?.original}`)
              .join(', ')}
          </span>{' '}
          × <span className="quantity">{line.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

function isNotFound(error: unknown): boolean {
  return (
    (error as { details?: { applicationError?: { code?: string } } })?.details?.applicationError?.code ===
    'OWNED_CART_NOT_FOUND'
  );
}
