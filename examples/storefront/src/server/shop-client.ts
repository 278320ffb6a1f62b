import { memoryStorage, type Client } from '@vitrine/sdk';
import { clientFor } from '../client-for';
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
  shared = clientFor(memoryStorage(), platformFromEnv());
  return shared;
}
