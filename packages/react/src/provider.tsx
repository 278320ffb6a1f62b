'use client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Client } from '@vitrine/http';
import { useMemo, useState, type ReactNode } from 'react';
import { useCartFollowsIdentity } from './auth/cart-follows-identity';
import { VitrineContext, type VitrineContextValue } from './context';
import { createVitrineQueryClient } from './query-client';
import { createQueue, type Queue } from './queue';

export interface VitrineProviderProps {
  /** `createClient(…)`; on a server, one per request (it holds the visitor's tokens). */
  client: Client;
  /** Default: a QueryClient of this provider's own (see `createVitrineQueryClient`). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Gives the hooks below it a client, a QueryClient and the client's cart queue. */
export function VitrineProvider({ client, queryClient, children }: VitrineProviderProps) {
  // Per provider instance, made only when needed: never shared between requests or tests.
  const [ownQueryClient] = useState(() => {
    let made: QueryClient | undefined;
    return () => (made ??= createVitrineQueryClient());
  });
  const [queues] = useState(() => new WeakMap<Client, Queue>());
  const activeQueryClient = queryClient ?? ownQueryClient();
  let cartQueue = queues.get(client);
  if (!cartQueue) {
    cartQueue = createQueue();
    queues.set(client, cartQueue);
  }
  const value = useMemo<VitrineContextValue>(
    () => ({ client, queryClient: activeQueryClient, cartQueue }),
    [client, activeQueryClient, cartQueue],
  );
  useCartFollowsIdentity(client, activeQueryClient);
  return (
    <QueryClientProvider client={activeQueryClient}>
      <VitrineContext.Provider value={value}>{children}</VitrineContext.Provider>
    </QueryClientProvider>
  );
}
