import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { vitrineDehydrateOptions, vitrineHydrateOptions } from './dehydration';

/**
 * A QueryClient with Vitrine's defaults: no retries on top of the SDK's own (which already retries network
 * failures and retryable statuses), so a typed error reaches the component at once; and `dehydrate` /
 * `HydrationBoundary` keep the SDK's `Date` fields as dates while the state itself is plain JSON.
 * Make one per request on a server.
 */
export function createVitrineQueryClient(config: QueryClientConfig = {}): QueryClient {
  const { defaultOptions = {} } = config;
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...defaultOptions,
      queries: { retry: false, ...defaultOptions.queries },
      dehydrate: { ...vitrineDehydrateOptions, ...defaultOptions.dehydrate },
      hydrate: { ...vitrineHydrateOptions, ...defaultOptions.hydrate },
    },
  });
}
