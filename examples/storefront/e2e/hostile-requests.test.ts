import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { submitHostedForm } from '../../../test-support/emulator';
import { storefront } from './browser';

const DEMO_MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

interface Answer {
  status: number;
  location: string | undefined;
  cookies: string[];
  body: string;
}

/**
 * One GET to the shop with the headers given, `Host` included (fetch would not send a forged one), redirects
 * not followed.
 */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(storefront(path), { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The redirect sign-in of the demo member, started with `returnTo` (and `headers` on the shop's requests): where
 * the shop sends the member at the end. The platform's answer must come back to the shop's own callback.
 */
async function signInReturningTo(returnTo: string, headers: Record<string, string> = {}): Promise<string> {
  const started = await get(`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`, headers);
  expect(started.status).toBe(303);
  expect(new URL(started.location!).origin).not.toContain('evil.example');
  const cookie = started.cookies.join('; ');
  const login = await submitHostedForm(started.location!, DEMO_MEMBER);
  const callback = login.headers.get('location')!;
  expect(callback.startsWith(storefront('/auth/callback?'))).toBe(true);
  const finished = await get(callback.slice(storefront('').length), { ...headers, cookie });
  expect(finished.status).toBe(303);
  return finished.location!;
}

describe('requests an attacker writes', () => {
  it.each(['/.//evil.example/', '/./\\evil.example', '/a/..//evil.example/x', '/%2e%2e//evil.example'])(
    'returnTo=%s: the member signs in and lands on the shop’s home page, not on another site',
    async (returnTo) => {
      expect(await signInReturningTo(returnTo)).toBe(storefront('/'));
    },
  );

  it('a hand-edited page cursor shows the first page, not an error page', async () => {
    const first = await get('/');
    for (const cursor of ['2.forged', '9.x', '2.-12']) {
      const page = await get(`/?cursor=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      const names = (html: string) => [...html.matchAll(/class="card-name">([^<]+)</g)].map((match) => match[1]);
      expect(names(page.body)).toEqual(names(first.body));
      expect(names(page.body)).toHaveLength(12);
    }
  });

  it('a returnTo of the shop itself is kept, query included', async () => {
    expect(await signInReturningTo('/search?q=linen')).toBe(storefront('/search?q=linen'));
  });

  it('a forged Host never reaches a redirect, a sign-in address, a canonical link or the sitemap', async () => {
    expect(await signInReturningTo('/account', FORGED)).toBe(storefront('/account'));

    const callback = await get('/auth/callback?code=stolen&state=stolen', FORGED);
    expect([callback.status, callback.location]).toEqual([303, storefront('/sign-in-failed')]);

    const page = await get('/product/prod-wristwatch', FORGED);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="${storefront('/product/prod-wristwatch')}"/>`);
    expect(page.body).not.toContain('evil.example');

    const sitemap = await get('/sitemap.xml', FORGED);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${storefront('/product/prod-wristwatch')}</loc>`);
    expect(sitemap.body).not.toContain('evil.example');
  });
});
