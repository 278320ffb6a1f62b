import Link from 'next/link';
import type { ReactNode } from 'react';
import { menuPages, readCollection } from '../src/cms';
import { wix } from '../src/wix';

export const metadata = { title: 'A shop on the platform SDK' };

/** Every page: the shop's links, the CMS header menu, and the site's announcement when its CMS has one. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const client = await wix();
  const [menu, announcements] = await Promise.all([
    menuPages(client, 'next-js-frontend-header-menu'),
    // Not every site has this collection: the demo site does not.
    readCollection(client, 'Announcements', (query) => query.limit(1)),
  ]);
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Shop</Link> <Link href="/cart">Cart</Link>
          {menu.map((page) => (
            <span key={page._id}>
              {' '}
              <Link href={`/pages/${page.slug}`} className="menu">
                {page.title}
              </Link>
            </span>
          ))}
        </nav>
        {announcements.map((item) => (
          <p key={String(item._id)} className="announcement">
            {String(item.text)}
          </p>
        ))}
        <main>{children}</main>
      </body>
    </html>
  );
}
