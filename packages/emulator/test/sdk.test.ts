import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART, STORES_READER, createClient, isApiError } from '@vitrine/http';
import {
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  login,
  logout,
  memoryStorage,
  oauth,
  processVerification,
  register,
  sendPasswordResetEmail,
} from '@vitrine/auth';
import { boot, submitHostedForm, type Client, type LayoutName } from './helpers';
import { TEST_OAUTH_APPS } from './sdk/setup';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;
let raw: Client;

beforeAll(async () => {
  ({ emu, client: raw } = await boot({ oauthApps: TEST_OAUTH_APPS }));
});
afterAll(() => emu.close());

const REDIRECT = 'http://shop.example:3000/callback';
const granola = {
  lineItems: [{ quantity: 2, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
};

describe.each(['api', 'site'] as LayoutName[])(
  'the SDK (@vitrine/http + @vitrine/auth) against the emulator, %s layout',
  (pathLayout) => {
    test('visitor tokens, cart calls on the main host, reads on the read-only host, typed errors', async () => {
      const strategy = oauth({ clientId: 'shop', storage: memoryStorage() });
      const client = createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout, auth: strategy });
      const none = await client
        .request({ method: 'GET', service: CART, path: '/v1/carts/current', readOnlyHost: false })
        .catch((e: unknown) => e);
      expect(isApiError(none)).toBe(true);
      expect(none).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND', message: 'Cart not found' });
      const added = await client.request<{ cart: { lineItems: { quantity: number }[] } }>({
        method: 'POST',
        service: CART,
        path: '/v1/carts/current/add-to-cart',
        body: granola,
      });
      expect(added.cart.lineItems[0]!.quantity).toBe(2);
      const product = await client.request<{ product: { name: string } }>({
        method: 'GET',
        service: STORES_READER,
        path: '/v1/products/{id}',
        pathParams: { id: 'prod-granola' },
      });
      expect(product.product.name).toBe('Granola');
      expect(strategy.loggedIn()).toBe(false);
    });

    test('hosted sign-in: getAuthUrl → login form → code → getMemberTokens; the visitor cart merges; logout', async () => {
      const strategy = oauth({ clientId: 'shop', storage: memoryStorage() });
      const client = createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout, auth: strategy });
      await client.request({ method: 'POST', service: CART, path: '/v1/carts/current/add-to-cart', body: granola });
      const result = await login(client, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
      expect(result.loginState).toBe('SUCCESS');
      const wrong = await login(client, { email: 'ada@vitrine.dev', password: 'wrong' });
      expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });

      const oauthData = await generateOAuthData(REDIRECT);
      const { authUrl } = await getAuthUrl(client, oauthData);
      expect(authUrl.startsWith(`${emu.url}/__vitrine/pages/auth?session=`)).toBe(true);
      const res = await submitHostedForm(authUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
      expect(res.status).toBe(303);
      const returned = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
      await getMemberTokens(client, returned.get('code') ?? undefined, returned.get('state') ?? undefined, oauthData);
      expect(strategy.loggedIn()).toBe(true);
      const cart = await client.request<{
        cart: { buyerInfo: unknown; lineItems: { catalogReference: { catalogItemId: string } }[] };
      }>({ method: 'GET', service: CART, path: '/v1/carts/current', readOnlyHost: false });
      expect(cart.cart.buyerInfo).toEqual({ memberId: 'member-ada' });
      expect(cart.cart.lineItems.some((l) => l.catalogReference.catalogItemId === 'prod-granola')).toBe(true);

      const { logoutUrl } = await logout(client, 'http://shop.example:3000/');
      expect(logoutUrl.startsWith(`${emu.url}/__vitrine/pages/logout?session=`)).toBe(true);
      expect(strategy.loggedIn()).toBe(false);
      // The shop's page sends the browser, as its Referer tells.
      const out = await fetch(logoutUrl, { redirect: 'manual', headers: { referer: 'http://shop.example:3000/' } });
      expect(out.status).toBe(302);
      expect(out.headers.get('location')).toBe('http://shop.example:3000/');
    });

    test('register with e-mail verification (processVerification), captcha codes, password reset mail', async () => {
      const client = createClient({
        host: emu.url,
        readOnlyHost: emu.readOnlyUrl,
        pathLayout,
        auth: oauth({ clientId: 'shop', storage: memoryStorage() }),
      });
      const email = `sdk-${pathLayout}@vitrine.dev`;
      await raw.call('PUT', '/__vitrine/settings', { body: { requireEmailVerification: true, requireCaptcha: true } });
      try {
        const noCaptcha = await register(client, { email, password: 'secret-1' });
        expect(noCaptcha).toMatchObject({ errorCode: 'missingCaptchaToken' });
        const badCaptcha = await register(client, {
          email,
          password: 'secret-1',
          captchaTokens: { recaptchaToken: 'forged' },
        });
        expect(badCaptcha).toMatchObject({ errorCode: 'invalidCaptchaToken' });
        const pending = await register(client, {
          email,
          password: 'secret-1',
          profile: { firstName: 'Sam' },
          captchaTokens: { invisibleRecaptchaToken: 'vitrine-captcha-ok' },
        });
        expect(pending.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
        const mail = (await raw.call('GET', `/__vitrine/inbox.json?to=${email}`)).body.mails[0];
        const verified = await processVerification(client, { verificationCode: mail.code }, pending);
        expect(verified.loginState).toBe('SUCCESS');
        const taken = await register(client, {
          email,
          password: 'secret-1',
          captchaTokens: { recaptchaToken: 'vitrine-captcha-ok' },
        });
        expect(taken).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
      } finally {
        await raw.call('PUT', '/__vitrine/settings', {
          body: { requireEmailVerification: false, requireCaptcha: false },
        });
      }
      await sendPasswordResetEmail(client, email, 'http://shop.example:3000/reset');
      const reset = (await raw.call('GET', `/__vitrine/inbox.json?to=${email}`)).body.mails[0];
      expect(reset.kind).toBe('password-recovery');
      expect(reset.link.startsWith('http://shop.example:3000/reset?recoveryToken=')).toBe(true);
    });
  },
);
