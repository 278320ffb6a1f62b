// Finding 9, "Guessing is not limited": the 6-digit verification code took unlimited tries (all codes in about 20
// minutes, inside the state token's hour), and password guessing was not throttled at all. Issue 30 made the
// verification count per member and the password throttle a growing delay (sign-in-abuse.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, submitHostedForm, type Client } from '../helpers';
import { startEmulator, type RunningEmulator } from '../../src/index';
import { AUTH, SHOP_APP, appError, authRedirectSession, pkce, postFrom, register } from './flows';

const THROTTLE = { memberFailures: 3, addressFailures: 5, windowSeconds: 60, lockSeconds: 120 };
let clock = Date.UTC(2026, 5, 1, 12);
let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot({ now: () => clock, loginThrottle: THROTTLE, oauthApps: [SHOP_APP] }));
});
afterAll(() => emu.close());

const WRONG_CODE = appError('The verification code is wrong', 'INVALID_VERIFICATION_CODE');
const LAST_CODE = appError(
  'The verification code is wrong; that was the last of 5 attempts: try again in 3600 seconds',
  'INVALID_VERIFICATION_CODE',
);
const NO_MORE_CODES = appError(
  'Too many wrong verification codes for this member; try again in 3600 seconds',
  'TOO_MANY_REQUESTS',
);
const WRONG_PASSWORD = appError('Wrong e-mail or password', '-19976');
const memberSlowed = (seconds: number) =>
  appError(`Too many failed sign-ins for this e-mail address; try again in ${seconds} seconds`, 'TOO_MANY_REQUESTS');
const addressLocked = (seconds: number) =>
  appError(`Too many failed sign-ins from this address; try again in ${seconds} seconds`, 'TOO_MANY_REQUESTS');

describe('verification codes: 5 attempts per member', () => {
  async function pending(email: string): Promise<{ stateToken: string; code: () => Promise<string> }> {
    await client.call('PUT', '/__vitrine/settings', { body: { requireEmailVerification: true } });
    const r = await register(client, email);
    await client.call('PUT', '/__vitrine/settings', { body: { requireEmailVerification: false } });
    const code = async () => {
      const inbox = await client.call('GET', `/__vitrine/inbox.json?to=${encodeURIComponent(email)}`);
      return inbox.body.mails.find((m: { kind: string }) => m.kind === 'verification-code').code as string;
    };
    return { stateToken: r.stateToken, code };
  }

  const verify = (stateToken: string, code: string) =>
    client.call('POST', '/_api/iam/verification/v1/auth/verify', { body: { stateToken, code } });
  const wrong = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

  test("the fifth wrong code ends the member's tries for the hour: the right code waits too; a resend and proceed answer", async () => {
    const { stateToken, code } = await pending('guess-1@vitrine.dev');
    const right = await code();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verify(stateToken, wrong(right)));
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      ...Array.from({ length: 4 }, () => [400, WRONG_CODE]),
      [400, LAST_CODE],
    ]);
    const refused = await verify(stateToken, right);
    expect([refused.body, refused.status, refused.headers.get('retry-after')]).toEqual([NO_MORE_CODES, 429, '3600']);
    const resend = await client.call('POST', '/_api/iam/verification/v1/auth/resend', { body: { stateToken } });
    expect(resend.status).toBe(200);
    expect((await verify(stateToken, await code())).body).toEqual(NO_MORE_CODES);
    const proceed = await client.call('POST', `${AUTH}/v1/state/proceed`, { body: { stateToken } });
    expect([proceed.status, proceed.body.state]).toEqual([200, 'REQUIRE_EMAIL_VERIFICATION']);
    // Without the verification setting, the password alone signs in.
    const login = await client.call('POST', `${AUTH}/v2/login`, {
      body: { loginId: { email: 'guess-1@vitrine.dev' }, password: 'secret-1' },
    });
    expect(login.body.state).toBe('SUCCESS');
  });

  test('a resend mails a new code but gives no new attempts; the right code within them works', async () => {
    const { stateToken, code } = await pending('guess-2@vitrine.dev');
    for (let i = 0; i < 3; i++) expect((await verify(stateToken, wrong(await code()))).body).toEqual(WRONG_CODE);
    expect((await client.call('POST', '/_api/iam/verification/v1/auth/resend', { body: { stateToken } })).status).toBe(
      200,
    );
    expect((await verify(stateToken, wrong(await code()))).body).toEqual(WRONG_CODE);
    const ok = await verify(stateToken, await code());
    expect([ok.status, ok.body.state]).toEqual([200, 'SUCCESS']);
  });
});

