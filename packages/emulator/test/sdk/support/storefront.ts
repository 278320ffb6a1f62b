import { expect } from 'vitest';
import { createClient, type Client } from '@vitrine/http';
import { memoryStorage, oauth, type OAuthStrategy, type TokenChangeReason } from '@vitrine/auth';
import type { RunningEmulator } from '../../../src/index';
import { recorder, submitHostedForm, type Layout } from '../setup';

export const SHOP = 'http://shop.example:3000';
export const granola = (quantity: number) => ({
  lineItems: [{ quantity, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
});

/** A storefront of the `sdk-auth` app on the emulator: each call makes one, with the token changes it saw and what it sent. */
export function storefrontOn(emu: RunningEmulator) {
  return function storefront(pathLayout: Layout): {
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
  };
}

/** Submits the hosted login form of an auth URL; resolves to where the browser is sent next. */
export async function submitLogin(
  authUrl: string,
  email = 'ada@vitrine.dev',
  password = 'vitrine-demo',
): Promise<string> {
  const res = await submitHostedForm(authUrl, { email, password });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}
