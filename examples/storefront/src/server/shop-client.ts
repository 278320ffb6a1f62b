import { type Client, createClient, memoryStorage, oauth } from '@vitrine/sdk';
import { platformFromEnv } from './platform';

let shared: Client | undefined;

/**
 * The shop's own client for the catalogue, which is the same for every visitor: a visitor of its own, its tokens in
 * this process's memory. It reads nothing of a shopper's (no cookie, no cart, no member), which is what lets its
 * reads be cached across visitors. One per process, made on first use (never at import: a build reads no
 * platform).
 */
export function shopClient(): Client {
  if (shared) return shared;
  const platform = platformFromEnv();
  shared = createClient({
    host: platform.host,
    readOnlyHost: platform.readOnlyHost,
    mediaHost: platform.mediaHost,
    auth: oauth({ clientId: platform.clientId, storage: memoryStorage() }),
  });
  return shared;
}
