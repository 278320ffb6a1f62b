'use client';
import type { QueryClient } from '@tanstack/react-query';
import type { Client } from '@vitrine/http';
import { createContext, useContext } from 'react';
import { VitrineProviderError } from './errors';
import type { CartSync } from './cart/cart-sync';
import type { Queue } from './queue';

export interface VitrineContextValue {
  client: Client;
  queryClient: QueryClient;
  /** Every cart call of this client goes through it, so answers land in the order the calls were made. */
  cartQueue: Queue;
  /** The server's last word on the cart while optimistic changes are pending. */
  serverCart: CartSync['server'];
  /** This shop's other tabs, told of every cart change. */
  cartTabs: CartSync['tabs'];
}

export const VitrineContext = /* @__PURE__ */ createContext<VitrineContextValue | null>(null);

export function useVitrineContext(): VitrineContextValue {
  const value = useContext(VitrineContext);
  if (!value) {
    throw new VitrineProviderError('Vitrine hooks need a <VitrineProvider client={…}> above them in the tree.');
  }
  return value;
}

/** The client given to the nearest `<VitrineProvider>`. */
export function useVitrineClient(): Client {
  return useVitrineContext().client;
}
