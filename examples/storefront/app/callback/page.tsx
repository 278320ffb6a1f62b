import type { Metadata } from 'next';
import { CallbackPage } from '../../src/client-pages';

export const metadata: Metadata = { title: 'Signing in', robots: { index: false } };

export default function Callback() {
  return <CallbackPage />;
}
