import { describe, expect, it } from 'vitest';
import type { RedirectSessionRequest } from '../src';
import { LOGIN } from './support/login-request';

describe('RedirectSessionRequest: exactly one intent', () => {
  it('refuses two intents or none at compile time', () => {
    // @ts-expect-error: two intents
    const two: RedirectSessionRequest = { login: {}, storesProduct: { productSlug: 's' } };
    // @ts-expect-error: callbacks alone name no flow
    const none: RedirectSessionRequest = { callbacks: { postFlowUrl: 'https://shop.test/' } };
    // @ts-expect-error: the login section takes no fields
    const loginWithField: RedirectSessionRequest = { login: { x: 1 } };
    const plain: RedirectSessionRequest = {
      // @ts-expect-error: only S256
      auth: { authRequest: { ...LOGIN.auth!.authRequest, codeChallengeMethod: 'plain' } },
    };
    expect([two, none, loginWithField, plain]).toHaveLength(4);
  });
});
