import { memoryStorage, type Client } from '@vitrine/sdk';
import { clientFor } from '../client-for';
import { platformFromEnv } from './platform';

// Next bundles each route (the pages, `app/api/names`) with its own copy of this module: the client is kept on
// `globalThis` under a registered symbol, so the process has one shop visitor, not one per route bundle.
const SHOP_CLIENT = Symbol.for('vitrine-storefront.shopClient');

/**
 * The shop's own client for the catalogue, which is the same for every visitor: a visitor of its own, its tokens in
 * this process's memory. It reads nothing of a shopper's (no cookie, no cart, no member), which is what lets its
 * reads be cached across visitors. One per process, made on first use (never at import: a build reads no
 * platform).
 */
export function shopClient(): Client {
  const process = globalThis as { [SHOP_CLIENT]?: Client };
  return (process[SHOP_CLIENT] ??= clientFor(memoryStorage(), platformFromEnv()));
}
