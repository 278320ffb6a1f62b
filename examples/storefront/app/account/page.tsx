import type { Metadata } from 'next';
import { AccountPage } from '../../src/client-pages';

export const metadata: Metadata = { title: 'Account', robots: { index: false } };

export default function Account() {
  return <AccountPage />;
}
