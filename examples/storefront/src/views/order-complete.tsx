import { Link } from '../router';

export function OrderCompletePage() {
  const orderId = new URLSearchParams(window.location.search).get('orderId');
  return (
    <div className="panel center" data-testid="order-complete">
      <h1>Thank you!</h1>
      <p>{orderId ? `Order ${orderId} is placed.` : 'Your order is placed.'}</p>
      <p className="line-meta">A confirmation is on its way to your inbox.</p>
      <Link to="/" className="btn">
        Keep shopping
      </Link>
    </div>
  );
}
