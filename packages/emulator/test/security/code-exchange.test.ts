// Finding 11, the code exchange: the redirect URI could be left out although the authorization request had one, and
// a 1-character verifier was accepted. RFC 6749 §4.1.3 and RFC 7636 §4.1 say how it must be.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { REDIRECT, SHOP, SHOP_APP, authRedirectSession, exchange, identityLogin, oauthError, pkce } from './flows';

let emu: RunningEmulator;
let client: Client;
let session: string;

beforeAll(async () => {
  ({ emu, client } = await boot({ oauthApps: [SHOP_APP] }));
  session = await identityLogin(client, 'ada@vitrine.dev', 'vitrine-demo');
});
afterAll(() => emu.close());

/** A code issued for an authorization request with this challenge (and, unless left out, REDIRECT). */
async function codeFor(challenge: string, request: { redirectUri?: string; responseMode?: 'web_message' } = {}) {
  const v = await client.visitor('shop');
  const made = await authRedirectSession(client, v.access_token, {
    challenge,
    sessionToken: session,
    prompt: 'none',
    ...request,
  });
  expect(made.status).toBe(200);
  const page = await fetch(made.body.redirectSession.fullUrl, { redirect: 'manual' });
  if (request.responseMode === 'web_message') {
    const data = /var data=(\{.*?\});/.exec(await page.text());
    return (JSON.parse(data![1]!) as { code: string }).code;
  }
  return new URLSearchParams(new URL(page.headers.get('location')!).hash.slice(1)).get('code')!;
}

const VERIFIER_FORMAT = oauthError(
  'invalid_grant',
  'The code verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~" (RFC 7636 §4.1)',
);
const USED = oauthError(
  'invalid_grant',
  'The authorization code was already used; the tokens of its first exchange are now revoked',
);

describe('redirectUri at the exchange', () => {
  test('left out although the authorization request had one: refused, and the code is spent', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const bare = await exchange(client, code, verifier);
    expect([bare.status, bare.body]).toEqual([
      400,
      oauthError('invalid_grant', 'redirectUri is required: the authorization request had one'),
    ]);
    expect((await exchange(client, code, verifier, REDIRECT)).body).toEqual(USED);
  });

  test('the same holds for the silent flow (web_message) when its request named a redirect URI', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge, { redirectUri: SHOP, responseMode: 'web_message' });
    expect((await exchange(client, code, verifier)).status).toBe(400);
    const again = pkce();
    const second = await codeFor(again.challenge, { redirectUri: SHOP, responseMode: 'web_message' });
    expect((await exchange(client, second, again.verifier, SHOP)).status).toBe(200);
  });

  test('another redirect URI is refused; the exact one works; none at all works when the request had none', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(challenge);
    const other = await exchange(client, code, verifier, `${SHOP}/elsewhere`);
    expect(other.body).toEqual(oauthError('invalid_grant', 'redirectUri does not match the authorization request'));
    const good = pkce();
    expect((await exchange(client, await codeFor(good.challenge), good.verifier, REDIRECT)).status).toBe(200);
    const silent = pkce();
    const bare = await codeFor(silent.challenge, { redirectUri: undefined, responseMode: 'web_message' });
    expect((await exchange(client, bare, silent.verifier)).status).toBe(200);
  });
});

describe('the PKCE verifier (RFC 7636 §4.1: 43-128 unreserved characters, S256 only)', () => {
  test.each([
    ['1 character', 'a'],
    ['42 characters', 'a'.repeat(42)],
    ['129 characters', 'a'.repeat(129)],
    ['a character outside the unreserved set', `${'a'.repeat(42)}+`],
    ['a space', `${'a'.repeat(42)} `],
  ])('%s: refused even when its S256 challenge matches, and the code stays usable', async (_name, weak) => {
    const { challenge } = pkce(weak);
    const code = await codeFor(challenge);
    const r = await exchange(client, code, weak, REDIRECT);
    expect([r.status, r.body]).toEqual([400, VERIFIER_FORMAT]);
    // The format is checked before the code is looked at: a well-formed but wrong verifier spends it.
    expect((await exchange(client, code, pkce().verifier, REDIRECT)).body).toEqual(
      oauthError('invalid_grant', 'The code verifier does not match the code challenge'),
    );
  });

  test.each([43, 128])('%i characters of the whole unreserved set are accepted', async (length) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
    const verifier = Array.from({ length }, (_, i) => alphabet[(i * 7) % alphabet.length]).join('');
    const { challenge } = pkce(verifier);
    expect((await exchange(client, await codeFor(challenge), verifier, REDIRECT)).status).toBe(200);
  });

  test('plain is refused at the authorization request, and a verifier equal to the challenge does not match', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const plain = await client.call('POST', '/_api/redirects-api/v1/redirect-session', {
      token: v.access_token,
      body: {
        auth: {
          authRequest: {
            redirectUri: REDIRECT,
            clientId: 'shop',
            codeChallenge: verifier,
            codeChallengeMethod: 'plain',
            responseType: 'code',
            state: 's',
          },
        },
      },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'auth.authRequest.codeChallengeMethod',
        description: 'must be one of S256',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['S256'] },
      },
    ]);
    const code = await codeFor(challenge);
    expect((await exchange(client, code, challenge, REDIRECT)).body).toEqual(
      oauthError('invalid_grant', 'The code verifier does not match the code challenge'),
    );
  });
});
