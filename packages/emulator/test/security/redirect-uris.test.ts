// RFC 9700 §4.1.3 against a team's shared emulator (issue 22): the storefront's app accepted nine redirect URIs
// that are not the one it registered, and a client id with no app could send a signed-in member's code to any
// loopback port, even silently. Each test is the attack; each failed before.
import { describe, expect, test } from 'vitest';
import { bootForFile } from '../support/boot';
import { redirectSessions } from '../support/oauth-app-sessions';

const STOREFRONT = 'http://127.0.0.1:3700';
const CALLBACK = `${STOREFRONT}/auth/callback`;
const NATIVE = 'http://127.0.0.1:51004/cb';
const { client } = await bootForFile({
  oauthApps: [
    { clientId: 'vitrine-storefront', redirectUris: [CALLBACK] },
    { clientId: 'native-tool', redirectUris: [NATIVE], loopbackAnyPort: true },
    { clientId: 'by-origin', allowedRedirectOrigins: [STOREFRONT] },
    { clientId: 'callbacks-and-origin', redirectUris: [CALLBACK], allowedRedirectOrigins: [STOREFRONT] },
  ],
});
const { authSession, sessionToken } = redirectSessions(client);

/** Where a signed-in member's sign-in answer would go: the code's URL, or the refusal. */
async function codeGoesTo(
  clientId: string,
  redirectUri: string,
  prompt = 'login',
  mode: 'query' | 'fragment' | 'web_message' = 'query',
) {
  const v = await client.visitor(clientId);
  const session = await authSession(v.access_token, {
    clientId,
    redirectUri,
    prompt,
    mode,
    sessionToken: await sessionToken(),
  });
  if (session.status !== 200) return { refused: session.body.details.validationError.fieldViolations[0].description };
  const page = await fetch(session.body.redirectSession.fullUrl, { redirect: 'manual' });
  return { status: page.status, location: page.headers.get('location') };
}

describe('an app with an exact redirect URI', () => {
  test('gets the code at its registered URI, string for string', async () => {
    const answer = await codeGoesTo('vitrine-storefront', CALLBACK);
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(new RegExp(`^${CALLBACK}\\?code=`));
  });

  test.each([
    ['another path', `${STOREFRONT}/search`],
    ['a dot-dot path', `${STOREFRONT}/%2e%2e/%2e%2e/x`],
    ['a trailing slash', `${CALLBACK}/`],
    ['an added query', `${CALLBACK}?next=/account`],
    ['an upper-case scheme', CALLBACK.replace('http:', 'HTTP:')],
    ['an upper-case host', CALLBACK.replace('127.0.0.1', 'LOCALHOST')],
    ['another port', CALLBACK.replace('3700', '3701')],
  ])('%s is refused: no code goes there', async (_, redirectUri) => {
    expect(await codeGoesTo('vitrine-storefront', redirectUri)).toEqual({
      refused: `${redirectUri} is not a redirect URI of the OAuth app vitrine-storefront`,
    });
  });

  test.each([
    ['a fragment', `${CALLBACK}#x`, 'has a fragment, which a redirect URI may not have'],
    ['a backslash with a user', `${STOREFRONT}\\@evil.example/`, 'has a backslash'],
    ['a user name', 'http://127.0.0.1:3700@evil.example/auth/callback', 'has a user name or password'],
  ])('%s is refused, whatever the app registered', async (_, redirectUri, why) => {
    expect(await codeGoesTo('vitrine-storefront', redirectUri)).toEqual({ refused: why });
    expect(await codeGoesTo('by-origin', redirectUri)).toEqual({ refused: why });
  });
});

describe('loopback ports', () => {
  test('a client id that no OAuth app names gets no code at any loopback port, silent or not', async () => {
    for (const prompt of ['login', 'none'])
      expect(await codeGoesTo('no-such-app', 'http://127.0.0.1:9999/steal', prompt)).toEqual({
        refused:
          'is for client no-such-app, which has no OAuth app: register its redirect URIs (--oauth-app no-such-app=<redirect URI>)',
      });
  });

  test('an app that allows any loopback port gets its path on another port, never silently', async () => {
    const other = NATIVE.replace('51004', '62011');
    const seen = await codeGoesTo('native-tool', other);
    expect(seen.status).toBe(302);
    expect(seen.location).toMatch(/^http:\/\/127\.0\.0\.1:62011\/cb\?code=/);
    expect(await codeGoesTo('native-tool', other, 'none')).toEqual({
      refused: 'may use another loopback port only with a sign-in the member sees',
    });
    expect(await codeGoesTo('native-tool', 'http://127.0.0.1:62011/steal')).toEqual({
      refused: 'http://127.0.0.1:62011/steal is not a redirect URI of the OAuth app native-tool',
    });
  });
});

test('an app that registers origins keeps working on their every path, written as the origin is', async () => {
  const seen = await codeGoesTo('by-origin', `${STOREFRONT}/any/path?x=1`);
  expect(seen.status).toBe(302);
  expect(await codeGoesTo('by-origin', `HTTP://127.0.0.1:3700/x`)).toEqual({
    refused: 'HTTP://127.0.0.1:3700/x is not a redirect URI of the OAuth app by-origin',
  });
});

describe('an origin alone (issue 30, finding 15)', () => {
  test.each([['vitrine-storefront'], ['callbacks-and-origin'], ['by-origin']])(
    'is no redirect URI for a query or fragment answer of %s: no code is navigated to it',
    async (clientId) => {
      for (const mode of ['query', 'fragment'] as const)
        for (const prompt of ['login', 'none'])
          expect(await codeGoesTo(clientId, STOREFRONT, prompt, mode)).toEqual({
            refused: `${STOREFRONT} is not a redirect URI of the OAuth app ${clientId}`,
          });
    },
  );

  test('receives a web_message answer, posted to it, never navigated to', async () => {
    for (const clientId of ['vitrine-storefront', 'callbacks-and-origin']) {
      const seen = await codeGoesTo(clientId, STOREFRONT, 'none', 'web_message');
      expect([seen.status, seen.location]).toEqual([200, null]);
    }
  });
});
