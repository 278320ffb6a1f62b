'use client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Client } from '@vitrine/http';
import { useMemo, useState, type ReactNode } from 'react';
import { useCartFollowsIdentity } from './auth/cart-follows-identity';
import { useCartAcrossTabs } from './cart/cart-across-tabs';
import { createCartSync, type CartSync } from './cart/cart-sync';
import { VitrineContext, type VitrineContextValue } from './context';
import { createVitrineQueryClient } from './query-client';

export interface VitrineProviderProps {
  /** `createClient(…)`; on a server, one per request (it holds the visitor's tokens). */
  client: Client;
  /** Default: a QueryClient of this provider's own (see `createVitrineQueryClient`). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Gives the hooks below it a client, a QueryClient, and the client's cart queue and last known server cart. */
export function VitrineProvider({ client, queryClient, children }: VitrineProviderProps) {
  // Per provider instance, made only when needed: never shared between requests or tests.
  const [ownQueryClient] = useState(() => {
    let made: QueryClient | undefined;
    return () => (made ??= createVitrineQueryClient());
  });
  const [syncs] = useState(() => new WeakMap<Client, CartSync>());
  const activeQueryClient = queryClient ?? ownQueryClient();
  let sync = syncs.get(client);
  if (!sync) {
    sync = createCartSync();
    syncs.set(client, sync);
  }
  const value = useMemo<VitrineContextValue>(
    () => ({
      client,
      queryClient: activeQueryClient,
      cartQueue: sync.queue,
      serverCart: sync.server,
      cartTabs: sync.tabs,
    }),
    [client, activeQueryClient, sync],
  );
  useCartFollowsIdentity(client, activeQueryClient);
  useCartAcrossTabs(client, activeQueryClient, sync.tabs);
  return (
    <QueryClientProvider client={activeQueryClient}>
      <VitrineContext.Provider value={value}>{children}</VitrineContext.Provider>
    </QueryClientProvider>
  );
}
