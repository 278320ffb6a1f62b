import { afterEach, describe, expect, test, vi } from 'vitest';
import { getMemberTokensForDirectLogin, login, register } from '@vitrine/auth';
import { addToCurrentCart, deleteCurrentCart } from '@vitrine/cart';
import { LAYOUT_NAMES, settings, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';
import { granola, SHOP, storefrontOn } from './support/storefront';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
resetSignInSettingsAfterEach(emu);
afterEach(() => vi.unstubAllGlobals());
const storefront = storefrontOn(emu);

describe.each(LAYOUT_NAMES)('@vitrine/auth against the emulator, %s layout', (pathLayout) => {
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
