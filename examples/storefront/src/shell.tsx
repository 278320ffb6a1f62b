'use client';
import { cookieStorage, strategyOf } from '@vitrine/sdk';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import { createVitrineQueryClient } from '@vitrine/react/queries';
import dynamic from 'next/dynamic';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { clientFor } from './client-for';
import { CartDrawerLoading } from './components/cart-drawer-loading';
import { Header } from './components/header';
import type { Platform } from './server/platform';

// The drawer (and its dialog library) is loaded when the cart is first opened, not with every page: its code is
// fetched ahead when a pointer or the focus reaches the Cart button, and a tap before it arrives shows the drawer's
// frame with a loading state at once.
const loadDrawer = () => import('./components/cart-drawer');
/** Starts fetching the drawer's code (at an add, which opens it): it arrives while the add's request runs. */
export const prepareCart = (): void => void loadDrawer();
const CartDrawer = dynamic(() => loadDrawer().then((drawer) => drawer.CartDrawer), {
  ssr: false,
  loading: CartDrawerLoading,
});

const OpenCartContext = createContext<(adding?: Promise<unknown>) => void>(() => {});

/**
 * Opens the cart drawer. With `adding` (an add's request in flight) it opens at once and says "Adding…" until the
 * line is there; an add that fails closes it again (its error shows where the shopper added).
 */
export const useOpenCart = () => useContext(OpenCartContext);

/**
 * The browser's side of the shop: one client per mounted app, on the same cookies as the server (so one visitor
 * and one cart), the header and the cart drawer around every page.
 */
export function Shell({
  platform,
  state,
  sessionRefused,
  children,
}: {
  platform: Platform;
  /** What the server read for every page (the cart). */
  state: DehydratedState;
  /**
   * The platform refused the cookie's tokens during the server's render (e.g. after a reset). A server component
   * cannot set cookies and tokens never travel in the page, so the browser starts the new visitor in the cookie.
   */
  sessionRefused: boolean;
  children: ReactNode;
}) {
  // The refresh token is the server's (HttpOnly): the browser's token requests go to the shop's /auth/oauth2/token.
  const [client] = useState(() => clientFor(cookieStorage(), platform, { tokenHost: '/auth' }));
  useEffect(() => {
    if (sessionRefused) void strategyOf(client).generateVisitorTokens();
  }, [client, sessionRefused]);
  const [queryClient] = useState(() => createVitrineQueryClient());
  const [cartOpen, setCartOpen] = useState(false);
  const [cartOpened, setCartOpened] = useState(false);
  const [adding, setAdding] = useState(false);
  const openCart = (pending?: Promise<unknown>) => {
    setCartOpened(true);
    setCartOpen(true);
    if (!pending) return;
    setAdding(true);
    pending.then(
      () => setAdding(false),
      () => {
        setAdding(false);
        setCartOpen(false);
      },
    );
  };
  // `#cart`: the page after an add that ran without the page's scripts (the product form's POST) shows the cart.
  useEffect(() => {
    if (window.location.hash !== '#cart') return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setCartOpened(true);
    setCartOpen(true);
  }, []);

  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      <HydrationBoundary state={state}>
        <OpenCartContext.Provider value={openCart}>
          {/* The first Tab: past the header, straight to the page's own content. */}
          <a className="skip-link" href="#content">
            Skip to content
          </a>
          <aside className="topbar" aria-label="Offers">
            {/* The store's own rule (standard delivery is free from €50): the offer never contradicts checkout. */}
            Free shipping from €50 · Try the coupon WELCOME10
          </aside>
          <Header onOpenCart={() => openCart()} onPrepareCart={prepareCart} />
          <main id="content" tabIndex={-1}>
            {children}
          </main>
          <footer className="footer">
            Maison Vitrine · a demo shop built with the Vitrine SDK, running on the local platform emulator
          </footer>
          {cartOpened && <CartDrawer open={cartOpen} onOpenChange={setCartOpen} adding={adding} />}
        </OpenCartContext.Provider>
      </HydrationBoundary>
    </VitrineProvider>
  );
}
