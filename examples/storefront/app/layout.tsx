import { dehydrate } from '@tanstack/react-query';
import { cartQueryOptions, createVitrineQueryClient } from '@vitrine/react/queries';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { requestClient, requestSessionRefused } from '../src/server/client';
import { platformFromEnv } from '../src/server/platform';
import { shopOrigin } from '../src/server/shop-origin';
import { Shell } from '../src/shell';
import '../src/styles/base.css';
import '../src/styles/catalogue.css';
import '../src/styles/cart-and-forms.css';
import '../src/styles/phone.css';

// Every page reads the platform's address and the visitor's cookies at request time.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return {
    // Canonical and Open Graph URLs are absolute on the shop's configured origin (never the request's Host).
    metadataBase: new URL(shopOrigin()),
    title: { default: 'Maison Vitrine', template: '%s · Maison Vitrine' },
    description: 'Linen, ceramics and small things made well: a demo shop on the Vitrine SDK.',
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The visitor's cart, read here (the proxy made sure there is a visitor): the header's count is in the HTML, and
  // the browser does not read it again (no red 404 in its console for a new visitor without a cart).
  const queryClient = createVitrineQueryClient();
  await queryClient.prefetchQuery(cartQueryOptions(await requestClient()));
  return (
    <html lang="en">
      <body>
        <Shell
          platform={platformFromEnv()}
          state={dehydrate(queryClient)}
          sessionRefused={await requestSessionRefused()}
        >
          {children}
        </Shell>
      </body>
    </html>
  );
}
