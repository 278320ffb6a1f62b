// RFC 9700 against a team's shared emulator (issue 22): a replayed refresh token (issue 29: the platform SDK's own
// renewals are not one), a replayed code, a stolen member token or a silent sign-in changing the password (issue 30),
// and sign-ins renewed for ever. Each test is the attack; each failed before.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import {
  AUTH,
  SHOP_APP,
  REDIRECT,
  codeFor,
  exchange,
  identityLogin,
  oauthError,
  postFrom,
  refresh,
  register,
  signIn,
  tokenStatus,
  REUSED_REFRESH as REUSED,
  UNKNOWN_REFRESH as UNKNOWN,
} from './flows';

const DAY = 24 * 3600_000;
let clock = Date.UTC(2026, 10, 1, 12);
let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot({ now: () => clock, oauthApps: [SHOP_APP] }));
});
afterAll(() => emu.close());

describe("refresh-token reuse (RFC 9700 §4.14.2), with the platform SDK's way of renewing", () => {
  test('a spent token whose successor nobody used gets that successor again, at any time, from any address', async () => {
    const v = await client.visitor('shop');
    const first = await refresh(client, v.refresh_token);
    expect(first.status).toBe(200);
    // The platform SDK keeps the first refresh token and sends it again at every renewal, hours apart.
    const body = { clientId: 'shop', refreshToken: v.refresh_token, grantType: 'refresh_token' };
    for (const [hours, address] of [
      [5, '127.0.0.2'],
      [5, '127.0.0.1'],
      [30, '127.0.0.3'],
    ] as const) {
      clock += hours * 3600_000;
      const again = await postFrom(address, `${emu.url}/oauth2/token`, body);
      expect([again.status, again.body.refresh_token]).toEqual([200, first.body.refresh_token]);
      expect(again.body.access_token).not.toBe(first.body.access_token);
      expect(await tokenStatus(client, again.body.access_token)).toBe(200);
    }
  });

  test("a thief who uses the successor first: the owner's old token is then a replay that ends the sign-in", async () => {
    const v = await client.visitor('shop');
    const owner = await refresh(client, v.refresh_token);
    // The thief took the first refresh token (or the successor) and renews with the successor.
    const stolen = await postFrom('127.0.0.2', `${emu.url}/oauth2/token`, {
      clientId: 'shop',
      refreshToken: owner.body.refresh_token,
      grantType: 'refresh_token',
    });
    expect(stolen.status).toBe(200);
    clock += 61_000;
    // The owner renews as the platform SDK does, with the first token: its successor was used, so it is a replay.
    expect((await refresh(client, v.refresh_token)).body).toEqual(REUSED);
    expect(await tokenStatus(client, stolen.body.access_token)).toBe(401);
    expect((await refresh(client, stolen.body.refresh_token)).body).toEqual(UNKNOWN);
  });

  test('a client that uses each new token retires the older ones: sending one again revokes the family', async () => {
    const v = await client.visitor('shop');
    const mine = await refresh(client, v.refresh_token);
    const next = await refresh(client, mine.body.refresh_token);
    expect(next.status).toBe(200);
    expect(
      (
        await postFrom('127.0.0.2', `${emu.url}/oauth2/token`, {
          clientId: 'shop',
          refreshToken: v.refresh_token,
          grantType: 'refresh_token',
        })
      ).body,
    ).toEqual(REUSED);
    expect(await tokenStatus(client, next.body.access_token)).toBe(401);
    expect((await refresh(client, next.body.refresh_token)).body).toEqual(UNKNOWN);
  });

  test('renewed through its first token every 20 days, the sign-in does not go idle; it still ends after 90 days', async () => {
    const v = await client.visitor('shop');
    const first = await refresh(client, v.refresh_token);
    for (let day = 20; day < 90; day += 20) {
      clock += 20 * DAY;
      expect((await refresh(client, v.refresh_token)).body.refresh_token).toBe(first.body.refresh_token);
    }
    clock += 11 * DAY;
    expect((await refresh(client, v.refresh_token)).body).toEqual(
      oauthError('invalid_grant', 'The sign-in of this refresh token is older than its lifetime; sign in again'),
    );
    expect((await refresh(client, first.body.refresh_token)).body).toEqual(UNKNOWN);
  });
});

