'use client';
import type { DehydratedState } from '@tanstack/react-query';
import type { Cart } from '@vitrine/cart/v2';
import { deserializeVitrineData, vitrineKeys } from '@vitrine/react/queries';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { CartDrawerLoading } from './components/cart-drawer-loading';
import { Header } from './components/header';
import { loadDrawer, loadRuntime } from './runtime/lazy';
import { useOtherTabsMeanwhile } from './runtime/other-tabs';
import { useRuntimeStart } from './runtime/use-runtime-start';
import type { Platform } from './server/platform';
import { ShopContext, type Island, type Shop } from './shop-context';

const CART_KEY = JSON.stringify(vitrineKeys.currentCart);

/** The cart the server read for the page, from what it hands the client's cache (no second copy in the page). */
function cartIn(state: DehydratedState): Cart | null | undefined {
  const query = state.queries.find((each) => JSON.stringify(each.queryKey) === CART_KEY);
  return query ? (deserializeVitrineData(query.state.data) as Cart | null) : undefined;
}

/**
 * Every page's frame: the header, the page, the footer and the cart. A page's first paint runs no client of the
 * platform: the header's count and sign-in come from the server's read in the page, the product page adds through
 * its form until the client is there. The client (TanStack Query, the SDK, the hooks: `runtime/shop-runtime.tsx`)
 * is fetched when a pointer or the focus reaches a control that needs it, and starts at the first add, the first
 * opening of the cart, a page that is drawn on it (checkout, account), or another tab's cart change.
 */
export function Shell({
  platform,
  state,
  loggedIn: serverLoggedIn,
  sessionRefused,
  children,
}: {
  platform: Platform;
  /** What the server read for every page (the cart): drawn at once, and the client's cache when it starts. */
  state: DehydratedState;
  loggedIn: boolean;
  /**
   * The platform refused the cookie's tokens during the server's render (e.g. after a reset). A server component
   * cannot set cookies and tokens never travel in the page, so the browser starts the new visitor in the cookie.
   */
  sessionRefused: boolean;
  children: ReactNode;
}) {
  const [cart, setCart] = useState(() => cartIn(state));
  const [loggedIn, setLoggedIn] = useState(serverLoggedIn);
  const { Runtime, ready, startError, start, startQuietly, onReady } = useRuntimeStart();
  const [islands, setIslands] = useState<Island[]>([]);
  const nextIsland = useRef(0);
  const otherTabChanged = useRef(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [cartOpened, setCartOpened] = useState(false);
  const [drawerShown, setDrawerShown] = useState(false);
  const [adding, setAdding] = useState(false);

  const openCart = useCallback(
    (pending?: Promise<unknown>) => {
      setCartOpened(true);
      setCartOpen(true);
      // The drawer's code comes beside the client's, not after it (however the cart was opened).
      void loadDrawer().catch(() => {});
      // Without its client the cart cannot show: the frame closes again (an add says why where it was tapped).
      start().catch(() => setCartOpen(false));
      if (!pending) return;
      setAdding(true);
      pending.then(
        () => setAdding(false),
        () => {
          setAdding(false);
          setCartOpen(false);
        },
      );
    },
    [start],
  );
  const addIsland = useCallback(
    (element: HTMLElement, Component: ComponentType) => {
      const island = { id: nextIsland.current++, element, Component };
      startQuietly();
      setIslands((list) => [...list, island]);
      return () => setIslands((list) => list.filter((each) => each !== island));
    },
    [startQuietly],
  );
  const shop = useMemo<Shop>(
    () => ({
      cart,
      loggedIn,
      mediaHost: platform.mediaHost,
      startError,
      actions: start,
      retry: startQuietly,
      prepare: () => {
        void loadRuntime().catch(() => {});
        void loadDrawer().catch(() => {});
      },
      openCart,
      addIsland,
    }),
    [cart, loggedIn, platform.mediaHost, startError, start, startQuietly, openCart, addIsland],
  );

  useEffect(() => {
    if (sessionRefused) startQuietly();
  }, [sessionRefused, startQuietly]);

  // `#cart`: the page after an add that ran without the page's scripts (the product form's POST) shows the cart.
  useEffect(() => {
    if (window.location.hash !== '#cart') return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    openCart();
  }, [openCart]);

  // Another tab changed the cart before the client ran: it starts, and reads the cart again.
  const onOtherTab = useCallback(() => {
    otherTabChanged.current = true;
    startQuietly();
  }, [startQuietly]);
  useOtherTabsMeanwhile(platform, !ready, onOtherTab);

  const onCart = useCallback((next: Cart | null) => setCart(next), []);
  const onLoggedIn = useCallback((next: boolean) => setLoggedIn(next), []);
  const onShown = useCallback(() => setDrawerShown(true), []);

  return (
    <ShopContext.Provider value={shop}>
      {/* The first Tab: past the header, straight to the page's own content. */}
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <aside className="topbar" aria-label="Offers">
        {/* The store's own rule (standard delivery is free from €50): the offer never contradicts checkout. */}
        Free shipping from €50 · Try the coupon WELCOME10
      </aside>
      <Header onOpenCart={() => openCart()} />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <footer className="footer">
        Maison Vitrine · a demo shop built with the Vitrine SDK, running on the local platform emulator
      </footer>
      {/* The drawer's frame at the tap, while the client's or the drawer's code is on its way. */}
      {cartOpen && !drawerShown && <CartDrawerLoading />}
      {Runtime && (
        <Runtime
          platform={platform}
          state={state}
          sessionRefused={sessionRefused}
          otherTabChanged={otherTabChanged.current}
          islands={islands}
          drawer={{ opened: cartOpened, open: cartOpen, adding, onOpenChange: setCartOpen, onShown }}
          onReady={onReady}
          onCart={onCart}
          onLoggedIn={onLoggedIn}
        />
      )}
    </ShopContext.Provider>
  );
}
