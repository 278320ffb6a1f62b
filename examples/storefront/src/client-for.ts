import { createClient, oauth, type AuthStorage, type Client } from '@vitrine/sdk';
import type { Platform } from './server/platform';

export interface ClientForOptions {
  /** Where the strategy's token requests go, when not to the platform (the browser's: the shop's `/auth`). */
  tokenHost?: string;
}

/**
 * The shop's one way to make a client, on the server and in the browser: the platform's hosts and media host, and
 * the oauth strategy of the shop's client id on `storage` (the visitor's cookies, or the shop's own memory). Every
 * client of the shop is made here, so none of them forgets a host.
 */
export function clientFor(storage: AuthStorage, platform: Platform, options: ClientForOptions = {}): Client {
  return createClient({
    host: platform.host,
    readOnlyHost: platform.readOnlyHost,
    mediaHost: platform.mediaHost,
    auth: oauth({ clientId: platform.clientId, storage, tokenHost: options.tokenHost }),
  });
}
