// Comparison 2 of issue 9: for every call both SDKs have, the same inputs give the same request (method, path
// after the host, query with `.r` decoded, JSON body with keys sorted, the form of Authorization). Deliberate
// differences are undone in ./compare/normalise.ts and listed in packages/emulator/README.md.
// This is the shared set-up of the requests-*.test.ts files, one emulator per file.
import * as vitrineAuth from '@vitrine/auth';
import * as catalogue from '@vitrine/catalogue';
import { startEmulator, type EmulatorOptions } from '@vitrine/emulator';
import { createClient } from '@vitrine/http';
import { afterAll, expect, vi } from 'vitest';
import { CLIENT_ID, COMPARISON_APP, platformKey, platformVisitor, SITE_ID, vitrineKey } from './clients';
import {
  normalisePlatform,
  normaliseVitrine,
  platformHeaders,
  uncomparedHeaders,
  vitrineHeaders,
  type Credentials,
} from './normalise';
import { wireRecorder, type SentRequest } from './wire-recorder';

export interface Case {
  /** The call, as both SDKs name it. */
  call: string;
  /** Runs before each side's call (not recorded): both start from the same state. */
  setup?: () => Promise<unknown>;
  vitrine: () => Promise<unknown>;
  platform: () => Promise<unknown>;
  /** Requests each side sends (a token call included); 1 unless said. */
  requests?: number;
  /** Why the second side's answer may differ from the first's (the first call used up what it named). */
  changesState?: string;
}

/**
 * Starts the emulator of one test file (await it at the file's top level), with one visitor for both SDKs and
 * the API key; `compare` makes a case's test. Everything stops when the file's tests are done.
 */
/** On a V1 store unless asked (the Catalog V1 comparisons need one; Catalog V3's want `'V3_CATALOG'`). */
export async function startRequestComparison(options: Pick<EmulatorOptions, 'catalogVersion'> = {}) {
  const emulator = await startEmulator({ oauthApps: [COMPARISON_APP], catalogVersion: 'V1_CATALOG', ...options });
  const recorder = wireRecorder(emulator, globalThis.fetch);
  // The platform's strategy mints and renews tokens, and signs in, through the global fetch.
  vi.stubGlobal('fetch', recorder.fetch);
  const strategy = vitrineAuth.oauth({ clientId: CLIENT_ID, storage: vitrineAuth.memoryStorage() });
  const clientOptions = { host: emulator.url, readOnlyHost: emulator.readOnlyUrl, fetch: recorder.fetch, retry: 0 };
  const ours = {
    visitor: createClient({ ...clientOptions, auth: strategy }),
    key: vitrineKey(clientOptions, recorder.fetch),
    strategy,
  };
  // One visitor for both SDKs: the same inputs include the same tokens, and both see the same cart.
  const tokens = await strategy.generateVisitorTokens();
  const theirs = {
    visitor: platformVisitor(tokens, recorder.fetch),
    key: platformKey(recorder.fetch),
  };
  const credentials: Credentials = { 'access token': tokens.accessToken.value, 'API key': emulator.apiKey };
  const variants = await catalogue.queryStoreVariants(ours.key, { paging: { limit: 1 } });
  const storeVariantId = variants.variants[0]!._id!;
  recorder.take();

  afterAll(async () => {
    vi.unstubAllGlobals();
    await emulator?.close();
  });

  /** Sends one side's call; a refused call still sent its request, which is what is compared here. */
  async function sent(setup: Case['setup'], call: () => Promise<unknown>): Promise<SentRequest[]> {
    await setup?.();
    recorder.take();
    await call().catch(() => undefined);
    return recorder.take();
  }

  /**
   * `platformHost`: the edge host for the calls of an `OAuthStrategy` client's modules, the main one for API keys
   * and for the strategy's own calls (tokens, sign-in, its redirect sessions), which use a client of their own.
   */
  function compare({ setup, vitrine, platform, requests = 1, changesState }: Case, platformHost = 'edge.wixapis.com') {
    return async () => {
      const platformRequests = await sent(setup, platform);
      const vitrineRequests = await sent(setup, vitrine);
      expect(platformRequests.length, 'requests the platform SDK sent').toBe(requests);
      expect(vitrineRequests.length, 'requests Vitrine sent').toBe(requests);
      expect(vitrineRequests.map((r) => normaliseVitrine(r, credentials))).toEqual(
        platformRequests.map((r) => normalisePlatform(r, credentials)),
      );
      // The hosts, not compared, are as the README's table says (D0).
      // A cart is read where it is written: the current cart (v1 and V2) and a V2 cart by id.
      const readOnly = (r: SentRequest) =>
        r.method === 'GET' && !/\/carts\/current$|\/v2\/carts\//.test(r.url.pathname);
      expect(vitrineRequests.map((r) => r.url.origin)).toEqual(
        vitrineRequests.map((r) => (readOnly(r) ? emulator.readOnlyUrl : emulator.url)),
      );
      expect(platformRequests.map((r) => r.url.host)).toEqual(
        platformRequests.map((r) => (r.headers.authorization === emulator.apiKey ? 'www.wixapis.com' : platformHost)),
      );
      // The headers left out of the comparison are as the README's table says (H1, H2).
      expect(vitrineRequests.map(uncomparedHeaders)).toEqual(vitrineRequests.map(vitrineHeaders));
      expect(platformRequests.map(uncomparedHeaders)).toEqual(
        platformRequests.map((r) => platformHeaders(r, emulator.apiKey, SITE_ID)),
      );
      // The same request must get the same answer status from the emulator (it must not tell the SDKs apart).
      if (!changesState) {
        const status = (r: SentRequest) => `${r.status} ${r.status === 200 ? '' : r.answer}`;
        expect(platformRequests.map(status), "the platform SDK request's answer").toEqual(vitrineRequests.map(status));
      }
    };
  }

  return { emulator, recorder, ours, theirs, clientOptions, storeVariantId, compare };
}
