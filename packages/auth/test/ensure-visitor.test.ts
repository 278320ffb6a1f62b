import { ConfigError, createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiKey, ensureVisitor, getMemberTokens, login, memoryStorage, oauth } from '../src';
import { CLIENT_ID, countingTokens, HOST, nowSeconds, setup, tokens, useServer } from './helpers';
import { memberExchange, startSignIn } from './sign-in-helpers';

const server = useServer();

describe('ensureVisitor: the visitor of a server that only needs the tokens', () => {
  it('mints a new visitor once through the client, keeps it in the storage and resolves to it', async () => {
    const token = countingTokens();
    server.use(token.handler);
    const { client, storage } = setup();
    const first = await ensureVisitor(client);
    const again = await ensureVisitor(client);
    expect(token.requests).toEqual([{ clientId: CLIENT_ID, grantType: 'anonymous' }]);
    expect(first.accessToken.value).toBe('at-1');
    expect(again).toBe(first);
    expect(JSON.parse(String(await storage.get('tokens'))).accessToken.value).toBe('at-1');
  });

  it('renews an expiring access token and sends nothing for a usable one', async () => {
    const token = countingTokens();
    server.use(token.handler);
    const expiring = setup({ tokens: tokens('old', 'visitor', nowSeconds() + 10, 'rt-old') });
    expect((await ensureVisitor(expiring.client)).accessToken.value).toBe('renewed-1');
    const usable = setup({ tokens: tokens('kept', 'visitor') });
    expect((await ensureVisitor(usable.client)).accessToken.value).toBe('kept');
    expect(token.requests).toEqual([{ clientId: CLIENT_ID, refreshToken: 'rt-old', grantType: 'refresh_token' }]);
  });

  it('refuses a client without the oauth strategy', async () => {
    const client = createClient({ host: HOST, auth: apiKey({ apiKey: 'key' }) });
    await expect(ensureVisitor(client)).rejects.toThrow(ConfigError);
    await expect(ensureVisitor(client)).rejects.toThrow(
      'ensureVisitor needs a client created with createClient({ auth: oauth({ clientId }) }).',
    );
  });
});

describe('a strategy needs no attaching before use', () => {
  it('sends its token request through the client it is handed, though no createClient was given it', async () => {
    const token = countingTokens();
    server.use(token.handler);
    const auth = oauth({ clientId: CLIENT_ID, storage: memoryStorage() });
    const plain = createClient({ host: HOST });
    expect(await auth.getAuthHeaders({}, plain)).toEqual({ Authorization: 'at-1' });
    expect((await auth.renewToken(plain)).accessToken.value).toBe('renewed-2');
    expect(token.requests.map((body) => body.grantType)).toEqual(['anonymous', 'refresh_token']);
  });

  it('keeps its state to itself: no field is added by a sign-in or a login, and a return is still spent once', async () => {
    const { client, auth, oauthData } = await startSignIn(server);
    const fields = ['captchaInvisibleSiteKey', 'captchaSiteKeys', 'captchaVisibleSiteKey', 'clientId', 'getTokens'];
    const own = [...fields, 'onTokensChange', 'storage'];
    expect(Object.keys(auth).sort()).toEqual(own);
    const refused = http.post(`${HOST}/_api/iam/authentication/v2/login`, () => HttpResponse.json({}, { status: 400 }));
    server.use(memberExchange().handler, refused);
    await getMemberTokens(client, 'the-code', oauthData.state, oauthData);
    await expect(getMemberTokens(client, 'the-code', oauthData.state, oauthData)).rejects.toThrow('Invalid _state');
    await login(client, { email: 'not an e-mail', password: 'p' });
    expect(Object.keys(auth).sort()).toEqual(own);
    expect(Object.keys(client).sort()).toEqual(['auth', 'host', 'mediaHost', 'pathLayout', 'readOnlyHost']);
  });
});
