import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeSignIn, getMemberTokens, isAuthError, parseFromUrl } from '../src';
import { CLIENT_ID, HOST, rejection, setup, tokenEndpoint, tokens, useServer } from './helpers';
import { memberExchange, REDIRECT_URI, startSignIn as start } from './sign-in-helpers';

const server = useServer();
const startSignIn = (options?: { responseMode?: 'fragment' | 'query' }) => start(server, options);

beforeEach(() => history.replaceState(null, '', 'https://shop.example/cart'));

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
