'use client';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * A QueryClient with Vitrine's defaults: no retries on top of the SDK's own (which already retries network
 * failures and retryable statuses), so a typed error reaches the component at once. Make one per request on a server.
 */
export function createVitrineQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { defaultOptions = {} } = config;
  return new QueryClient({
    ...config,
    defaultOptions: { ...defaultOptions, queries: { retry: false, ...defaultOptions.queries } },
  });
}
