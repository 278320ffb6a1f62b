import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefront } from './browser';
import { startShop, type RunningShop } from './next-server';

/** One GET with the path sent as written (fetch and URL would re-encode a broken escape), redirects not followed. */
function get(base: string, path: string): Promise<{ status: number; body: string; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a URL that is not valid percent-encoding', () => {
  it.each(['/product/%E0%A4%A', '/collections/%E0%A4%A', '/product/%ZZ'])(
    '%s answers the 404 page, not a 500',
    async (path) => {
      const answer = await get(storefront(''), path);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('This page does not exist');
      expect(answer.body).toContain('href="/"');
    },
  );
});

describe('the platform answering 503', () => {
  let platform: Server;
  let shop: RunningShop;
  const asked: string[] = [];

  beforeAll(async () => {
    // A platform that is down: every call answers 503 with the platform's error shape.
    platform = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Service Unavailable', details: {} }));
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const down = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    // The same build as the other tests, started a second time against the failing platform.
    shop = await startShop(fileURLToPath(new URL('..', import.meta.url)), {
      VITRINE_HOST: down,
      VITRINE_READ_ONLY_HOST: down,
    });
  });
  afterAll(async () => {
    shop?.close();
    await new Promise((resolve) => platform?.close(resolve));
  });

  it('/auth/sign-in answers a 503 page that says try again and links back, not a 500', async () => {
    const answer = await get(shop.url, `/auth/sign-in?returnTo=${encodeURIComponent('/product/prod-wristwatch')}`);
    expect([answer.status, answer.type]).toEqual([503, 'text/html; charset=utf-8']);
    expect(answer.body).toContain('<h1>Sign-in is not available right now</h1>');
    expect(answer.body).toContain('Please try again in a moment.');
    expect(answer.body).toContain(`<a href="/auth/sign-in?returnTo=%2Fproduct%2Fprod-wristwatch">Try again</a>`);
    expect(answer.body).toContain('<a href="/product/prod-wristwatch">Back to the shop</a>');
    // The platform was asked (the sign-in needs it), and refused.
    expect(asked.some((line) => line.startsWith('POST '))).toBe(true);
  });
});
