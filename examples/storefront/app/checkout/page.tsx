import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckoutPage } from '../../src/client-pages';
import { NeedsJavaScript } from '../../src/components/needs-javascript';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default function Checkout() {
  return (
    <>
      <NeedsJavaScript>
        <h1>Checkout</h1>
        <p>Your cart and the checkout need JavaScript. Please turn it on in your browser and reload this page.</p>
        <Link prefetch={false} href="/" className="btn">
          Back to the shop
        </Link>
      </NeedsJavaScript>
      <CheckoutPage />
    </>
  );
}
