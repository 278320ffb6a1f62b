// Both SDKs' clients for the comparisons, built on any fetch (the recorder's, or a replay of one answer).
import * as vitrineAuth from '@vitrine/auth';
import { DEV_API_KEY } from '@vitrine/emulator';
import { createClient, type Client } from '@vitrine/http';
import { cart, cartV2, currentCart, currentCartV2 } from '@wix/ecom';
import { authentication, recovery, verification } from '@wix/identity';
import { redirects } from '@wix/redirects';
import { ApiKeyStrategy, createClient as createPlatformClient, OAuthStrategy } from '@wix/sdk';
import { collections, products } from '@wix/stores';

export const CLIENT_ID = 'platform-sdk-comparison';
/** The comparisons' OAuth app: the one redirect URI their sign-ins name (the emulator answers no unknown client). */
export const COMPARISON_APP = { clientId: CLIENT_ID, redirectUris: ['http://localhost:3000/auth/callback'] };
/** The emulator is one site; the platform's API-key strategy wants the site's id (sent as `wix-site-id`). */
export const SITE_ID = 'emulator-site';

/** The platform SDK's modules of every section the comparisons and the flows use. */
export const platformModules = {
  cart,
  currentCart,
  cartV2,
  currentCartV2,
  products,
  collections,
  redirects,
  authentication,
  recovery,
  verification,
};

export const platformVisitor = (tokens: vitrineAuth.Tokens, fetch: typeof globalThis.fetch) =>
  createPlatformClient({ modules: platformModules, auth: OAuthStrategy({ clientId: CLIENT_ID, tokens }), fetch });
export const platformKey = (fetch: typeof globalThis.fetch) =>
  createPlatformClient({
    modules: platformModules,
    auth: ApiKeyStrategy({ apiKey: DEV_API_KEY, siteId: SITE_ID }),
    fetch,
  });
export type PlatformClient = ReturnType<typeof platformVisitor>;
export type PlatformKeyClient = ReturnType<typeof platformKey>;

export interface VitrineHosts {
  host: string;
  readOnlyHost: string;
}

export const vitrineVisitor = (
  tokens: vitrineAuth.Tokens | undefined,
  hosts: VitrineHosts,
  fetch: typeof globalThis.fetch,
): Client =>
  createClient({
    ...hosts,
    fetch,
    retry: 0,
    auth: vitrineAuth.oauth({ clientId: CLIENT_ID, tokens, storage: vitrineAuth.memoryStorage() }),
  });
export const vitrineKey = (hosts: VitrineHosts, fetch: typeof globalThis.fetch): Client =>
  createClient({ ...hosts, fetch, retry: 0, auth: vitrineAuth.apiKey({ apiKey: DEV_API_KEY }) });
