// @vitest-environment node
import { createClient } from '@vitrine/http';
import { beforeEach, describe, expect, it } from 'vitest';
import { oauth, type Tokens } from '../src';
import { addToCurrentCart } from '../../cart/src/index';
import { cartRoute } from './recipes/fetch-handler';
import { cookieHeaderFrom, GRANOLA, useEmulator } from './recipes/platform';

const { platform, grants } = useEmulator();
beforeEach(() => void grants.splice(0));

const PAGE = 'https://shop.example/cart';
const tokensIn = (answer: Response): Tokens =>
  JSON.parse(
    decodeURIComponent(
      /^__Host-vitrine\.server-recipes\.tokens=([^;]*)/.exec(answer.headers.getSetCookie()[0] ?? '')![1]!,
    ),
  );

/** A new browser's first page, and its line added in the browser, which calls the platform with the same tokens. */
async function newBrowserWithALine() {
  const route = cartRoute(platform());
  const first = await route(new Request(PAGE));
  const tokens = tokensIn(first);
  const { host, clientId } = platform();
  await addToCurrentCart(createClient({ host, auth: oauth({ clientId, tokens }) }), { lineItems: [GRANOLA] });
  return { route, first, tokens };
}

describe('the Request → Response recipe against the emulator', () => {
  it('a new browser: one visitor minted, its tokens cookie on the answer (Secure behind https, not HttpOnly)', async () => {
    const answer = await cartRoute(platform())(new Request(PAGE));
    expect(grants).toEqual(['anonymous']);
    expect(await answer.json()).toEqual({ lines: [] });
    expect(answer.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^__Host-vitrine\.server-recipes\.tokens=[^;]+; Max-Age=2592000; Path=\/; Expires=[^;]+ GMT; Secure; SameSite=Lax$/,
      ),
    ]);
    expect(tokensIn(answer).refreshToken.role).toBe('visitor');
  });

  it('the next request carries the cookie: no token request, the same visitor and cart, nothing to set', async () => {
    const { route, first } = await newBrowserWithALine();
    const cookie = cookieHeaderFrom(first.headers.getSetCookie());
    const second = await route(new Request(PAGE, { headers: { cookie } }));
    expect(grants).toEqual(['anonymous']);
    expect(await second.json()).toEqual({ lines: ['Granola'] });
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('an expired access token in the cookie is renewed, and the answer carries the renewed cookie', async () => {
    const { route, tokens } = await newBrowserWithALine();
    const expired = {
      ...tokens,
      accessToken: { ...tokens.accessToken, expiresAt: Math.floor(Date.now() / 1000) - 60 },
    };
    const cookie = `__Host-vitrine.server-recipes.tokens=${encodeURIComponent(JSON.stringify(expired))}`;
    const answer = await route(new Request(PAGE, { headers: { cookie } }));
    expect(grants).toEqual(['anonymous', 'refresh_token']);
    expect(await answer.json()).toEqual({ lines: ['Granola'] });
    const renewed = tokensIn(answer);
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(renewed.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(renewed.refreshToken.role).toBe('visitor');
    expect(answer.headers.getSetCookie()).toHaveLength(1);
  });
});
