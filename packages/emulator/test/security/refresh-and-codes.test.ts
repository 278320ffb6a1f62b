// RFC 9700 against a team's shared emulator (issue 22): a replay inside the retry grace, a replayed code, a stolen
// member token changing the password, and sign-ins renewed for ever. Each test is the attack; each failed before.
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

const JUST_RENEWED = oauthError(
  'invalid_grant',
  'The refresh token was just exchanged for a new one; use that one (nothing is revoked and nothing new is given)',
);

describe('refresh-token reuse (RFC 9700 §4.14.2)', () => {
  test("an attacker's replay inside the 60 s grace, from another address, gets nothing; the client's retry does", async () => {
    const v = await client.visitor('shop');
    const mine = await refresh(client, v.refresh_token);
    const body = { clientId: 'shop', refreshToken: v.refresh_token, grantType: 'refresh_token' };
    const theirs = await postFrom('127.0.0.2', `${emu.url}/oauth2/token`, body);
    expect([theirs.status, theirs.body]).toEqual([400, JUST_RENEWED]);
    // The client's own retry (its answer was lost) gets its successor again; the attacker's try revoked nothing.
    const retry = await refresh(client, v.refresh_token);
    expect([retry.status, retry.body.refresh_token]).toEqual([200, mine.body.refresh_token]);
    const next = await refresh(client, mine.body.refresh_token);
    expect(next.status).toBe(200);
    // The spent token again, now that its successor was used: a replay, which ends the whole sign-in.
    expect((await postFrom('127.0.0.2', `${emu.url}/oauth2/token`, body)).body).toEqual(REUSED);
    expect(await tokenStatus(client, next.body.access_token)).toBe(401);
    expect((await refresh(client, next.body.refresh_token)).body).toEqual(UNKNOWN);
  });

  test('a replay after the grace revokes the family, though the successor was never used', async () => {
    const v = await client.visitor('shop');
    const mine = await refresh(client, v.refresh_token);
    clock += 61_000;
    expect((await refresh(client, v.refresh_token)).body).toEqual(REUSED);
    expect((await refresh(client, mine.body.refresh_token)).body).toEqual(UNKNOWN);
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
