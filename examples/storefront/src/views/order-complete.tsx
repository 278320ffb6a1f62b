'use client';
import { useEffect } from 'react';
import Link from 'next/link';

/**
 * The thank-you page. The platform hands back only the order's internal id, while the shopper's e-mail names the
 * order by its number ("#10001"): showing the id would be a second, different name, so the page points to the mail.
 */
export function OrderCompletePage() {
  useEffect(() => {
    // The order is placed: the checkout form kept for the way back is no longer needed.
    sessionStorage.removeItem('vitrine.checkout-form');
  }, []);
  return (
    <div className="panel center" data-testid="order-complete">
      <h1>Thank you!</h1>
      <p>Your order is placed.</p>
      <p className="line-meta">The confirmation with your order number is on its way to your inbox.</p>
      <Link prefetch={false} href="/" className="btn">
        Keep shopping
      </Link>
    </div>
  );
}
