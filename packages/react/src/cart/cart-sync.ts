'use client';
import type { Cart } from '@vitrine/cart/v2';
import { createQueue, type Queue } from '../queue';

/**
 * How a client's cart stays in order in one provider: the queue that sends every cart call one at a time, the
 * server's last word on the cart while changes are pending (the cache may then show an optimistic view), and the
 * line to this shop's other tabs.
 */
export interface CartSync {
  queue: Queue;
  /** The cart as the server last described it; `undefined` when it was never read. */
  server: { cart: Cart | null | undefined };
  /** The shop's other tabs (`useCartAcrossTabs`): open while the provider is mounted in a browser. */
  tabs: { channel: BroadcastChannel | undefined };
}

export const createCartSync = (): CartSync => ({
  queue: createQueue(),
  server: { cart: undefined },
  tabs: { channel: undefined },
});
