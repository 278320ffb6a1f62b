import { afterEach, describe, expect, test, vi } from 'vitest';
import { completeSignIn, generateOAuthData, getAuthUrl, getMemberTokens, parseFromUrl } from '@vitrine/auth';
import { addToCurrentCart, deleteCurrentCart, estimateCurrentCartTotals, getCurrentCart } from '@vitrine/cart';
import { LAYOUT_NAMES, rejection, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';
import { granola, SHOP, storefrontOn, submitLogin } from './support/storefront';

// The emulator's clock runs `skew` milliseconds ahead of the SDK's, so a test can expire tokens on the server.
let skew = 0;
const { emu } = await bootForFile({ now: () => Date.now() + skew, oauthApps: TEST_OAUTH_APPS });
resetSignInSettingsAfterEach(emu);
afterEach(() => {
  skew = 0;
  vi.unstubAllGlobals();
});
const storefront = storefrontOn(emu);

describe.each(LAYOUT_NAMES)('@vitrine/auth against the emulator, %s layout', (pathLayout) => {
  test('visitor tokens: minted on the first call, renewed with the same visitor, replaced by generateVisitorTokens', async () => {
    const { client, strategy, reasons, sent } = storefront(pathLayout);
    expect(strategy.getTokens().refreshToken.role).toBe('none');
    const before = Math.floor(Date.now() / 1000);
    const cart = await addToCurrentCart(client, granola(1));
    const after = Math.ceil(Date.now() / 1000);
    const first = strategy.getTokens();
    expect(first.refreshToken.role).toBe('visitor');
    expect(first.accessToken.value).toMatch(/^at\./);
    expect(first.refreshToken.value).toMatch(/^rt\./);
    expect(first.accessToken.expiresAt - before).toBeGreaterThanOrEqual(14400);
    // Four hours from the answer, however long the call took.
    expect(first.accessToken.expiresAt - after).toBeLessThanOrEqual(14400);
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

  test('redirect sign-in with the query response mode: completeSignIn, the member cart, renewals stay member; replay refused, code reuse refused and its sign-in revoked', async () => {
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

    await deleteCurrentCart(client);
    // A new sign-in whose return carries the first sign-in's (spent) code: the platform refuses the grant, and
    // revokes what that code's first exchange issued (RFC 6749 §4.1.2): the next renewal starts a new visitor.
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
    await strategy.renewToken();
    expect(strategy.loggedIn()).toBe(false);
    expect(reasons).toEqual(['visitor', 'member', 'renewed', 'refused']);
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
});
