// Finding 1, "Account takeover": any redirectUri was accepted for any client, and the hosted page signs a member in
// from its cookie without asking (prompt none, consent or select_account). A link sent a signed-in victim's code
// to https://evil.example, where the attacker exchanged it with the verifier of the PKCE pair it had made itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { boot, type Client } from '../helpers';
import { SHOP, SHOP_APP, authRedirectSession, identityLogin, pkce } from './flows';

const EVIL = 'https://evil.example';
const PROMPTS = ['none', 'consent', 'select_account'] as const;
const MODES = ['fragment', 'query', 'web_message'] as const;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-takeover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The victim's browser: the hosted pages' cookie holds the session token of its sign-in. */
async function victimCookie(client: Client): Promise<string> {
  return `vitrine_session=${await identityLogin(client, 'ada@vitrine.dev', 'vitrine-demo')}`;
}

/** What the victim's browser gets from the attacker's link: where it is sent, and any code on the page. */
async function open(url: string, cookie: string, referer?: string) {
  const res = await fetch(url, { headers: { cookie, ...(referer ? { referer } : {}) }, redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, location: res.headers.get('location'), html, codes: html.match(/code\.[\w-]+/g) ?? [] };
}

describe('a signed-in victim’s link with redirectUri https://evil.example never yields a code there', () => {
  test.each([
    ['shop', 'https://evil.example/cb is not a redirect URI of the OAuth app shop'],
    [
      'no-app',
      'is for client no-app, which has no OAuth app: register its redirect URIs (--oauth-app no-app=<redirect URI>)',
    ],
  ])('client %s: the authorization request is refused for every prompt and response mode', async (clientId, why) => {
    const { emu, client } = await boot({ oauthApps: [SHOP_APP] });
    try {
      const attacker = await client.visitor(clientId);
      const answers = [];
      for (const prompt of PROMPTS)
        for (const responseMode of MODES) {
          const request = { challenge: pkce().challenge, clientId, redirectUri: `${EVIL}/cb`, prompt, responseMode };
          answers.push(await authRedirectSession(client, attacker.access_token, request));
        }
      const description = `INVALID_ARGUMENT: "auth.authRequest.redirectUri" ${why}`;
      const refusal = {
        message: description,
        details: {
          validationError: {
            fieldViolations: [{ field: 'auth.authRequest.redirectUri', description: why, violatedRule: 'VALIDATION' }],
          },
        },
      };
      expect(answers.map((a) => [a.status, a.body])).toEqual(Array.from({ length: 9 }, () => [400, refusal]));
    } finally {
      await emu.close();
    }
  });

  test('a link made while the app still allowed evil.example is refused when the victim opens it', async () => {
    const db = join(dir, 'stale.db');
    const widened = { clientId: 'shop', allowedRedirectOrigins: [SHOP, EVIL] };
    const before = await boot({ db, oauthApps: [widened] });
    const links: string[] = [];
    const cookie = await victimCookie(before.client);
    try {
      const attacker = await before.client.visitor('shop');
      for (const prompt of PROMPTS)
        for (const responseMode of MODES) {
          const request = { challenge: pkce().challenge, redirectUri: `${EVIL}/cb`, prompt, responseMode };
          const made = await authRedirectSession(before.client, attacker.access_token, request);
          expect(made.status).toBe(200);
          const url = new URL(made.body.redirectSession.fullUrl);
          links.push(url.pathname + url.search);
        }
    } finally {
      await before.emu.close();
    }
    // The app is narrowed again (the restart replaces it); the victim then clicks every link.
    const after = await boot({ db, oauthApps: [SHOP_APP] });
    try {
      const pages = await Promise.all(links.map((link) => open(after.emu.url + link, cookie)));
      expect(pages.map((p) => [p.status, p.location, p.codes])).toEqual(links.map(() => [400, null, []]));
      for (const p of pages) expect(p.html).toContain('Redirect not allowed');
    } finally {
      await after.emu.close();
    }
  });

  test('the silent flow without redirectUri, framed by evil.example, posts the code only to the app’s origins', async () => {
    const { emu, client } = await boot({ oauthApps: [SHOP_APP] });
    try {
      const cookie = await victimCookie(client);
      for (const clientId of ['shop', 'no-app']) {
        const attacker = await client.visitor(clientId);
        for (const prompt of PROMPTS) {
          const request = { challenge: pkce().challenge, clientId, redirectUri: undefined, prompt };
          const made = await authRedirectSession(client, attacker.access_token, {
            ...request,
            responseMode: 'web_message',
          });
          expect(made.status).toBe(200);
          const page = await open(made.body.redirectSession.fullUrl, cookie, `${EVIL}/framing-page`);
          if (clientId === 'no-app') {
            // No app and a framing page that is not loopback: nowhere to report, and no code is made.
            expect([page.status, page.codes]).toEqual([400, []]);
            expect(page.html).toContain('Nowhere to report');
            continue;
          }
          expect([page.status, page.codes.length]).toEqual([200, 1]);
          const targets = /var targets=(\[.*?\]);/.exec(page.html)?.[1];
          expect(JSON.parse(targets!)).toEqual([SHOP]);
          expect(page.html).not.toContain(EVIL);
        }
      }
    } finally {
      await emu.close();
    }
  });
});
