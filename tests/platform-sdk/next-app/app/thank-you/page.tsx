import { wix } from '../../src/wix';
import { currentCart } from '../cart/current-cart';

/** Where the hosted checkout sends the buyer after the order: the order's id and the cart, now empty. */
export default async function ThankYou({ searchParams }: { searchParams: Promise<{ orderId?: string }> }) {
  const { orderId } = await searchParams;
  const cart = await currentCart(await wix());
  const lines = cart?.lineItems?.length ?? 0;
  return (
    <>
      <p className="thanks">Thank you for your order {orderId}.</p>
      <p className="cart">{lines === 0 ? 'Your cart is empty.' : `Your cart still has ${lines} lines.`}</p>
    </>
  );
}
