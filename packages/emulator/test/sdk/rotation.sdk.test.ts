import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient } from '@vitrine/http';
import {
  completeSignIn,
  generateOAuthData,
  getAuthUrl,
  memoryStorage,
  oauth,
  type TokenChangeReason,
} from '@vitrine/auth';
import { addToCurrentCart, getCurrentCart } from '@vitrine/cart';
import { boot } from '../helpers';
import { LAYOUT_NAMES, submitHostedForm, TEST_OAUTH_APPS } from './setup';
import type { RunningEmulator } from '../../src/index';

let emu: RunningEmulator;

beforeAll(async () => {
  ({ emu } = await boot({ oauthApps: TEST_OAUTH_APPS }));
});
afterAll(() => emu.close());

const SHOP = 'http://shop.example:3000';

describe.each(LAYOUT_NAMES)('@vitrine/auth keeps each rotated refresh token, %s layout', (pathLayout) => {
  test('a member renews again and again; the stored refresh token is always the newest, the older ones are spent', async () => {
    const storage = memoryStorage();
    const strategy = oauth({ clientId: 'sdk-auth', storage });
    const reasons: TokenChangeReason[] = [];
    strategy.onTokensChange((_tokens, reason) => reasons.push(reason));
    const client = createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout, auth: strategy });
    await addToCurrentCart(client, {
      lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
    });
    const oauthData = await generateOAuthData(`${SHOP}/callback`);
    const { authUrl } = await getAuthUrl(client, oauthData);
    const page = await submitHostedForm(authUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    await completeSignIn(client, { url: page.headers.get('location')!, oauthData });

    const seen = [strategy.getTokens().refreshToken.value];
    for (let i = 0; i < 3; i++) {
      const renewed = await strategy.renewToken();
      expect(renewed.refreshToken.role).toBe('member');
      seen.push(renewed.refreshToken.value);
      const stored = JSON.parse(String(await storage.get('tokens'))) as { refreshToken: unknown };
      expect(stored.refreshToken).toEqual({ value: renewed.refreshToken.value, role: 'member' });
    }
    expect(new Set(seen).size).toBe(4);
    expect((await getCurrentCart(client)).buyerInfo).toEqual({ memberId: 'member-ada' });

    // Every older token is spent: sent again (by a thief who kept one), it ends this sign-in.
    const replay = await fetch(`${emu.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'sdk-auth', refreshToken: seen[1], grantType: 'refresh_token' }),
    });
    expect([replay.status, await replay.json()]).toEqual([
      400,
      {
        error: 'invalid_grant',
        error_description:
          'The refresh token was already exchanged for a new one; every token of its sign-in is now revoked',
      },
    ]);
    // The storefront notices at its next renewal: the platform refuses, so it goes on as a new visitor.
    const after = await strategy.renewToken();
    expect(after.refreshToken.role).toBe('visitor');
    expect(strategy.loggedIn()).toBe(false);
    expect(reasons).toEqual(['visitor', 'member', 'renewed', 'renewed', 'renewed', 'refused']);
  });

  test('a renewal whose answer is lost is retried by the SDK and gets the same successor: the member stays signed in', async () => {
    let dropped = 0;
    // The network drops the first renewal's answer after the platform has rotated the token.
    const lossy: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (String(init?.body).includes('"refresh_token"') && dropped++ === 0) throw new TypeError('fetch failed');
      return answer;
    };
    const strategy = oauth({ clientId: 'sdk-auth', storage: memoryStorage() });
    const client = createClient({
      host: emu.url,
      readOnlyHost: emu.readOnlyUrl,
      pathLayout,
      auth: strategy,
      fetch: lossy,
    });
    const oauthData = await generateOAuthData(`${SHOP}/callback`);
    const { authUrl } = await getAuthUrl(client, oauthData);
    const page = await submitHostedForm(authUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    await completeSignIn(client, { url: page.headers.get('location')!, oauthData });
    const signedIn = strategy.getTokens().refreshToken.value;

    const renewed = await strategy.renewToken();
    expect(dropped).toBe(2);
    expect(renewed.refreshToken.role).toBe('member');
    expect(renewed.refreshToken.value).not.toBe(signedIn);
    const again = await strategy.renewToken();
    expect([again.refreshToken.role, strategy.loggedIn()]).toEqual(['member', true]);
    const line = { quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } };
    expect((await addToCurrentCart(client, { lineItems: [line] })).buyerInfo).toEqual({ memberId: 'member-ada' });
  });
});
