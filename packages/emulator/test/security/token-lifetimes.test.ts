// Finding 6, "Tokens never die": refresh tokens never expired or rotated, and logout, password change and recovery
// revoked nothing. Each test is the attack: a stolen refresh token, kept and replayed after the member moved on.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, type Client } from '../helpers';
import { startEmulator, type RunningEmulator } from '../../src/index';
import {
  AUTH,
  CART,
  REDIRECT,
  REDIRECT_SESSION,
  SHOP,
  SHOP_APP,
  tokenStatus,
  codeFor,
  exchange,
  oauthError,
  refresh,
  register,
  signIn,
  REUSED_REFRESH as REUSED,
  UNKNOWN_REFRESH as UNKNOWN,
} from './flows';

const DAY = 24 * 3600_000;
let clock = Date.UTC(2026, 5, 1, 12);
let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot({ now: () => clock, oauthApps: [SHOP_APP] }));
});
afterAll(() => emu.close());

const EXPIRED = oauthError('invalid_grant', 'The refresh token has expired');

describe('rotation', () => {
  test('each renewal answers a new refresh token in the platform shape; the visitor and its cart stay', async () => {
    const v = await client.visitor('shop');
    const add = await client.call('POST', `${CART}/add-to-cart`, {
      token: v.access_token,
      body: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-green-tea', appId: 'vitrine-stores' } }],
      },
    });
    const first = await refresh(client, v.refresh_token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    expect([first.body.expires_in, first.body.token_type, first.body.scope]).toEqual([
      14400,
      'Bearer',
      'offline_access',
    ]);
    expect(first.body.refresh_token).toMatch(/^rt\./);
    expect(first.body.refresh_token).not.toBe(v.refresh_token);
    const second = await refresh(client, first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(new Set([v.refresh_token, first.body.refresh_token, second.body.refresh_token]).size).toBe(3);
    const cart = await client.call('GET', CART, { token: second.body.access_token });
    expect(cart.body.cart.id).toBe(add.body.cart.id);
  });

  test('a replayed refresh token revokes its whole family: every refresh and access token of that sign-in', async () => {
    const ada = await signIn(client, 'ada@vitrine.dev', 'vitrine-demo');
    const other = await signIn(client, 'ada@vitrine.dev', 'vitrine-demo');
    const first = await refresh(client, ada.refresh_token);
    // The storefront renews with each new token: the first one's successor is now used.
    const victim = await refresh(client, first.body.refresh_token);
    expect(victim.status).toBe(200);
    // The attacker stole the first refresh token and replays it, a while after the storefront renewed.
    clock += 60_000;
    const replay = await refresh(client, ada.refresh_token);
    expect([replay.status, replay.body]).toEqual([400, REUSED]);
    const victimNext = await refresh(client, victim.body.refresh_token);
    expect([victimNext.status, victimNext.body]).toEqual([400, UNKNOWN]);
    expect([await tokenStatus(client, ada.access_token), await tokenStatus(client, victim.body.access_token)]).toEqual([
      401, 401,
    ]);
    // Another sign-in of the same member is another family and keeps working.
    expect(await tokenStatus(client, other.access_token)).toBe(200);
    expect((await refresh(client, other.refresh_token)).status).toBe(200);
    // The replay is answered the same way every time and revokes nothing more.
    expect((await refresh(client, ada.refresh_token)).body).toEqual(UNKNOWN);
  });

  test('a replay is caught also when the attacker renews first: the member renewing with the old token ends it', async () => {
    const m = await signIn(client, 'ada@vitrine.dev', 'vitrine-demo');
    const taken = await refresh(client, m.refresh_token);
    const attacker = await refresh(client, taken.body.refresh_token);
    expect(attacker.status).toBe(200);
    clock += 3_600_000;
    expect((await refresh(client, m.refresh_token)).body).toEqual(REUSED);
    expect(await tokenStatus(client, attacker.body.access_token)).toBe(401);
    expect((await refresh(client, attacker.body.refresh_token)).body).toEqual(UNKNOWN);
  });
});

describe('a spent token sent again (a lost answer, or the platform SDK, which keeps its first token)', () => {
  test('while the successor is unused, it gets the same successor again (not a replay)', async () => {
    const v = await client.visitor('shop');
    const first = await refresh(client, v.refresh_token);
    const retry = await refresh(client, v.refresh_token);
    expect([retry.status, retry.body.refresh_token]).toEqual([200, first.body.refresh_token]);
    expect(retry.body.access_token).not.toBe(first.body.access_token);
    clock += 59_000;
    expect((await refresh(client, v.refresh_token)).body.refresh_token).toBe(first.body.refresh_token);
    // Once the successor is used, the spent token is a replay, even within the 60 s.
    const next = await refresh(client, first.body.refresh_token);
    expect(next.status).toBe(200);
    expect((await refresh(client, v.refresh_token)).body).toEqual(REUSED);
    expect((await refresh(client, next.body.refresh_token)).body).toEqual(UNKNOWN);
    expect(await tokenStatus(client, retry.body.access_token)).toBe(401);
  });

  test('a day after the renewal, the successor still unused, it is answered again, not taken for a replay', async () => {
    const v = await client.visitor('shop');
    const first = await refresh(client, v.refresh_token);
    clock += DAY;
    expect((await refresh(client, v.refresh_token)).body.refresh_token).toBe(first.body.refresh_token);
    expect((await refresh(client, first.body.refresh_token)).status).toBe(200);
  });
});

describe('logout, password change and recovery', () => {
  test('logout revokes the tokens of the member’s sessions, and a code not yet exchanged', async () => {
    await register(client, 'leave@vitrine.dev');
    const phone = await signIn(client, 'leave@vitrine.dev', 'secret-1');
    const laptop = await signIn(client, 'leave@vitrine.dev', 'secret-1');
    const pending = await codeFor(client, laptop.sessionToken);
    const bystander = await signIn(client, 'ada@vitrine.dev', 'vitrine-demo');
    const out = await client.call('GET', `${AUTH}/v1/logout`, { token: phone.access_token, readOnly: true });
    expect([out.status, out.body]).toEqual([200, {}]);
    for (const t of [phone, laptop]) {
      expect(await tokenStatus(client, t.access_token)).toBe(401);
      expect((await refresh(client, t.refresh_token)).body).toEqual(UNKNOWN);
    }
    const late = await exchange(client, pending.code, pending.verifier, REDIRECT);
    expect([late.status, late.body]).toEqual([400, oauthError('invalid_grant', 'Unknown authorization code')]);
    expect(await tokenStatus(client, bystander.access_token)).toBe(200);
  });

  test('the hosted logout page revokes them too', async () => {
    await register(client, 'page-out@vitrine.dev');
    const m = await signIn(client, 'page-out@vitrine.dev', 'secret-1');
    const session = await client.call('POST', REDIRECT_SESSION, {
      token: m.access_token,
      body: { logout: { clientId: 'shop' }, callbacks: { postFlowUrl: `${SHOP}/bye` } },
    });
    expect(session.status).toBe(200);
    // The shop's page sends the browser, as its Referer tells.
    const fromShop = { referer: `${SHOP}/account` };
    const page = await fetch(session.body.redirectSession.fullUrl, { redirect: 'manual', headers: fromShop });
    expect(page.status).toBe(302);
    expect(await tokenStatus(client, m.access_token)).toBe(401);
    expect((await refresh(client, m.refresh_token)).body).toEqual(UNKNOWN);
  });

  test('a password change revokes the member’s other sessions and keeps the one that changed it', async () => {
    await register(client, 'change@vitrine.dev');
    const mine = await signIn(client, 'change@vitrine.dev', 'secret-1');
    const stolen = await signIn(client, 'change@vitrine.dev', 'secret-1');
    const changed = await client.call('POST', `${AUTH}/v2/change-password`, {
      token: mine.access_token,
      body: { newPassword: 'secret-2' },
    });
    expect([changed.status, changed.body]).toEqual([200, {}]);
    expect(await tokenStatus(client, stolen.access_token)).toBe(401);
    expect((await refresh(client, stolen.refresh_token)).body).toEqual(UNKNOWN);
    // The stolen sign-in session can no longer mint codes either.
    await expect(codeFor(client, stolen.sessionToken)).rejects.toThrow('the hosted page answered 302 without a code');
    expect(await tokenStatus(client, mine.access_token)).toBe(200);
    expect((await refresh(client, mine.refresh_token)).status).toBe(200);
  });

  test('a recovery revokes every session of the member', async () => {
    await register(client, 'recover@vitrine.dev');
    const a = await signIn(client, 'recover@vitrine.dev', 'secret-1');
    const b = await signIn(client, 'recover@vitrine.dev', 'secret-1');
    const sent = await client.call('POST', '/_api/iam/recovery/v1/send-email', {
      body: { email: 'recover@vitrine.dev' },
    });
    expect(sent.status).toBe(200);
    const inbox = await client.call('GET', '/__vitrine/inbox.json?to=recover@vitrine.dev');
    const token = new URL(inbox.body.mails[0].link).searchParams.get('recoveryToken')!;
    const recovered = await client.call('POST', '/_api/iam/recovery/v1/recover', {
      body: { recoveryToken: token, password: 'secret-3' },
    });
    expect(recovered.status).toBe(200);
    for (const t of [a, b]) {
      expect(await tokenStatus(client, t.access_token)).toBe(401);
      expect((await refresh(client, t.refresh_token)).body).toEqual(UNKNOWN);
    }
    expect((await signIn(client, 'recover@vitrine.dev', 'secret-3')).access_token).toMatch(/^at\./);
  });
});

describe('idle expiry', () => {
  test('by default a refresh token unused for 30 days has expired; used within them it rotates', async () => {
    const v = await client.visitor('shop');
    clock += 30 * DAY - 1000;
    const renewed = await refresh(client, v.refresh_token);
    expect(renewed.status).toBe(200);
    clock += 30 * DAY;
    const late = await refresh(client, renewed.body.refresh_token);
    expect([late.status, late.body]).toEqual([400, EXPIRED]);
    expect((await refresh(client, renewed.body.refresh_token)).body).toEqual(UNKNOWN);
  });

  test('startEmulator({ refreshTokenIdleSeconds }) sets the idle time; a bad value fails fast', async () => {
    let now = Date.UTC(2026, 0, 1);
    const short = await boot({ now: () => now, refreshTokenIdleSeconds: 60 });
    try {
      const v = await short.client.visitor('shop');
      now += 59_000;
      const renewed = await refresh(short.client, v.refresh_token);
      expect(renewed.status).toBe(200);
      now += 60_000;
      expect((await refresh(short.client, renewed.body.refresh_token)).body).toEqual(EXPIRED);
    } finally {
      await short.emu.close();
    }
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      await expect(startEmulator({ db: ':memory:', refreshTokenIdleSeconds: bad })).rejects.toThrow(
        `refreshTokenIdleSeconds must be a positive number, got ${bad}`,
      );
  });
});
