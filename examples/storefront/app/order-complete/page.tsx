import type { Metadata } from 'next';
import { OrderCompletePage } from '../../src/client-pages';

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

export default function OrderComplete() {
  return <OrderCompletePage />;
}
