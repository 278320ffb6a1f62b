import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createClient, type Client } from '@vitrine/http';
import {
  completeSignIn,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForDirectLogin,
  login,
  memoryStorage,
  oauth,
  parseFromUrl,
  register,
  type OAuthStrategy,
  type TokenChangeReason,
} from '@vitrine/auth';
import { addToCurrentCart, deleteCurrentCart, estimateCurrentCartTotals, getCurrentCart } from '@vitrine/cart';
import { boot } from '../helpers';
import { LAYOUT_NAMES, rejection, recorder, settings, TEST_OAUTH_APPS, type Layout } from './setup';
import type { RunningEmulator } from '../../src/index';

// The emulator's clock runs `skew` milliseconds ahead of the SDK's, so a test can expire tokens on the server.
let skew = 0;
let emu: RunningEmulator;

beforeAll(async () => {
  ({ emu } = await boot({ now: () => Date.now() + skew, oauthApps: TEST_OAUTH_APPS }));
});
afterAll(() => emu.close());
afterEach(async () => {
  skew = 0;
  vi.unstubAllGlobals();
  await settings(emu, { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false });
});

const SHOP = 'http://shop.example:3000';
const granola = (quantity: number) => ({
  lineItems: [{ quantity, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
});

function storefront(pathLayout: Layout): {
  client: Client;
  strategy: OAuthStrategy;
  reasons: TokenChangeReason[];
  sent: string[];
} {
  const strategy = oauth({ clientId: 'sdk-auth', storage: memoryStorage() });
  const reasons: TokenChangeReason[] = [];
  strategy.onTokensChange((_tokens, reason) => reasons.push(reason));
  const { fetch, sent } = recorder(emu);
  return {
    client: createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout, auth: strategy, fetch }),
    strategy,
    reasons,
    sent,
  };
}

