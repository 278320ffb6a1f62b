'use client';
import { HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import type { Cart } from '@vitrine/cart/v2';
import { useAddProductToCart, useAuth, useCurrentCart, useLogout, VitrineProvider, vitrineKeys } from '@vitrine/react';
import { createVitrineQueryClient } from '@vitrine/react/queries';
import { cookieStorage, strategyOf } from '@vitrine/sdk';
import dynamic from 'next/dynamic';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import { clientFor } from '../client-for';
import type { Platform } from '../server/platform';
import type { Island, ShopActions } from '../shop-context';
import { loadDrawer } from './lazy';

type DrawerProps = ComponentProps<Awaited<ReturnType<typeof loadDrawer>>['CartDrawer']>;

/** The drawer, once its code is here; it tells the shell in a layout effect, so no paint shows both frames. */
const CartDrawer = dynamic(
  () =>
    loadDrawer().then(({ CartDrawer: Drawer }) => {
      function ShownDrawer({ onShown, ...props }: DrawerProps & { onShown(): void }) {
        useLayoutEffect(onShown, [onShown]);
        return <Drawer {...props} />;
      }
      return ShownDrawer;
    }),
  { ssr: false },
);

export interface DrawerState {
  /** Opened once: the drawer stays mounted from then on (its dialog animates open and closed). */
  opened: boolean;
  open: boolean;
  adding: boolean;
  onOpenChange(open: boolean): void;
  /** The drawer's code arrived and it is drawn: the shell's loading frame goes in the same paint. */
  onShown(): void;
}

export interface ShopRuntimeProps {
  platform: Platform;
  /** What the server read for the page (the cart), for the client's cache. */
  state: DehydratedState;
  /** The platform refused the cookie's tokens during the server's render: start a new visitor in the cookie. */
  sessionRefused: boolean;
  /** Another tab changed the cart before this client ran: its cart is read again at once. */
  otherTabChanged: boolean;
  islands: Island[];
  drawer: DrawerState;
  onReady(actions: ShopActions): void;
  onCart(cart: Cart | null): void;
  onLoggedIn(loggedIn: boolean): void;
}

/**
 * The shop's client, loaded on first use (an add, the cart, sign-out, the checkout and account pages, another tab's
 * change) and never with a page's first paint: one client on the same cookies as the server (so one visitor and one
 * cart), one QueryClient, one provider. The cart drawer and the pages' islands draw inside it (islands through
 * portals into their page), and what the header and the product page show follows it.
 */
export function ShopRuntime({ platform, state, sessionRefused, islands, drawer, ...bridge }: ShopRuntimeProps) {
  // The refresh token is the server's (HttpOnly): the browser's token requests go to the shop's /auth/oauth2/token.
  const [client] = useState(() => clientFor(cookieStorage(), platform, { tokenHost: '/auth' }));
  const [queryClient] = useState(() => createVitrineQueryClient());
  useEffect(() => {
    if (sessionRefused) void strategyOf(client).generateVisitorTokens();
  }, [client, sessionRefused]);
  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      <HydrationBoundary state={state}>
        <Bridge {...bridge} />
        {islands.map((island) => createPortal(<island.Component />, island.element, String(island.id)))}
        {drawer.opened && (
          <CartDrawer
            open={drawer.open}
            onOpenChange={drawer.onOpenChange}
            adding={drawer.adding}
            onShown={drawer.onShown}
          />
        )}
      </HydrationBoundary>
    </VitrineProvider>
  );
}

/** The cart, the sign-in and the actions, handed to the parts drawn at once. */
function Bridge({
  otherTabChanged,
  onReady,
  onCart,
  onLoggedIn,
}: Pick<ShopRuntimeProps, 'otherTabChanged' | 'onReady' | 'onCart' | 'onLoggedIn'>) {
  const queryClient = useQueryClient();
  const cart = useCurrentCart();
  const { loggedIn } = useAuth();
  const add = useAddProductToCart();
  const logout = useLogout();
  const latest = useRef({ add: add.mutateAsync, signOut: logout.logout });
  latest.current = { add: add.mutateAsync, signOut: logout.logout };

  useEffect(() => {
    if (otherTabChanged) void queryClient.invalidateQueries({ queryKey: vitrineKeys.currentCart });
    onReady({
      add: (input) => latest.current.add(input),
      signOut: (returnTo) => latest.current.signOut(returnTo),
    });
    // Once: the actions read the latest hooks through `latest`.
  }, []);
  useEffect(() => {
    if (cart.data !== undefined) onCart(cart.data);
  }, [cart.data, onCart]);
  useEffect(() => onLoggedIn(loggedIn), [loggedIn, onLoggedIn]);
  return null;
}
