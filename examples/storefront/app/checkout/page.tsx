import type { Metadata } from 'next';
import { CheckoutPage } from '../../src/client-pages';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default function Checkout() {
  return <CheckoutPage />;
}