describe('password guessing: a per-e-mail delay and a per-address lock answer 429 with Retry-After', () => {
  const LOGIN = () => `${emu.url}${AUTH}/v2/login`;
  const login = (from: string, email: string, password: string) =>
    postFrom(from, LOGIN(), { loginId: { email }, password });

  test('after 3 failures the e-mail waits 1 s, whatever the password and the address; other members do not', async () => {
    await register(client, 'target@vitrine.dev', 'right-one');
    await register(client, 'bystander@vitrine.dev', 'right-two');
    const tries = [];
    for (const password of ['guess-1', 'guess-2', 'guess-3', 'right-one'])
      tries.push(await login('127.0.0.2', 'target@vitrine.dev', password));
    expect(tries.map((t) => [t.status, t.body])).toEqual([
      [400, WRONG_PASSWORD],
      [400, WRONG_PASSWORD],
      [400, WRONG_PASSWORD],
      [429, memberSlowed(1)],
    ]);
    expect(tries[3]!.headers['retry-after']).toBe('1');
    // From another address too: the delay is the e-mail's.
    const elsewhere = await login('127.0.0.3', 'target@vitrine.dev', 'right-one');
    expect([elsewhere.status, elsewhere.headers['retry-after'], elsewhere.body]).toEqual([429, '1', memberSlowed(1)]);
    expect((await login('127.0.0.2', 'bystander@vitrine.dev', 'right-two')).body.state).toBe('SUCCESS');
    clock += 1000;
    expect((await login('127.0.0.2', 'target@vitrine.dev', 'right-one')).body.state).toBe('SUCCESS');
  });

  test('failures count within the window only, and a success clears the member’s count', async () => {
    await register(client, 'slow@vitrine.dev', 'right-one');
    const wrongTry = () => login('127.0.0.4', 'slow@vitrine.dev', 'nope');
    expect([(await wrongTry()).status, (await wrongTry()).status]).toEqual([400, 400]);
    clock += 61_000;
    expect([(await wrongTry()).status, (await wrongTry()).status]).toEqual([400, 400]);
    expect((await login('127.0.0.4', 'slow@vitrine.dev', 'right-one')).status).toBe(200);
    // Without the success, this would be the third failure within the window.
    expect([(await wrongTry()).status, (await wrongTry()).status]).toEqual([400, 400]);
    expect((await login('127.0.0.4', 'slow@vitrine.dev', 'right-one')).status).toBe(200);
  });

  test('an address is locked after 5 failures across members and unknown e-mails; other addresses are not', async () => {
    await register(client, 'spray@vitrine.dev', 'right-one');
    const spray = [];
    for (const email of ['a@vitrine.dev', 'b@vitrine.dev', 'spray@vitrine.dev', 'c@vitrine.dev', 'ada@vitrine.dev'])
      spray.push((await login('127.0.0.5', email, 'password-1')).status);
    expect(spray).toEqual([404, 404, 400, 404, 400]);
    const locked = await login('127.0.0.5', 'spray@vitrine.dev', 'right-one');
    expect([locked.status, locked.headers['retry-after'], locked.body]).toEqual([429, '120', addressLocked(120)]);
    // The v1 login shares the throttle.
    const v1 = await postFrom('127.0.0.5', `${emu.url}${AUTH}/v1/login`, {
      loginId: { email: 'spray@vitrine.dev' },
      inputs: [{ value: 'right-one' }],
    });
    expect([v1.status, v1.body]).toEqual([429, addressLocked(120)]);
    expect((await login('127.0.0.6', 'spray@vitrine.dev', 'right-one')).status).toBe(200);
    clock += 120_000;
    expect((await login('127.0.0.5', 'spray@vitrine.dev', 'right-one')).status).toBe(200);
  });

  test('a browser storefront may read Retry-After (CORS exposes it)', async () => {
    const answer = await fetch(`${emu.url}${AUTH}/v2/login`, {
      method: 'POST',
      headers: { origin: 'http://shop.example:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: { email: 'nobody@vitrine.dev' }, password: 'x' }),
    });
    expect(
      answer.headers
        .get('access-control-expose-headers')
        ?.split(',')
        .map((h) => h.trim()),
    ).toContain('retry-after');
  });

  test('the hosted sign-in form counts towards the e-mail’s delay, and refuses a try within it', async () => {
    await register(client, 'hosted@vitrine.dev', 'right-one');
    const v = await client.visitor('shop');
    const made = await authRedirectSession(client, v.access_token, { challenge: pkce().challenge });
    const form = (password: string) =>
      submitHostedForm(made.body.redirectSession.fullUrl, { email: 'hosted@vitrine.dev', password });
    expect([(await form('a')).status, (await form('b')).status, (await form('c')).status]).toEqual([400, 400, 400]);
    const locked = await form('right-one');
    expect([locked.status, locked.headers.get('location'), locked.headers.get('retry-after')]).toEqual([
      429,
      null,
      '1',
    ]);
    expect(await locked.text()).toContain('Too many failed sign-ins for this e-mail address; try again in 1 seconds');
    expect((await login('127.0.0.7', 'hosted@vitrine.dev', 'right-one')).status).toBe(429);
  });

  test('startEmulator({ loginThrottle }) refuses a threshold that is not a positive number', async () => {
    await expect(startEmulator({ db: ':memory:', loginThrottle: { lockSeconds: 0 } })).rejects.toThrow(
      'loginThrottle.lockSeconds must be a positive number, got 0',
    );
    await expect(startEmulator({ db: ':memory:', loginThrottle: { memberFailures: Number.NaN } })).rejects.toThrow(
      'loginThrottle.memberFailures must be a positive number, got NaN',
    );
  });
});
