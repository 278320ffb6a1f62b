'use client';
import type { QueryClient } from '@tanstack/react-query';
import { oauthStrategyOf } from '@vitrine/auth';
import type { Client } from '@vitrine/http';
import { useEffect } from 'react';
import { vitrineKeys } from '../keys';
import type { CartSync } from './cart-sync';
import { cartChannelNameOf } from './channel-name';
import { estimatesFollow } from './estimates';

/** The only message: no cart and no token travels, each tab reads the cart itself. */
const CART_CHANGED = 'cart-changed';

/**
 * One channel per shop: its platform host and OAuth client id, the two things that decide whose cart a tab reads
 * (the tabs of one browser share the visitor's cookies), so two shops on one origin never refetch each other's.
 */
export const cartChannelName = (client: Client): string =>
  cartChannelNameOf(client.host, oauthStrategyOf(client)?.clientId ?? '');

/**
 * The cart follows a change made in another tab of the same browser: every cart change tells the shop's other tabs
 * (a `BroadcastChannel` never delivers to its sender), and they read their cart and estimates again at once instead
 * of showing the old cart until it goes stale (30 s). A single tab sends no extra request.
 */
export function useCartAcrossTabs(client: Client, queryClient: QueryClient, tabs: CartSync['tabs']): void {
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return undefined;
    const channel = new BroadcastChannel(cartChannelName(client));
    // The cart first, then its estimates as after a change of this tab's own (an emptied cart drops them).
    const follow = async (): Promise<void> => {
      await queryClient.invalidateQueries({ queryKey: vitrineKeys.currentCart });
      await estimatesFollow(queryClient, queryClient.getQueryData(vitrineKeys.currentCart));
    };
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (data === CART_CHANGED) void follow();
    };
    tabs.channel = channel;
    return () => {
      if (tabs.channel === channel) tabs.channel = undefined;
      channel.close();
    };
  }, [client, queryClient, tabs]);
}

/** Tells the shop's other tabs that this one changed the cart. */
export function announceCartChange(tabs: CartSync['tabs']): void {
  try {
    tabs.channel?.postMessage(CART_CHANGED);
  } catch {
    // A closed channel (the provider unmounting meanwhile): the other tabs catch up on focus.
  }
}
