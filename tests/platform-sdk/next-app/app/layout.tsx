import Link from 'next/link';
import type { ReactNode } from 'react';

export const metadata = { title: 'A shop on the platform SDK' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Shop</Link> <Link href="/cart">Cart</Link>
        </nav>
        <main>{children}</main>
      </body>
    </html>
  );
}
