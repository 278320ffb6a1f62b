// @vitest-environment node
// The refresh token kept apart in an HttpOnly cookie: the server storages' `refreshToken: 'httpOnly'`, the browser's
// `oauth({ tokenHost })` and the server's `answerTokenRequest` that answers it.
import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerTokenRequest, HTTP_ONLY_REFRESH_TOKEN, memoryStorage, oauth, serverCookieStorage } from '../src';
import {
  cartEndpoint,
  CLIENT_ID,
  getCart,
  HOST,
  nowSeconds,
  tokenAnswer,
  tokenEndpoint,
  tokens,
  useServer,
} from './helpers';

const server = useServer();
const SHOP = 'https://shop.example';
// The shop is on https: its cookies carry the `__Host-` prefix.
const TOKENS_COOKIE = `__Host-vitrine.${CLIENT_ID}.tokens`;
const REFRESH_COOKIE = `__Host-vitrine.${CLIENT_ID}.refreshToken`;

/** The cookies a `Set-Cookie` list sets: name → [value, attributes]. */
const cookiesOf = (lines: string[]): Record<string, [string, string[]]> =>
  Object.fromEntries(
    lines.map((line) => {
      const [pair, ...attributes] = line.split('; ');
      const at = pair!.indexOf('=');
      return [
        pair!.slice(0, at),
        [decodeURIComponent(pair!.slice(at + 1)), attributes.filter((a) => !/^(Expires|Max-Age)=/.test(a))],
      ];
    }),
  );

const cookieHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

