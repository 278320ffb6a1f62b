import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@vitrine/http';
import {
  completeSignIn,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  isAuthError,
  logout,
  memoryStorage,
  oauth,
  parseFromUrl,
  type OAuthData,
} from '../src';
import {
  CLIENT_ID,
  HOST,
  rejection,
  setup,
  tokenAnswer,
  tokenEndpoint,
  tokens,
  useServer,
  type Setup,
} from './helpers';

const server = useServer();
const REDIRECT_URI = 'https://shop.example/return';
const AUTH_PAGE = 'https://auth.example/authorize?session=s1';

beforeEach(() => history.replaceState(null, '', 'https://shop.example/cart'));

function redirectSessions(path = '/_api/redirects-api/v1/redirect-session', fullUrl = AUTH_PAGE) {
  const requests: { body: unknown; authorization: string | null }[] = [];
  const handler = http.post(`${HOST}${path}`, async ({ request }) => {
    requests.push({ body: await request.json(), authorization: request.headers.get('authorization') });
    return HttpResponse.json({
      redirectSession: { id: 'rs-1', fullUrl, urlDetails: { endpoint: fullUrl, searchParams: {} }, sessionToken: 'st' },
    });
  });
  return { handler, requests };
}

/** A visitor on the storefront who starts a redirect sign-in. */
async function startSignIn(
  options: { responseMode?: 'fragment' | 'query' } = {},
): Promise<Setup & { oauthData: OAuthData }> {
  const sessions = redirectSessions();
  server.use(sessions.handler);
  const context = setup({ tokens: tokens('visitor-at', 'visitor') });
  const oauthData = await generateOAuthData(REDIRECT_URI, '/products/shirt?size=m');
  await getAuthUrl(context.client, oauthData, options);
  return { ...context, oauthData };
}

const memberExchange = () => tokenEndpoint(() => tokenAnswer('member-at', 'member-rt'));

describe('starting a redirect sign-in', () => {
  it('generateOAuthData makes a fresh verifier, challenge and state, and keeps a same-origin originalUri', async () => {
    const a = await generateOAuthData(REDIRECT_URI, '/products/shirt?size=m');
    const b = await generateOAuthData(REDIRECT_URI);
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.state).not.toBe(b.state);
    expect(a.state).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(a).toMatchObject({ redirectUri: REDIRECT_URI, originalUri: 'https://shop.example/products/shirt?size=m' });
    expect(b.originalUri).toBe('https://shop.example/cart');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://shop.example@evil.example/',
  ])('27: originalUri %s is replaced by the site root', async (uri) => {
    expect((await generateOAuthData(REDIRECT_URI, uri)).originalUri).toBe('https://shop.example/');
  });

  it.each([
    ['api', '/_api/redirects-api/v1/redirect-session'],
    ['site', '/headless/v1/redirect-session'],
  ] as const)(
    'getAuthUrl creates the login redirect session (%s layout) with the visitor token',
    async (pathLayout, path) => {
      const sessions = redirectSessions(path);
      server.use(sessions.handler);
      const { client } = setup({ tokens: tokens('visitor-at', 'visitor'), pathLayout });
      const oauthData = await generateOAuthData(REDIRECT_URI);
      expect(await getAuthUrl(client, oauthData)).toEqual({ authUrl: AUTH_PAGE });
      expect(sessions.requests).toEqual([
        {
          authorization: 'visitor-at',
          body: {
            auth: {
              authRequest: {
                redirectUri: REDIRECT_URI,
                clientId: CLIENT_ID,
                codeChallenge: oauthData.codeChallenge,
                codeChallengeMethod: 'S256',
                responseMode: 'fragment',
                responseType: 'code',
                scope: 'offline_access',
                state: oauthData.state,
              },
              prompt: 'login',
            },
          },
        },
      ]);
    },
  );

  it('getAuthUrl takes prompt and responseMode', async () => {
    const sessions = redirectSessions();
    server.use(sessions.handler);
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    await getAuthUrl(client, await generateOAuthData(REDIRECT_URI), { prompt: 'consent', responseMode: 'query' });
    expect(sessions.requests[0]!.body).toMatchObject({
      auth: { authRequest: { responseMode: 'query' }, prompt: 'consent' },
    });
  });

  it('getAuthUrl refuses a client without the oauth strategy', async () => {
    const { createClient } = await import('@vitrine/http');
    const client = createClient({ host: HOST });
    await expect(getAuthUrl(client, await generateOAuthData(REDIRECT_URI))).rejects.toThrow(
      'Member sign-in needs a client created with createClient({ auth: oauth({ clientId }) }).',
    );
  });
});

