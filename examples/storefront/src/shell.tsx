'use client';
import { cookieStorage, createClient, oauth, type Tokens } from '@vitrine/sdk';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import { createVitrineQueryClient } from '@vitrine/react/queries';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { CartDrawer } from './components/cart-drawer';
import { Header } from './components/header';

interface PlatformConfig {
  host: string;
  readOnlyHost: string;
  clientId: string;
  mediaHost: string;
}

const OpenCartContext = createContext<() => void>(() => {});

/** Opens the cart drawer (after an add, for example). */
export const useOpenCart = () => useContext(OpenCartContext);

/**
 * The browser's side of the shop: one client per mounted app, on the same cookies as the server (so one visitor
 * and one cart), the header and the cart drawer around every page.
 */
export function Shell({
  platform,
  state,
  adoptTokens,
  children,
}: {
  platform: PlatformConfig;
  /** What the server read for every page (the cart). */
  state: DehydratedState;
  /**
   * Tokens the server's render had to replace (the platform refused the cookie's, e.g. after a reset). A server
   * component cannot set cookies, so the browser stores them: the next request is the same new visitor.
   */
  adoptTokens?: Tokens;
  children: ReactNode;
}) {
  const [auth] = useState(() => oauth({ clientId: platform.clientId, storage: cookieStorage() }));
  const [client] = useState(() =>
    createClient({
      host: platform.host,
      readOnlyHost: platform.readOnlyHost,
      mediaHost: platform.mediaHost,
      auth,
    }),
  );
  useEffect(() => {
    if (adoptTokens) void auth.setTokens(adoptTokens);
  }, [auth, adoptTokens]);
  const [queryClient] = useState(() => createVitrineQueryClient());
  const [cartOpen, setCartOpen] = useState(false);
  const openCart = () => setCartOpen(true);

  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      <HydrationBoundary state={state}>
        <OpenCartContext.Provider value={openCart}>
          <aside className="topbar" aria-label="Offers">
            Free shipping over €80 · Try the coupon WELCOME10
          </aside>
          <Header onOpenCart={openCart} />
          <main>{children}</main>
          <footer className="footer">
            Maison Vitrine · a demo shop built with the Vitrine SDK, running on the local platform emulator
          </footer>
          <CartDrawer open={cartOpen} onOpenChange={setCartOpen} />
        </OpenCartContext.Provider>
      </HydrationBoundary>
    </VitrineProvider>
  );
}
