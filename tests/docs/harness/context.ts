// What a README block may use without declaring it: a real visitor client on this run's emulator, and what a page
// or a server has at hand (the address bar, an incoming request, a shopper's e-mail and code). Every value is
// real: the member exists, the request carries a code the platform issued, the checkout was created.
import { oauth } from '@vitrine/auth';
import { addToCurrentCart, createCheckoutFromCurrentCart, STORES_APP_ID } from '@vitrine/cart';
import { createClient } from '@vitrine/http';
import { inject } from 'vitest';
import { adminHeaders } from '../../../test-support/emulator';
import { CLIENT_ID, hostedLogin } from '../test/support/global-setup';
import { addressBar, type AddressBar } from './address-bar';
// The app's public key and the Node server's port, in the environment as a server has them.
import './events';

const platform = inject('docsHosts');
export const { host, readOnlyHost } = platform;
export const clientId = CLIENT_ID;
export const auth = oauth({ clientId });
export const client = createClient({ host, auth });

/** The browser's address bar: sent to the hosted login page, the demo member signs in and comes back. */
export const location: AddressBar = addressBar('https://shop.example/', (url) =>
  url.startsWith(host) && /^\/__vitrine\/pages\/(auth|login)$/.test(new URL(url).pathname)
    ? hostedLogin(url)
    : Promise.resolve(url),
);
// A page's own scripts read the global (completeSignIn does); happy-dom has a real one.
if (typeof window === 'undefined') Object.assign(globalThis, { location });

await auth.getAuthHeaders();
/** This visitor's tokens, as a server would have read them from a cookie. */
export const tokens = auth.getTokens()!;

export const { email, password } = inject('unverifiedMember');
export const invisibleRecaptchaToken = 'a-recaptcha-token';

/** What a code field gets from the shopper: the newest code in the platform's dev inbox for `email`. */
export async function askTheShopperForTheCode(): Promise<string> {
  const answer = await fetch(`${host}/__vitrine/inbox.json?to=${encodeURIComponent(email)}`, {
    headers: adminHeaders(platform),
  });
  const { mails } = (await answer.json()) as { mails: { code?: string }[] };
  const code = mails.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

const signIn = inject('serverSignIn');
/** The request of a server's callback route, with the code the platform issued. */
export const request = new Request(signIn.callbackUrl);
/** The cookies of that request: the sign-in's secrets, kept before the redirect. */
export const cookies = { oauthData: JSON.stringify(signIn.oauthData) };

/** A checkout of the current visitor of `client`, with one product: `prepareCheckout()` makes a new one. */
export let checkoutId = '';
export async function prepareCheckout(): Promise<void> {
  await addToCurrentCart(client, {
    lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-ceramic-vase', appId: STORES_APP_ID } }],
  });
  ({ checkoutId } = await createCheckoutFromCurrentCart(client, { channelType: 'WEB' }));
}

process.env.VITRINE_API_KEY ??= 'vitrine-dev-api-key';