/** Submits the hosted login form of an auth URL; resolves to where the browser is sent next. */
async function submitLogin(authUrl: string, email = 'ada@vitrine.dev', password = 'vitrine-demo'): Promise<string> {
  const res = await fetch(authUrl, {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe.each(LAYOUT_NAMES)('@vitrine/auth against the emulator, %s layout', (pathLayout) => {
  test('visitor tokens: minted on the first call, renewed with the same visitor, replaced by generateVisitorTokens', async () => {
    const { client, strategy, reasons, sent } = storefront(pathLayout);
    expect(strategy.getTokens().refreshToken.role).toBe('none');
    const before = Math.floor(Date.now() / 1000);
    const cart = await addToCurrentCart(client, granola(1));
    const first = strategy.getTokens();
    expect(first.refreshToken.role).toBe('visitor');
    expect(first.accessToken.value).toMatch(/^at\./);
    expect(first.refreshToken.value).toMatch(/^rt\./);
    expect(first.accessToken.expiresAt - before).toBeGreaterThanOrEqual(14400);
    expect(first.accessToken.expiresAt - before).toBeLessThanOrEqual(14401);
    expect(strategy.loggedIn()).toBe(false);

    const renewed = await strategy.renewToken();
    expect(renewed.accessToken.value).not.toBe(first.accessToken.value);
    // The platform rotates the refresh token on each renewal; the role stays.
    expect(renewed.refreshToken).toEqual({ value: expect.stringMatching(/^rt\./), role: 'visitor' });
    expect(renewed.refreshToken.value).not.toBe(first.refreshToken.value);
    // The renewed token is the same visitor: the same cart.
    expect((await getCurrentCart(client))._id).toBe(cart._id);

    const fresh = await strategy.generateVisitorTokens();
    expect(fresh.refreshToken.value).not.toBe(first.refreshToken.value);
    expect(fresh.refreshToken.role).toBe('visitor');
    expect(await rejection(getCurrentCart(client))).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    expect(reasons).toEqual(['visitor', 'renewed', 'visitor']);
    expect(sent.filter((s) => s.includes('/oauth2/token'))).toEqual(Array<string>(3).fill('POST main /oauth2/token'));
  });

  test('expiry and refusal: an expired token renews by itself, so does one only the platform calls expired (401); a refused renewal mints a new visitor', async () => {
    const { client, strategy, reasons } = storefront(pathLayout);
    const cart = await addToCurrentCart(client, granola(2));
    const tokens = strategy.getTokens();

    // Past its expiry on the SDK's clock: the next call renews first (refresh grant, same visitor).
    await strategy.setTokens({
      ...tokens,
      accessToken: { ...tokens.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 10 },
    });
    expect((await getCurrentCart(client))._id).toBe(cart._id);
    expect(strategy.getTokens().accessToken.value).not.toBe(tokens.accessToken.value);

    // Past its expiry on the platform's clock only: the platform answers 401, the strategy renews once (same
    // visitor) and the call goes again, so the caller just gets the cart.
    skew = 5 * 3600_000;
    const refused = strategy.getTokens().accessToken.value;
    expect((await getCurrentCart(client)).lineItems.map((l) => l.quantity)).toEqual([2]);
    expect(strategy.getTokens().accessToken.value).not.toBe(refused);
    skew = 0;

    // A refresh token the platform does not know: refused, so a new visitor (and no cart).
    await strategy.setTokens({
      accessToken: { value: 'at.unknown', expiresAt: 1 },
      refreshToken: { value: 'rt.unknown', role: 'visitor' },
    });
    expect(await rejection(getCurrentCart(client))).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    expect(strategy.getTokens().refreshToken.role).toBe('visitor');
    expect(reasons).toEqual(['visitor', 'set', 'renewed', 'renewed', 'set', 'refused']);
  });

  test('redirect sign-in with the query response mode: completeSignIn, the member cart, renewals stay member; replay and code reuse refused', async () => {
    const { client, strategy, reasons } = storefront(pathLayout);
    await addToCurrentCart(client, granola(3));
    const oauthData = await generateOAuthData(`${SHOP}/callback`, `${SHOP}/products/granola`);
    const { authUrl } = await getAuthUrl(client, oauthData, { responseMode: 'query' });
    expect(authUrl.startsWith(`${emu.url}/__vitrine/pages/auth?session=`)).toBe(true);
    const back = await submitLogin(authUrl);
    const returned = new URL(back);
    expect(returned.hash).toBe('');
    expect(parseFromUrl(back, 'query')).toMatchObject({ state: oauthData.state });

    const { tokens, originalUri } = await completeSignIn(client, { url: back, responseMode: 'query' });
    expect(originalUri).toBe(`${SHOP}/products/granola`);
    expect(tokens.refreshToken.role).toBe('member');
    expect(strategy.loggedIn()).toBe(true);
    const memberCart = await getCurrentCart(client);
    expect(memberCart.buyerInfo).toEqual({ memberId: 'member-ada' });
    // Ada's member cart is deleted at the end of each test, so the visitor's three are all there is.
    expect(memberCart.lineItems.map((l) => [l.catalogReference.catalogItemId, l.quantity])).toEqual([
      ['prod-granola', 3],
    ]);

    // Members see their memberships, with dates.
    const estimate = await estimateCurrentCartTotals(client);
    expect(estimate.membershipOptions?.eligibleMemberships).toEqual([
      {
        _id: 'membership-club',
        appId: 'vitrine-pricing-plans',
        name: { original: 'Vitrine Club' },
        expirationDate: expect.any(Date),
        credits: { total: 10, remaining: 10 },
      },
    ]);
    expect(estimate.membershipOptions?.invalidMemberships).toEqual([]);

    const renewed = await strategy.renewToken();
    expect(renewed.refreshToken.role).toBe('member');
    expect((await getCurrentCart(client)).buyerInfo).toEqual({ memberId: 'member-ada' });

    // The same return URL again: nothing is pending any more.
    expect(await rejection(completeSignIn(client, { url: back, responseMode: 'query' }))).toMatchObject({
      name: 'AuthError',
      code: 'INVALID_STATE',
      message: 'Invalid _state',
    });

    // A new sign-in whose return carries the first sign-in's (spent) code: the platform refuses the grant.
    const second = await generateOAuthData(`${SHOP}/callback`);
    await getAuthUrl(client, second);
    const reused = await rejection(getMemberTokens(client, returned.searchParams.get('code')!, second.state, second));
    expect(reused).toMatchObject({
      name: 'AuthError',
      code: 'TOKEN_REQUEST_FAILED',
      message: 'something went wrong',
      status: 400,
      error: 'invalid_grant',
    });
    expect(strategy.loggedIn()).toBe(true);
    expect(reasons).toEqual(['visitor', 'member', 'renewed']);
    await deleteCurrentCart(client);
  });

  test('a refused silent return (prompt none, no session) is an AUTHORIZATION_ERROR with the platform description', async () => {
    const { client, strategy } = storefront(pathLayout);
    const oauthData = await generateOAuthData(`${SHOP}/callback`);
    const { authUrl } = await getAuthUrl(client, oauthData, { prompt: 'none', responseMode: 'query' });
    const res = await fetch(authUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const refused = await rejection(
      completeSignIn(client, { url: res.headers.get('location')!, responseMode: 'query' }),
    );
    expect(refused).toMatchObject({
      name: 'AuthError',
      code: 'AUTHORIZATION_ERROR',
      message: 'The sign-in was refused: login_required',
      error: 'login_required',
      errorDescription: 'No signed-in member session; sign in with prompt "login"',
    });
    expect(strategy.loggedIn()).toBe(false);
  });

  test('custom form states: owner approval, invalid e-mail, reset password, silent and visible captcha', async () => {
    const { client } = storefront(pathLayout);
    expect(await login(client, { email: 'not-an-email', password: 'secret-1' })).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: "loginId.email" must be a valid e-mail address',
      errorCode: 'invalidEmail',
    });
    expect(await login(client, { email: 'reset@vitrine.dev', password: 'vitrine-demo' })).toEqual({
      loginState: 'FAILURE',
      error: 'The password must be reset before logging in',
      errorCode: 'resetPassword',
    });
    expect(await login(client, { email: `nobody-${pathLayout}@vitrine.dev`, password: 'secret-1' })).toEqual({
      loginState: 'FAILURE',
      error: `No member with the e-mail nobody-${pathLayout}@vitrine.dev`,
      errorCode: 'invalidEmail',
    });
    await settings(emu, { requireOwnerApproval: true });
    expect(await register(client, { email: `approve-${pathLayout}@vitrine.dev`, password: 'secret-1' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
    });
    await settings(emu, { requireOwnerApproval: false, requireCaptcha: true });
    expect(await login(client, { email: 'ada@vitrine.dev', password: 'vitrine-demo' })).toEqual({
      loginState: 'SILENT_CAPTCHA_REQUIRED',
      error: 'A captcha token is required',
      errorCode: 'missingCaptchaToken',
    });
    expect(
      await login(client, {
        email: 'ada@vitrine.dev',
        password: 'vitrine-demo',
        captchaTokens: { recaptchaToken: 'forged' },
      }),
    ).toEqual({
      loginState: 'USER_CAPTCHA_REQUIRED',
      error: 'The captcha token is invalid',
      errorCode: 'invalidCaptchaToken',
    });
  });

  test('getMemberTokensForDirectLogin: the hidden frame loads the real authorization page, which posts the code to the storefront', async () => {
    const { client, strategy, reasons } = storefront(pathLayout);
    const result = await login(client, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    if (result.loginState !== 'SUCCESS') throw new Error(`login answered ${result.loginState}`);

    // A minimal browser: one window, a document whose iframes fetch their page and run its postMessage.
    const listeners = new Set<(event: { data: unknown; origin: string; source: unknown }) => void>();
    const frames: object[] = [];
    const posted: { data: unknown; target: string }[] = [];
    const load = async (frame: { contentWindow: object }, url: string) => {
      const html = await (await fetch(url, { redirect: 'manual' })).text();
      const match = /var data=(.*?);var target=(.*?);/.exec(html);
      if (!match) throw new Error('the authorization page has no web_message script');
      const data: unknown = JSON.parse(match[1]!);
      const target = JSON.parse(match[2]!) as string;
      posted.push({ data, target });
      // postMessage(data, target) reaches the parent only when the parent's origin is the target.
      if (target === SHOP)
        for (const listener of [...listeners])
          listener({ data, origin: new URL(url).origin, source: frame.contentWindow });
    };
    vi.stubGlobal('location', { origin: SHOP });
    vi.stubGlobal('window', {
      addEventListener: (type: string, fn: (event: { data: unknown; origin: string; source: unknown }) => void) =>
        type === 'message' && listeners.add(fn),
      removeEventListener: (_type: string, fn: (event: { data: unknown; origin: string; source: unknown }) => void) =>
        listeners.delete(fn),
    });
    vi.stubGlobal('document', {
      querySelector: () => frames[0] ?? null,
      body: { appendChild: (frame: object) => frames.push(frame) },
      createElement: () => {
        const frame = {
          contentWindow: {},
          style: {},
          setAttribute: () => undefined,
          remove: () => frames.splice(frames.indexOf(frame), 1),
          set src(url: string) {
            void load(frame, url);
          },
        };
        return frame;
      },
    });

    const tokens = await getMemberTokensForDirectLogin(client, result.data.sessionToken);
    expect(tokens.refreshToken.role).toBe('member');
    expect(strategy.loggedIn()).toBe(true);
    expect(frames).toEqual([]);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.target).toBe(SHOP);
    expect(Object.keys(posted[0]!.data as object).sort()).toEqual(['code', 'state']);
    expect(reasons).toEqual(['visitor', 'member']);
    vi.unstubAllGlobals();
    const memberCart = await addToCurrentCart(client, granola(1));
    expect([memberCart.buyerInfo, memberCart.lineItems.map((l) => l.quantity)]).toEqual([
      { memberId: 'member-ada' },
      [1],
    ]);
    await deleteCurrentCart(client);
  });
});
