import { dehydrate } from '@tanstack/react-query';
import { cartQueryOptions, createVitrineQueryClient } from '@vitrine/react/queries';
import type { Metadata } from 'next';
import { strategyOf } from '@vitrine/sdk';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { requestClient, requestSessionRefused } from '../src/server/client';
import { platformFromEnv } from '../src/server/platform';
import { shopOrigin } from '../src/server/shop-origin';
import { Shell } from '../src/shell';
import '../src/styles/base.css';
import '../src/styles/catalogue.css';
import '../src/styles/cart-and-forms.css';
import '../src/styles/phone.css';

/**
 * Pages render whole on the server, before the first byte, with the visitor's cart in the header: no streamed holes
 * that only a script fills in, so every page reads and works with JavaScript off. What makes them fast is the
 * catalogue cache shared by visitors (src/server/catalogue.ts), not a prerendered shell.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  // At request time: the shop's origin is run-time configuration, never baked in by the build.
  await connection();
  return {
    // Canonical and Open Graph URLs are absolute on the shop's configured origin (never the request's Host).
    metadataBase: new URL(shopOrigin()),
    title: { default: 'Maison Vitrine', template: '%s · Maison Vitrine' },
    description: 'Linen, ceramics and small things made well: a demo shop on the Vitrine SDK.',
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <VisitorShell>{children}</VisitorShell>
      </body>
    </html>
  );
}

/**
 * The visitor's cart and sign-in, read here (the proxy made sure there is a visitor): the header's count is in the
 * HTML, and the browser does not read it again (no red 404 in its console for a new visitor without a cart).
 */
async function VisitorShell({ children }: { children: ReactNode }) {
  const client = await requestClient();
  const queryClient = createVitrineQueryClient();
  await queryClient.prefetchQuery(cartQueryOptions(client));
  return (
    <Shell
      platform={platformFromEnv()}
      state={dehydrate(queryClient)}
      loggedIn={strategyOf(client).getTokens().refreshToken.role === 'member'}
      sessionRefused={await requestSessionRefused()}
    >
      {children}
    </Shell>
  );
}
