import { beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '@vitrine/http';
import { completeSignIn, generateOAuthData, getMemberTokens, memoryStorage, oauth, type OAuthData } from '../src';
import { CLIENT_ID, HOST, rejection, setup, tokens, useServer } from './helpers';
import { memberExchange, REDIRECT_URI, startSignIn as start } from './sign-in-helpers';

const server = useServer();
const startSignIn = (options?: { responseMode?: 'fragment' | 'query' }) => start(server, options);

beforeEach(() => history.replaceState(null, '', 'https://shop.example/cart'));

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