describe('the redirect return', () => {
  it('exchanges the code with the pending verifier, keeps member tokens and cleans the address bar', async () => {
    const { client, auth, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    history.replaceState(null, '', `/return?ref=mail#code=the-code&state=${oauthData.state}&keep=1`);
    const result = await completeSignIn(client);
    expect(exchange.requests).toEqual([
      {
        clientId: CLIENT_ID,
        grantType: 'authorization_code',
        redirectUri: REDIRECT_URI,
        code: 'the-code',
        codeVerifier: oauthData.codeVerifier,
      },
    ]);
    expect(result.originalUri).toBe('https://shop.example/products/shirt?size=m');
    expect(result.tokens.refreshToken).toEqual({ value: 'member-rt', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
    expect(location.href).toBe('https://shop.example/return?ref=mail#keep=1');
  });

  it('getMemberTokens takes the code and state the app read itself', async () => {
    const { client, auth, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    const result = await getMemberTokens(client, 'the-code', oauthData.state, oauthData);
    expect(result.accessToken.value).toBe('member-at');
    expect(auth.getTokens()).toEqual(result);
    expect(exchange.requests).toHaveLength(1);
  });

  it.each(['another-state', '__proto__', 'constructor', 'toString'])(
    '21: state %s → Invalid _state, no token request, pending sign-in cleared',
    async (state) => {
      const { client, storage, oauthData } = await startSignIn();
      const exchange = memberExchange();
      server.use(exchange.handler);
      const error = await rejection(
        completeSignIn(client, { url: `https://shop.example/return#code=c&state=${state}` }),
      );
      expect(error).toMatchObject({ name: 'AuthError', message: 'Invalid _state', code: 'INVALID_STATE' });
      expect(exchange.requests).toEqual([]);
      expect(await storage.get('signIn')).toBeUndefined();
      // The real return cannot be used after a forged one either.
      await expect(
        completeSignIn(client, { url: `https://shop.example/return#code=c&state=${oauthData.state}` }),
      ).rejects.toThrow('Invalid _state');
    },
  );

  it("21: getMemberTokens refuses a state that is not oauthData's", async () => {
    const { client, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    await expect(getMemberTokens(client, 'c', oauthData.state, { ...oauthData, state: 'other' })).rejects.toThrow(
      'Invalid _state',
    );
    expect(exchange.requests).toEqual([]);
  });

  it.each([
    ['no code', (state: string) => `#state=${state}`],
    ['no state', () => '#code=c'],
    ['an empty code', (state: string) => `#code=&state=${state}`],
    ['code twice', (state: string) => `#code=a&code=b&state=${state}`],
    ['state twice', (state: string) => `#code=c&state=${state}&state=${state}`],
  ])('22: %s → Missing code or _state, no request', async (_, suffix) => {
    const { client, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    const error = await rejection(
      completeSignIn(client, { url: `https://shop.example/return${suffix(oauthData.state)}` }),
    );
    expect(error).toMatchObject({
      name: 'AuthError',
      message: 'Missing code or _state',
      code: 'MISSING_CODE_OR_STATE',
    });
    expect(exchange.requests).toEqual([]);
  });

  it('22: getMemberTokens without a code → Missing code or _state', async () => {
    const { client, oauthData } = await startSignIn();
    await expect(getMemberTokens(client, undefined, oauthData.state, oauthData)).rejects.toThrow(
      'Missing code or _state',
    );
    await expect(getMemberTokens(client, 'c', '', oauthData)).rejects.toThrow('Missing code or _state');
  });

  it('23: a bookmarked return URL with nothing pending → Invalid _state, the member untouched', async () => {
    const exchange = memberExchange();
    server.use(exchange.handler);
    const member = tokens('member-at', 'member');
    const { client, auth, storage } = setup({ tokens: member });
    await storage.set('tokens', JSON.stringify(member));
    await expect(completeSignIn(client, { url: 'https://shop.example/return#code=c&state=s' })).rejects.toThrow(
      'Invalid _state',
    );
    expect(exchange.requests).toEqual([]);
    expect(auth.getTokens()).toEqual(member);
    expect(JSON.parse(String(await storage.get('tokens')))).toEqual(member);
  });

  it('24: the same return URL processed twice, even at once, makes one token request', async () => {
    const { client, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    const url = `https://shop.example/return#code=c&state=${oauthData.state}`;
    const results = await Promise.allSettled([completeSignIn(client, { url }), completeSignIn(client, { url })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('Invalid _state');
    await expect(completeSignIn(client, { url })).rejects.toThrow('Invalid _state');
    expect(exchange.requests).toHaveLength(1);
  });

  it('25: an error answer with the right state is a typed error carrying error and error_description', async () => {
    const { client, oauthData, auth } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    const error = await rejection(
      completeSignIn(client, {
        url: `https://shop.example/return#error=access_denied&error_description=The%20member%20said%20no&state=${oauthData.state}`,
      }),
    );
    expect(isAuthError(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'The sign-in was refused: access_denied',
      code: 'AUTHORIZATION_ERROR',
      error: 'access_denied',
      errorDescription: 'The member said no',
    });
    expect(exchange.requests).toEqual([]);
    expect(auth.loggedIn()).toBe(false);
  });

  it('25: an error answer with a wrong state is Invalid _state (state first)', async () => {
    const { client } = await startSignIn();
    await expect(
      completeSignIn(client, { url: 'https://shop.example/return#error=access_denied&state=forged' }),
    ).rejects.toThrow('Invalid _state');
  });

  it('26: fragment mode reads only the fragment, query mode only the query', () => {
    const url = 'https://shop.example/return?code=q-code&state=q-state#code=f-code&state=f-state';
    expect(parseFromUrl(url)).toEqual({ code: 'f-code', state: 'f-state' });
    expect(parseFromUrl(url, 'query')).toEqual({ code: 'q-code', state: 'q-state' });
    expect(parseFromUrl('https://shop.example/return?code=q&state=s')).toEqual({});
    expect(parseFromUrl('https://shop.example/return#code=f&state=s', 'query')).toEqual({});
    expect(parseFromUrl('https://shop.example/r#error=e&error_description=d%20x&state=s')).toEqual({
      error: 'e',
      errorDescription: 'd x',
      state: 's',
    });
  });

  it('26: query mode cleans the query of the address bar, and a given url leaves the address bar alone', async () => {
    history.replaceState(null, '', '/return?code=c&state=s&utm=1#top');
    expect(parseFromUrl(undefined, 'query')).toEqual({ code: 'c', state: 's' });
    expect(location.href).toBe('https://shop.example/return?utm=1#top');
    history.replaceState(null, '', '/return#code=c&state=s');
    parseFromUrl('https://shop.example/return#code=c&state=s');
    expect(location.href).toBe('https://shop.example/return#code=c&state=s');
  });

  it('completes a query-mode sign-in', async () => {
    const { client, oauthData } = await startSignIn({ responseMode: 'query' });
    server.use(memberExchange().handler);
    const { tokens: result } = await completeSignIn(client, {
      url: `https://shop.example/return?code=c&state=${oauthData.state}`,
      responseMode: 'query',
    });
    expect(result.refreshToken.role).toBe('member');
  });

  it('12: a lost answer to the code exchange is "sign in again", not retried, and the URL is spent', async () => {
    const { client, oauthData, auth } = await startSignIn();
    const exchange = tokenEndpoint(() => HttpResponse.error());
    server.use(exchange.handler);
    const url = `https://shop.example/return#code=c&state=${oauthData.state}`;
    const error = await rejection(completeSignIn(client, { url }));
    expect(error).toMatchObject({
      name: 'AuthError',
      code: 'SIGN_IN_LOST',
      message: 'The sign-in failed because its answer was lost; please sign in again',
    });
    expect((error.cause as Error).name).toBe('NetworkError');
    expect(exchange.requests).toHaveLength(1);
    expect(auth.getTokens().accessToken.value).toBe('visitor-at');
  });

  it('a refused code exchange is something went wrong, with status and request id', async () => {
    const { client, oauthData } = await startSignIn();
    server.use(
      http.post(`${HOST}/oauth2/token`, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'expired' },
          { status: 400, headers: { 'x-request-id': 'req-1' } },
        ),
      ),
    );
    const error = await rejection(
      completeSignIn(client, { url: `https://shop.example/return#code=c&state=${oauthData.state}` }),
    );
    expect(error).toMatchObject({
      message: 'something went wrong',
      status: 400,
      requestId: 'req-1',
      error: 'invalid_grant',
    });
    expect(error.message + String(error.stack)).not.toContain(oauthData.codeVerifier);
  });
});

describe("getMemberTokens with the oauthData the app kept (the platform's documented flow)", () => {
  const exchangeOf = (oauthData: OAuthData, code = 'the-code') => ({
    clientId: CLIENT_ID,
    grantType: 'authorization_code',
    redirectUri: oauthData.redirectUri,
    code,
    codeVerifier: oauthData.codeVerifier,
  });

  it("after a reload: a fresh strategy with empty storage exchanges with oauthData's verifier and redirect URI", async () => {
    const { oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    // The page reloaded: a new strategy, and storage that never saw the sign-in start.
    const fresh = setup({ tokens: tokens('visitor-at', 'visitor') });
    expect(await fresh.storage.get('signIn')).toBeUndefined();
    const result = await getMemberTokens(fresh.client, 'the-code', oauthData.state, oauthData);
    expect(exchange.requests).toEqual([exchangeOf(oauthData)]);
    expect(result.refreshToken).toEqual({ value: 'member-rt', role: 'member' });
    expect(fresh.auth.loggedIn()).toBe(true);
  });

  it('on a server: a strategy with memory storage created for the callback route', async () => {
    const oauthData = await generateOAuthData('https://shop.example/api/callback');
    const exchange = memberExchange();
    server.use(exchange.handler);
    const auth = oauth({ clientId: CLIENT_ID, storage: memoryStorage() });
    const client = createClient({ host: HOST, auth, retry: 0 });
    const result = await getMemberTokens(client, 'the-code', oauthData.state, oauthData);
    expect(exchange.requests).toEqual([exchangeOf(oauthData)]);
    expect(result.accessToken.value).toBe('member-at');
    expect(auth.getTokens()).toEqual(result);
  });

  it('oauthData wins over the stored pending sign-in of the same state, which is cleared', async () => {
    const { client, storage, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    const kept = { ...oauthData, codeVerifier: 'kept-verifier', redirectUri: 'https://shop.example/other-return' };
    await getMemberTokens(client, 'the-code', oauthData.state, kept);
    expect(exchange.requests).toEqual([exchangeOf(kept)]);
    expect(await storage.get('signIn')).toBeUndefined();
  });

  it('a pending sign-in of another state stays for its own return', async () => {
    const { client, storage, oauthData: pending } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    const other = await generateOAuthData(REDIRECT_URI);
    await getMemberTokens(client, 'the-code', other.state, other);
    expect(exchange.requests).toEqual([exchangeOf(other)]);
    expect(JSON.parse(String(await storage.get('signIn')))).toMatchObject({
      state: pending.state,
      codeVerifier: pending.codeVerifier,
    });
  });

  it("a state that is not oauthData's → Invalid _state before anything else, also with nothing stored", async () => {
    const oauthData = await generateOAuthData(REDIRECT_URI);
    const exchange = memberExchange();
    server.use(exchange.handler);
    const { client, auth } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const error = await rejection(getMemberTokens(client, 'the-code', 'forged', oauthData));
    expect(error).toMatchObject({ name: 'AuthError', message: 'Invalid _state', code: 'INVALID_STATE' });
    expect(exchange.requests).toEqual([]);
    expect(auth.getTokens().accessToken.value).toBe('visitor-at');
    // The real return still works afterwards.
    await getMemberTokens(client, 'the-code', oauthData.state, oauthData);
    expect(exchange.requests).toHaveLength(1);
  });

  it('the same code and state given twice, even at once, make one token request; the strategy remembers it', async () => {
    const oauthData = await generateOAuthData(REDIRECT_URI);
    const exchange = memberExchange();
    server.use(exchange.handler);
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const results = await Promise.allSettled([
      getMemberTokens(client, 'the-code', oauthData.state, oauthData),
      getMemberTokens(client, 'the-code', oauthData.state, oauthData),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({
      name: 'AuthError',
      message: 'Invalid _state',
      code: 'INVALID_STATE',
    });
    await expect(getMemberTokens(client, 'the-code', oauthData.state, oauthData)).rejects.toThrow('Invalid _state');
    expect(exchange.requests).toHaveLength(1);
    // Memory lives on the strategy, not in the module: another client may finish its own sign-in of that state.
    const other = setup({ tokens: tokens('visitor-at', 'visitor') });
    await getMemberTokens(other.client, 'the-code', oauthData.state, oauthData);
    expect(exchange.requests).toHaveLength(2);
  });

  it('a return completed by completeSignIn cannot be exchanged again through getMemberTokens', async () => {
    const { client, oauthData } = await startSignIn();
    const exchange = memberExchange();
    server.use(exchange.handler);
    await completeSignIn(client, { url: `https://shop.example/return#code=c&state=${oauthData.state}` });
    await expect(getMemberTokens(client, 'c', oauthData.state, oauthData)).rejects.toThrow('Invalid _state');
    expect(exchange.requests).toHaveLength(1);
  });
});

describe('logout', () => {
  it('creates the logout session, then clears the tokens to role none and returns the logout URL', async () => {
    const sessions = redirectSessions('/_api/redirects-api/v1/redirect-session', 'https://auth.example/logout?s=1');
    server.use(sessions.handler);
    const { client, auth, storage } = setup({ tokens: tokens('member-at', 'member') });
    await storage.set('tokens', JSON.stringify(auth.getTokens()));
    const reasons: string[] = [];
    auth.onTokensChange((_, reason) => reasons.push(reason));
    expect(await logout(client, '/goodbye')).toEqual({ logoutUrl: 'https://auth.example/logout?s=1' });
    expect(sessions.requests).toEqual([
      {
        authorization: 'member-at',
        body: { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.example/goodbye' } },
      },
    ]);
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(auth.loggedIn()).toBe(false);
    expect(await storage.get('tokens')).toBeUndefined();
    expect(reasons).toEqual(['logout']);
  });

  it('keeps the member signed in when the logout session fails', async () => {
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => new HttpResponse(null, { status: 503 })),
    );
    const { client, auth } = setup({ tokens: tokens('member-at', 'member') });
    await expect(logout(client, '/')).rejects.toThrow('System error occurred');
    expect(auth.loggedIn()).toBe(true);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://shop.example@evil.example/',
  ])('27: postFlowUrl %s is replaced by the site root', async (postFlowUrl) => {
    const sessions = redirectSessions();
    server.use(sessions.handler);
    const { client } = setup({ tokens: tokens('member-at', 'member') });
    await logout(client, postFlowUrl);
    expect(sessions.requests[0]!.body).toEqual({
      logout: { clientId: CLIENT_ID },
      callbacks: { postFlowUrl: 'https://shop.example/' },
    });
  });

  it('a redirect session answer without fullUrl is a typed error', async () => {
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => HttpResponse.json({ redirectSession: {} })),
    );
    const { client, auth } = setup({ tokens: tokens('member-at', 'member') });
    await expect(logout(client, '/')).rejects.toMatchObject({ name: 'AuthError', code: 'INVALID_ANSWER' });
    expect(auth.loggedIn()).toBe(true);
  });
});