test('a replayed authorization code revokes the tokens its first exchange issued (RFC 6749 §4.1.2)', async () => {
  await register(client, 'replayed-code@vitrine.dev');
  const session = await identityLogin(client, 'replayed-code@vitrine.dev', 'secret-1');
  const { code, verifier } = await codeFor(client, session);
  const first = await exchange(client, code, verifier, REDIRECT);
  expect(first.status).toBe(200);
  const replay = await exchange(client, code, verifier, REDIRECT);
  expect(replay.body).toEqual(
    oauthError(
      'invalid_grant',
      'The authorization code was already used; the tokens of its first exchange are now revoked',
    ),
  );
  expect(await tokenStatus(client, first.body.access_token)).toBe(401);
  expect((await refresh(client, first.body.refresh_token)).body).toEqual(UNKNOWN);
});

describe('change-password asks for a recent sign-in', () => {
  const change = (token: string, newPassword: string) =>
    client.call('POST', `${AUTH}/v2/change-password`, { token, body: { newPassword } });

  test('a member token from a sign-in more than 5 minutes old, even freshly renewed, is refused; the password stays', async () => {
    await register(client, 'stolen-token@vitrine.dev');
    const stolen = await signIn(client, 'stolen-token@vitrine.dev', 'secret-1');
    clock += 5 * 60_000 + 1000;
    const renewed = await refresh(client, stolen.refresh_token);
    const refused = await change(renewed.body.access_token, 'the-thief-s');
    expect([refused.status, refused.body.details.applicationError]).toEqual([
      403,
      {
        code: 'RECENT_SIGN_IN_REQUIRED',
        description: 'Sign in again to change the password: this sign-in is more than 5 minutes old',
      },
    ]);
    // Nothing changed: the old password still signs in, the thief's does not.
    await expect(identityLogin(client, 'stolen-token@vitrine.dev', 'the-thief-s')).rejects.toThrow();
    const owner = await signIn(client, 'stolen-token@vitrine.dev', 'secret-1');
    // A fresh sign-in may, and it ends every other session.
    expect((await change(owner.access_token, 'secret-2')).status).toBe(200);
    expect(await tokenStatus(client, renewed.body.access_token)).toBe(401);
    expect(await tokenStatus(client, owner.access_token)).toBe(200);
  });

  test('a silent sign-in (prompt=none) 10 minutes after the password keeps that time: no password change', async () => {
    await register(client, 'silent-reset@vitrine.dev');
    const session = await identityLogin(client, 'silent-reset@vitrine.dev', 'secret-1');
    clock += 10 * 60_000;
    // A script that can start a silent sign-in on the shop gets a new family, but not a recent sign-in.
    const { code, verifier } = await codeFor(client, session);
    const silent = await exchange(client, code, verifier, REDIRECT);
    expect(silent.status).toBe(200);
    const refused = await change(silent.body.access_token, 'the-script-s');
    expect([refused.status, refused.body.details.applicationError.code]).toEqual([403, 'RECENT_SIGN_IN_REQUIRED']);
    // Within 5 minutes of the password, a silent sign-in inherits a recent time and may.
    const fresh = await identityLogin(client, 'silent-reset@vitrine.dev', 'secret-1');
    clock += 4 * 60_000;
    const again = await codeFor(client, fresh);
    const tokens = await exchange(client, again.code, again.verifier, REDIRECT);
    expect((await change(tokens.body.access_token, 'secret-2')).status).toBe(200);
  });
});

test('a sign-in ends 90 days after it happened, however often it was renewed', async () => {
  await register(client, 'forever@vitrine.dev');
  let tokens = await signIn(client, 'forever@vitrine.dev', 'secret-1');
  for (let day = 20; day < 90; day += 20) {
    clock += 20 * DAY;
    const renewed = await refresh(client, tokens.refresh_token);
    expect(renewed.status).toBe(200);
    tokens = { ...tokens, ...renewed.body };
  }
  clock += 11 * DAY;
  expect((await refresh(client, tokens.refresh_token)).body).toEqual(
    oauthError('invalid_grant', 'The sign-in of this refresh token is older than its lifetime; sign in again'),
  );
  // The refusal revoked the family: the token is not even known now.
  expect((await refresh(client, tokens.refresh_token)).body).toEqual(UNKNOWN);
});
