import { createClient, type Client, type PathLayout } from '@vitrine/http';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, vi } from 'vitest';
import {
  memoryStorage,
  oauth,
  type AuthStorage,
  type OAuthStrategy,
  type TokenChangeReason,
  type Tokens,
} from '../src';

export { useServer } from '../../../test-support/msw';

export const HOST = 'https://api.example.com';
export const TOKEN_URL = `${HOST}/oauth2/token`;
export const CLIENT_ID = 'client-1';

export interface Recorded {
  url: string;
  body: unknown;
  headers: Headers;
}

/** A token endpoint that records each request's JSON body and answers from `answer`. */
export function tokenEndpoint(answer: (body: Record<string, string>, count: number) => Response | Promise<Response>) {
  const requests: Record<string, string>[] = [];
  const handler = http.post(TOKEN_URL, async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    requests.push(body);
    return answer(body, requests.length);
  });
  return { handler, requests };
}

export const tokenAnswer = (access: string, refresh: string, expiresIn: unknown = 14400): Response =>
  HttpResponse.json({
    access_token: access,
    refresh_token: refresh,
    expires_in: expiresIn,
    token_type: 'Bearer',
    scope: 'offline_access',
  } as JsonBodyType);

/** Visitor grants answer at-1/rt-1, at-2/rt-2, …; renewals answer renewed-N with the same refresh token. */
export const countingTokens = () =>
  tokenEndpoint((body, n) =>
    body.grantType === 'refresh_token'
      ? tokenAnswer(`renewed-${n}`, body.refreshToken!)
      : tokenAnswer(`at-${n}`, `rt-${n}`),
  );

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

export const tokens = (
  value: string,
  role: Tokens['refreshToken']['role'],
  expiresAt = nowSeconds() + 3600,
  refresh = `r-${value}`,
): Tokens => ({
  accessToken: { value, expiresAt },
  refreshToken: { value: refresh, role },
});

export interface Setup {
  client: Client;
  auth: OAuthStrategy;
  storage: AuthStorage;
}

export function setup(
  options: { tokens?: Tokens; storage?: AuthStorage; pathLayout?: PathLayout; retry?: number; timeoutMs?: number } = {},
): Setup {
  const storage = options.storage ?? memoryStorage();
  const auth = oauth({ clientId: CLIENT_ID, tokens: options.tokens, storage });
  const client = createClient({
    host: HOST,
    auth,
    pathLayout: options.pathLayout,
    retry: options.retry ?? 0,
    timeoutMs: options.timeoutMs,
  });
  return { client, auth, storage };
}

/** The GET a cart call would make, answering with the Authorization header it carried. */
export const cartEndpoint = () => {
  const seen: string[] = [];
  const handler = http.get(`${HOST}/ecom/v1/carts/current`, ({ request }) => {
    seen.push(request.headers.get('authorization') ?? '');
    return HttpResponse.json({ cart: { id: 'c1' } });
  });
  return { handler, seen };
};

export const getCart = (client: Client, signal?: AbortSignal) =>
  client.request({ method: 'GET', service: ['/ecom', '/_api/ecom-cart'], path: '/v1/carts/current' }, { signal });

/** Captures the rejection of a promise that must reject, failing the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the promise to reject');
}

/** Every token change of a strategy, as [access token, reason]. */
export function recordTokenChanges(auth: {
  onTokensChange(listener: (tokens: Tokens, reason: TokenChangeReason) => void): () => void;
}) {
  const events: [string, TokenChangeReason][] = [];
  auth.onTokensChange((t, reason) => events.push([t.accessToken.value, reason]));
  return events;
}

/** Real timers and globals back after each test of the file (tests fake the clock and stub fetch). */
export function restoreTimersAndGlobals(): void {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
