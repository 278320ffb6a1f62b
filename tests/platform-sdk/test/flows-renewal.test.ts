// Issue 29: the platform SDK's `renewToken` keeps the refresh token it was given and drops the answer's new one, so
// a shop on it sends its first refresh token again at every renewal. The emulator keeps such a visitor (and cart)
// signed in across renewals hours apart, and still ends the sign-in when a thief has used the successor.
import { startEmulator } from '@vitrine/emulator';
import { currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy, type Tokens } from '@wix/sdk';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { fresh, shirtLine } from './compare/inputs';
import { wireRecorder } from './compare/wire-recorder';

const CLIENT_ID = 'platform-sdk-renewal';
const HOUR = 3600_000;
let clock = Date.UTC(2026, 10, 2, 9);
const emulator = await startEmulator({
  catalogVersion: 'V1_CATALOG',
  now: () => clock,
  oauthApps: [{ clientId: CLIENT_ID, allowedRedirectOrigins: ['http://localhost:3000'] }],
});
const recorder = wireRecorder(emulator, globalThis.fetch);
// The platform's strategy sends its token calls through the global fetch.
vi.stubGlobal('fetch', recorder.fetch);
afterAll(async () => {
  vi.unstubAllGlobals();
  await emulator.close();
});

const shopper = () =>
  createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });

/** What the token endpoint answers a raw refresh (a thief needs no SDK). */
async function rawRefresh(refreshToken: string) {
  const answer = await fetch(`${emulator.url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: CLIENT_ID, grantType: 'refresh_token', refreshToken }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, string> };
}

describe("the platform SDK's renewals", () => {
  test('three renewals with the original tokens, hours apart, keep the same visitor and cart', async () => {
    const client = shopper();
    const original: Tokens = await client.auth.generateVisitorTokens();
    client.auth.setTokens(original);
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] });
    const visitorId = cart!.buyerInfo!.visitorId;
    for (let renewal = 1; renewal <= 3; renewal++) {
      // Past the 4-hour access token each time, and far past the old 60-second grace.
      clock += 4 * HOUR + 61_000;
      const renewed = await client.auth.renewToken(original.refreshToken);
      expect(renewed.refreshToken.value).toBe(original.refreshToken.value);
      client.auth.setTokens(renewed);
      const read = await client.currentCart.getCurrentCart();
      expect([read._id, read.buyerInfo?.visitorId, read.lineItems?.length]).toEqual([cart!._id, visitorId, 1]);
    }
  });

  test("a thief who used the successor first ends the sign-in at the owner's next renewal", async () => {
    const owner = shopper();
    const original: Tokens = await owner.auth.generateVisitorTokens();
    owner.auth.setTokens(await owner.auth.renewToken(original.refreshToken));
    // The thief holds the first refresh token too: it learns the successor and renews with it.
    const successor = await rawRefresh(original.refreshToken.value);
    const stolen = await rawRefresh(successor.body.refresh_token!);
    expect(stolen.status).toBe(200);
    clock += 4 * HOUR + 61_000;
    await expect(owner.auth.renewToken(original.refreshToken)).rejects.toThrow();
    // The family is revoked: the thief's renewed tokens are worthless.
    expect((await rawRefresh(stolen.body.refresh_token!)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Unknown or revoked refresh token',
    });
    const thief = shopper();
    thief.auth.setTokens({
      accessToken: { value: stolen.body.access_token!, expiresAt: Math.floor(Date.now() / 1000) + 3600 },
      refreshToken: { value: '', role: 'visitor' as never },
    });
    await expect(thief.currentCart.getCurrentCart()).rejects.toMatchObject({ details: expect.anything() });
  });
});
