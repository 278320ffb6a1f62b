// The proxy's answer to a new browser, called directly: each visitor cookie once, and nothing Next would set again.
import { NextRequest } from 'next/server';
import { afterAll, expect, inject, it } from 'vitest';
import { proxy } from '../proxy';

const before = process.env.VITRINE_HOST;
afterAll(() => {
  process.env.VITRINE_HOST = before;
});

it("a new browser's first answer sets each visitor cookie once; the render gets them on the request", async () => {
  process.env.VITRINE_HOST = inject('platformUrl');
  const answer = await proxy(new NextRequest('http://localhost:3000/product/prod-ceramic-vase'));
  expect(answer.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
    'vitrine.vitrine-storefront.refreshToken',
    'vitrine.vitrine-storefront.tokens',
  ]);
  // Next sets this copy on the response a second time whenever a render touches its mutable cookies.
  expect(answer.headers.get('x-middleware-set-cookie')).toBeNull();
  const forwarded = answer.headers.get('x-middleware-request-cookie') ?? '';
  expect(forwarded).toMatch(/vitrine\.vitrine-storefront\.tokens=%7B/);
  expect(forwarded).toMatch(/vitrine\.vitrine-storefront\.refreshToken=rt\./);
});