describe("serverCookieStorage({ refreshToken: 'httpOnly' })", () => {
  it('writes the refresh token to its own HttpOnly cookie and the stand-in where scripts read, and reads them back as one', async () => {
    const storage = serverCookieStorage('', { refreshToken: 'httpOnly', secure: true });
    const auth = oauth({ clientId: CLIENT_ID, storage });
    await auth.setTokens(tokens('a-1', 'member', 2_000_000_000, 'r-secret'));
    expect(cookiesOf(storage.setCookies())).toEqual({
      [REFRESH_COOKIE]: ['r-secret', ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']],
      [TOKENS_COOKIE]: [
        JSON.stringify({
          accessToken: { value: 'a-1', expiresAt: 2_000_000_000 },
          refreshToken: { value: HTTP_ONLY_REFRESH_TOKEN, role: 'member' },
        }),
        ['Path=/', 'Secure', 'SameSite=Lax'],
      ],
    });
    const next = serverCookieStorage(
      cookieHeader(Object.fromEntries(Object.entries(cookiesOf(storage.setCookies())).map(([k, [v]]) => [k, v]))),
      { refreshToken: 'httpOnly', secure: true },
    );
    expect(oauth({ clientId: CLIENT_ID, storage: next }).getTokens().refreshToken).toEqual({
      value: 'r-secret',
      role: 'member',
    });
  });

  it("a browser's tokens (with the stand-in) keep the HttpOnly refresh token; clearing removes both", async () => {
    const sent = cookieHeader({ [REFRESH_COOKIE]: 'r-kept' });
    const storage = serverCookieStorage(sent, { refreshToken: 'httpOnly', secure: true });
    const auth = oauth({ clientId: CLIENT_ID, storage });
    await auth.setTokens(tokens('a-2', 'visitor', 2_000_000_000, HTTP_ONLY_REFRESH_TOKEN));
    expect(Object.keys(cookiesOf(storage.setCookies()))).toEqual([TOKENS_COOKIE]);
    expect(auth.getTokens().refreshToken.value).toBe(HTTP_ONLY_REFRESH_TOKEN);
    expect(JSON.parse(storage.forClient!(CLIENT_ID).get('tokens') as string).refreshToken.value).toBe('r-kept');
    await auth.clearTokens();
    expect(cookiesOf(storage.setCookies())[REFRESH_COOKIE]![0]).toBe('');
    expect(cookiesOf(storage.setCookies())[TOKENS_COOKIE]![0]).toBe('');
  });
});

describe('oauth({ tokenHost })', () => {
  it("sends its renewals to the shop's route, never to the platform, with the stand-in for the refresh token", async () => {
    const platformTokens = tokenEndpoint(() => tokenAnswer('never', 'never'));
    const shopRequests: unknown[] = [];
    const cart = cartEndpoint();
    server.use(
      platformTokens.handler,
      cart.handler,
      http.post(`${SHOP}/auth/oauth2/token`, async ({ request }) => {
        shopRequests.push(await request.json());
        return tokenAnswer('renewed', HTTP_ONLY_REFRESH_TOKEN);
      }),
    );
    const auth = oauth({
      clientId: CLIENT_ID,
      storage: memoryStorage(),
      tokens: tokens('expired', 'member', nowSeconds() - 10, HTTP_ONLY_REFRESH_TOKEN),
      tokenHost: `${SHOP}/auth`,
    });
    await getCart(createClient({ host: HOST, auth, retry: 0 }));
    expect(shopRequests).toEqual([
      { clientId: CLIENT_ID, refreshToken: HTTP_ONLY_REFRESH_TOKEN, grantType: 'refresh_token' },
    ]);
    expect(platformTokens.requests).toEqual([]);
    expect(cart.seen).toEqual(['renewed']);
    expect(auth.getTokens().refreshToken).toEqual({ value: HTTP_ONLY_REFRESH_TOKEN, role: 'member' });
  });
});

describe('answerTokenRequest', () => {
  const post = (body: unknown, origin = SHOP, cookies: Record<string, string> = {}) =>
    new Request(`${SHOP}/auth/oauth2/token`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', cookie: cookieHeader(cookies) },
      body: JSON.stringify(body),
    });
  const answer = async (request: Request) => {
    const storage = serverCookieStorage(request, { refreshToken: 'httpOnly' });
    const response = await answerTokenRequest(request, { host: HOST, clientId: CLIENT_ID, origin: SHOP, storage });
    return { status: response.status, body: await response.json(), cookies: cookiesOf(storage.setCookies()) };
  };
  const stored = JSON.stringify({
    accessToken: { value: 'a-old', expiresAt: 1 },
    refreshToken: { value: HTTP_ONLY_REFRESH_TOKEN, role: 'member' },
  });

  it('puts back the HttpOnly refresh token, keeps the new one HttpOnly and answers the stand-in', async () => {
    const platform = tokenEndpoint(() => tokenAnswer('a-new', 'r-new', 3600));
    server.use(platform.handler);
    const result = await answer(
      post({ clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: HTTP_ONLY_REFRESH_TOKEN }, SHOP, {
        [TOKENS_COOKIE]: stored,
        [REFRESH_COOKIE]: 'r-old',
      }),
    );
    expect(platform.requests).toEqual([{ clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: 'r-old' }]);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      access_token: 'a-new',
      refresh_token: HTTP_ONLY_REFRESH_TOKEN,
      expires_in: 3600,
    });
    expect(result.cookies[REFRESH_COOKIE]).toEqual(['r-new', ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']]);
    expect(JSON.parse(result.cookies[TOKENS_COOKIE]![0]!).refreshToken).toEqual({
      value: HTTP_ONLY_REFRESH_TOKEN,
      role: 'member',
    });
  });

  it('refuses a page of another origin (403), another client id or grant (400), and asks the platform nothing', async () => {
    const platform = tokenEndpoint(() => tokenAnswer('x', 'y'));
    server.use(platform.handler);
    const grant = { clientId: CLIENT_ID, grantType: 'anonymous' };
    expect((await answer(post(grant, 'https://evil.example'))).status).toBe(403);
    expect((await answer(post({ ...grant, clientId: 'other-app' }))).status).toBe(400);
    expect((await answer(post({ ...grant, grantType: 'password' }))).status).toBe(400);
    expect(platform.requests).toEqual([]);
  });

  it('takes the refresh token from its HttpOnly cookie only: one posted in the body is never relayed', async () => {
    const platform = tokenEndpoint(() => tokenAnswer('a-new', 'r-new', 3600));
    server.use(platform.handler);
    const stolen = { clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: 'r-stolen-and-spent' };
    // Without the browser's cookie, a refresh token in the body is no refresh token.
    const relayed = await answer(post(stolen));
    expect([relayed.status, relayed.body.details.applicationError.code, relayed.cookies]).toEqual([
      400,
      'invalid_grant',
      {},
    ]);
    expect(platform.requests).toEqual([]);
    // With it, the cookie's refresh token goes to the platform, never the body's.
    const own = await answer(post(stolen, SHOP, { [TOKENS_COOKIE]: stored, [REFRESH_COOKIE]: 'r-old' }));
    expect(own.status).toBe(200);
    expect(platform.requests).toEqual([{ clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: 'r-old' }]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password'])(
    'refuses the grant type %s as unknown (400), and asks the platform nothing',
    async (grantType) => {
      const platform = tokenEndpoint(() => tokenAnswer('x', 'y'));
      server.use(platform.handler);
      const result = await answer(post({ clientId: CLIENT_ID, grantType }, SHOP, { [REFRESH_COOKIE]: 'r-old' }));
      expect([result.status, result.body.message]).toEqual([400, 'This grant type is not answered here']);
      expect(platform.requests).toEqual([]);
    },
  );

  it('reads the body as it arrives and stops at 16 KiB: a huge upload is answered 413, the rest never pulled', async () => {
    const platform = tokenEndpoint(() => tokenAnswer('x', 'y'));
    server.use(platform.handler);
    const chunk = new Uint8Array(1024).fill(0x20);
    let pulled = 0;
    let cancelled = false;
    // 64 MiB on offer, one KiB at a time, with no Content-Length: only a reader that counts can stop it.
    const upload = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(`${SHOP}/auth/oauth2/token`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: upload,
      duplex: 'half',
    } as RequestInit);
    const result = await answer(request);
    expect([result.status, result.body.message]).toEqual([413, 'The token request is too large']);
    expect(cancelled).toBe(true);
    // The limit, plus what the stream had queued ahead (its high-water mark) when the reader stopped.
    expect(pulled).toBeLessThanOrEqual(16 * 1024 + 4 * 1024);
    expect(platform.requests).toEqual([]);
  });

  it('answers 413 for a declared Content-Length over 16 KiB before reading, and reads a body at the limit', async () => {
    const platform = tokenEndpoint(() => tokenAnswer('a-new', 'r-new', 3600));
    server.use(platform.handler);
    const declared = new Request(`${SHOP}/auth/oauth2/token`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-length': String(64 * 1024 * 1024) },
      body: '{}',
    });
    expect((await answer(declared)).status).toBe(413);
    const grant = { clientId: CLIENT_ID, grantType: 'anonymous', pad: '' };
    const padded = { ...grant, pad: ' '.repeat(16 * 1024 - JSON.stringify(grant).length) };
    expect(JSON.stringify(padded).length).toBe(16 * 1024);
    expect((await answer(post(padded))).status).toBe(200);
    expect((await answer(post({ ...padded, pad: `${padded.pad} ` }))).status).toBe(413);
  });

  it("passes the platform's refusal on by its status, and keeps nothing", async () => {
    server.use(
      http.post(`${HOST}/oauth2/token`, () =>
        HttpResponse.json(
          { message: 'invalid_grant', details: { applicationError: { code: 'invalid_grant' } } },
          { status: 400 },
        ),
      ),
    );
    const result = await answer(
      post({ clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken: HTTP_ONLY_REFRESH_TOKEN }, SHOP, {
        [TOKENS_COOKIE]: stored,
        [REFRESH_COOKIE]: 'r-revoked',
      }),
    );
    expect([result.status, result.body.details.applicationError.code]).toEqual([400, 'invalid_grant']);
    expect(result.cookies).toEqual({});
  });

  it('answers 502 for a platform answer without usable tokens, and keeps nothing', async () => {
    const platform = tokenEndpoint(() => tokenAnswer('a-new', '', 3600));
    server.use(platform.handler);
    const result = await answer(post({ clientId: CLIENT_ID, grantType: 'anonymous' }));
    expect([result.status, platform.requests.length, result.cookies]).toEqual([502, 1, {}]);
  });
});
