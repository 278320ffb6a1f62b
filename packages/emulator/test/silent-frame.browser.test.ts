import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../src/index';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

// Real Chromium: a storefront page embeds the authorization page in a hidden frame, as the platform SDK's
// getMemberTokensForDirectLogin does (web_message, prompt none, no redirectUri), and listens for its message.

/** The embedding page: it only listens; the test sets the frame's address. */
const PARENT = `<!doctype html><html><body><script>
window.received = [];
window.addEventListener('message', function (e) { window.received.push({ origin: e.origin, data: e.data }); });
window.embed = function (url) {
  return new Promise(function (resolve) {
    var frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.onload = function () { resolve(); };
    frame.src = url;
    document.body.appendChild(frame);
  });
};
</script></body></html>`;

let browser: Browser;
let server: Server;
let emu: RunningEmulator;
/** The same page on two origins: only the first is the app's. */
let allowed: string;
let other: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PARENT));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  allowed = `http://127.0.0.1:${port}`;
  other = `http://localhost:${port}`;
  emu = await startEmulator({
    port: 0,
    readOnlyPort: 0,
    db: ':memory:',
    log: () => undefined,
    oauthApps: [{ clientId: 'frame-app', allowedRedirectOrigins: ['https://shop.example', allowed] }],
  });
  browser = await chromium.launch(chromiumLaunchOptions);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await emu?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(emu.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A silent authorization session exactly as the platform SDK creates it: no redirectUri. */
async function silentSession(clientId: string, state: string) {
  const verifier = randomBytes(32).toString('base64url');
  const visitor = (await post('/oauth2/token', { clientId, grantType: 'anonymous' })) as { access_token: string };
  const login = (await post('/_api/iam/authentication/v2/login', {
    loginId: { email: 'ada@vitrine.dev' },
    password: 'vitrine-demo',
  })) as { sessionToken: string };
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const created = (await post(
    '/_api/redirects-api/v1/redirect-session',
    {
      auth: {
        authRequest: {
          clientId,
          codeChallenge: challenge,
          codeChallengeMethod: 'S256',
          responseMode: 'web_message',
          responseType: 'code',
          scope: 'offline_access',
          state,
          sessionToken: login.sessionToken,
        },
        prompt: 'none',
      },
    },
    visitor.access_token,
  )) as { redirectSession: { fullUrl: string } };
  return { url: created.redirectSession.fullUrl, verifier };
}

/** Loads the parent page on `origin`, embeds `url`, and answers what the parent received. */
async function embedFrom(origin: string, url: string): Promise<{ origin: string; data: Record<string, string> }[]> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/`);
    await page.evaluate((src) => (window as unknown as { embed(u: string): Promise<void> }).embed(src), url);
    // The frame's script has run by its load event; a short pause lets a delivered message be dispatched.
    await page.waitForTimeout(300);
    return await page.evaluate(
      () => (window as unknown as { received: { origin: string; data: Record<string, string> }[] }).received,
    );
  } finally {
    await page.close();
  }
}

describe('the silent sign-in without a redirect URI, in Chromium', () => {
  test('the app’s origin gets exactly one {code, state}; the code is exchanged without redirectUri', async () => {
    const { url, verifier } = await silentSession('frame-app', 'chromium-1');
    const received = await embedFrom(allowed, url);
    expect(received.map((m) => [m.origin, Object.keys(m.data), m.data.state])).toEqual([
      [emu.url, ['code', 'state'], 'chromium-1'],
    ]);
    const tokens = await post('/oauth2/token', {
      clientId: 'frame-app',
      grantType: 'authorization_code',
      code: received[0]!.data.code,
      codeVerifier: verifier,
    });
    expect(tokens.token_type).toBe('Bearer');
  }, 30_000);

  test('a page on an origin the app does not allow receives nothing', async () => {
    const { url } = await silentSession('frame-app', 'chromium-2');
    expect(await embedFrom(other, url)).toEqual([]);
  }, 30_000);

  test('a client id with no app: even the loopback page that embeds it gets no answer', async () => {
    const { url } = await silentSession('no-app', 'chromium-3');
    expect(await embedFrom(other, url)).toEqual([]);
  }, 30_000);
});
