// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The hidden-frame sign-in in a real Chromium: the storefront (one origin), the authorization page (a second
 * origin, answering late) and a forger on a third origin that knows the state and posts first.
 */
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function serve(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const html = (res: ServerResponse, markup: string): void =>
  void res.writeHead(200, { 'content-type': 'text/html' }).end(markup);
const json = (res: ServerResponse, status: number, data: unknown): void =>
  void res
    .writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    .end(JSON.stringify(data));

const servers: Server[] = [];
let browser: Browser;
let bundle: string;
let shop = '';
let auth = '';
let evil = '';
let lastState = '';
const events: string[] = [];

beforeAll(async () => {
  const entry = fileURLToPath(new URL('./chromium-page.ts', import.meta.url));
  const built = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    write: false,
    conditions: ['@vitrine/source'],
    target: 'es2022',
  });
  bundle = built.outputFiles[0]!.text;

  const storefront = await serve((req, res, body) => {
    if (req.url === '/') return html(res, `<!doctype html><body><script src="/app.js"></script></body>`);
    if (req.url === '/app.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
    if (req.url === '/last-state') return json(res, 200, { state: lastState });
    if (req.url?.startsWith('/posted/')) return (events.push(req.url), json(res, 200, {}));
    if (req.url === '/oauth2/token') {
      const grant = JSON.parse(body) as { grantType: string; code?: string };
      if (grant.grantType === 'anonymous')
        return json(res, 200, { access_token: 'visitor-at', refresh_token: 'visitor-rt', expires_in: 14400 });
      events.push(`token ${grant.code}`);
      return grant.code === 'real-code'
        ? json(res, 200, { access_token: 'member-at', refresh_token: 'member-rt', expires_in: 14400 })
        : json(res, 400, { error: 'invalid_grant' });
    }
    if (req.url === '/_api/redirects-api/v1/redirect-session') {
      lastState = (JSON.parse(body) as { auth: { authRequest: { state: string } } }).auth.authRequest.state;
      const fullUrl = `${auth}/authorize?state=${encodeURIComponent(lastState)}`;
      return json(res, 200, { redirectSession: { id: 'rs', fullUrl, urlDetails: { endpoint: fullUrl } } });
    }
    res.writeHead(404).end();
  });
  shop = storefront.origin;
  // Both forgers post with the right state before the authorization page answers, then tell the server.
  const forgery = (code: string, report: string): string =>
    `<script>fetch(${JSON.stringify(shop)} + '/last-state').then((r) => r.json()).then(({ state }) => {
      parent.postMessage({ code: '${code}', state }, '*');
      parent.postMessage({ error: 'access_denied', state }, '*');
      parent.postMessage('code=${code}&state=' + state, '*');
      return fetch(${JSON.stringify(shop)} + '/posted/${report}');
    })</script>`;
  // The authorization page answers late; its origin also serves a second window (not our frame) that forges.
  const authorization = await serve((req, res) =>
    html(
      res,
      req.url === '/impostor'
        ? forgery('impostor', 'same-origin-other-window')
        : `<script>setTimeout(() => parent.postMessage({ code: 'real-code', state: new URL(location.href).searchParams.get('state') }, ${JSON.stringify(shop)}), 800)</script>`,
    ),
  );
  auth = authorization.origin;
  const forger = await serve((_, res) => html(res, forgery('forged', 'other-origin')));
  evil = forger.origin;
  servers.push(storefront.server, authorization.server, forger.server);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('silent sign-in in real Chromium', () => {
  it('takes the code only from the authorization frame and ignores a forged message from another origin', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop}/`);
    const outcome = await page.evaluate(
      async (forgers) => {
        const app = (
          window as unknown as { vitrineTest: { signIn(host: string, forgers: string[]): Promise<unknown> } }
        ).vitrineTest;
        return app.signIn(location.origin, forgers);
      },
      [`${evil}/`, `${auth}/impostor`],
    );
    // Only the forgers' frames are left: the hidden frame is gone.
    expect(outcome).toEqual({ role: 'member', loggedIn: true, frames: 2 });
    expect(events.slice(0, 2).sort()).toEqual(['/posted/other-origin', '/posted/same-origin-other-window']);
    expect(events.slice(2)).toEqual(['token real-code']);
    await page.close();
  }, 60_000);
});
