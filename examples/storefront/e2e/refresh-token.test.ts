import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart, cartCount } from './steps';

const chromium = useBrowser();
const TOKENS = 'vitrine.vitrine-storefront.tokens';
const REFRESH = 'vitrine.vitrine-storefront.refreshToken';

it('the refresh token stays HttpOnly: scripts read the access token only, and the browser renews through the shop', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await addToCart(page, storefront('/product/prod-wristwatch'));
  await expect.poll(() => cartCount(page)).toBe(1);

  const cookies = await context.cookies(storefront('/'));
  const refresh = cookies.find((cookie) => cookie.name === REFRESH)!;
  const tokens = cookies.find((cookie) => cookie.name === TOKENS)!;
  expect([refresh.httpOnly, refresh.sameSite, tokens.httpOnly]).toEqual([true, 'Lax', false]);
  expect(JSON.parse(decodeURIComponent(tokens.value)).refreshToken).toEqual({ value: 'http-only', role: 'visitor' });
  // What a script (an injected one too) can read holds no refresh token.
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toContain(encodeURIComponent(refresh.value));
  expect(readable).not.toContain(refresh.value);

  // The access token runs out while the page stays open: the browser renews through the shop, once, and stays
  // the same visitor with the same cart.
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oauth2/token'))
      tokenRequests.push(new URL(request.url()).origin + new URL(request.url()).pathname);
  });
  // The page's clock runs 5 hours ahead: its 4-hour access token has run out, and no navigation renewed it.
  await page.clock.fastForward('05:00:00');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('cart-drawer').count()).toBe(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => cartCount(page)).toBe(2);
  expect(tokenRequests).toEqual([storefront('/auth/oauth2/token')]);
  const renewed = (await context.cookies(storefront('/'))).find((cookie) => cookie.name === REFRESH)!;
  // Refresh tokens rotate: the renewal's new one went to the HttpOnly cookie, never to the page.
  expect([renewed.httpOnly, renewed.value === refresh.value]).toEqual([true, false]);
  await context.close();
});

it('the token route answers the shop’s own pages only', async () => {
  const answer = await fetch(storefront('/auth/oauth2/token'), {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: 'vitrine-storefront', grantType: 'anonymous' }),
  });
  expect(answer.status).toBe(403);
});
