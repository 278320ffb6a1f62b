import { describe, expect, test } from 'vitest';
import { LAYOUTS } from './helpers';
import { TEST_OAUTH_APPS } from './sdk/setup';
import { bootForFile } from './support/boot';
import { hostedLogin, params, postForm, REDIRECT } from './support/hosted-login';
import { pkce } from './support/pkce';

const { emu, client } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const { authSession, exchange, identityLogin } = hostedLogin(client);

describe('authorization code checks', () => {
  test('a PKCE mismatch, another redirect URI or another client is invalid_grant', async () => {
    const v = await client.visitor('shop');
    const sessionToken = await identityLogin();
    for (const [attempt, expected] of [
      [
        (code: string) => exchange(code, pkce().verifier, REDIRECT),
        'The code verifier does not match the code challenge',
      ],
      [
        (code: string, verifier: string) => exchange(code, verifier, 'http://evil.example/callback'),
        'redirectUri does not match the authorization request',
      ],
      [
        (code: string, verifier: string) =>
          client.call('POST', '/oauth2/token', {
            body: { clientId: 'other', grantType: 'authorization_code', code, codeVerifier: verifier },
          }),
        'The authorization code was issued to another client',
      ],
    ] as const) {
      const { verifier, challenge } = pkce();
      const session = await authSession(v.access_token, { challenge, sessionToken, mode: 'query' });
      const res = await fetch(session.fullUrl, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const p = params(res.headers.get('location')!, 'search');
      const r = await attempt(p.code!, verifier);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'invalid_grant', error_description: expected });
    }
  });

  test('query mode puts code and state in the query string', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, { challenge, mode: 'query', state: 'q-state' });
    const done = await postForm(session.fullUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    expect(done.status).toBe(303);
    const location = done.headers.get('location')!;
    const u = new URL(location);
    expect(u.origin + u.pathname).toBe(REDIRECT);
    expect(u.hash).toBe('');
    const p = params(location, 'search');
    expect(p.state).toBe('q-state');
    expect((await exchange(p.code!, verifier, REDIRECT)).status).toBe(200);
  });

  test('silent web_message flow posts {code, state} to the redirect URI origin only', async () => {
    const v = await client.visitor('shop');
    const sessionToken = await identityLogin();
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, {
      challenge,
      mode: 'web_message',
      prompt: 'none',
      sessionToken,
      state: 'silent</script>',
    });
    expect(session.sessionToken).toBe(sessionToken);
    const res = await fetch(session.fullUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<form');
    const data = /var data=(\{.*?\});var target=("[^"]*");/.exec(html);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![2]!)).toBe('http://shop.example:3000');
    expect(html).toContain('window.parent.postMessage(data,target)');
    const message = JSON.parse(data![1]!) as { code: string; state: string };
    expect(Object.keys(message)).toEqual(['code', 'state']);
    expect(message.state).toBe('silent</script>');
    expect(html).not.toContain('silent</script>');
    // The authorization request named REDIRECT, so the exchange repeats it (RFC 6749 §4.1.3).
    const tokens = await exchange(message.code, verifier, REDIRECT);
    expect(tokens.status).toBe(200);
  });

  test('prompt none without a session answers login_required', async () => {
    const v = await client.visitor('shop');
    const { challenge } = pkce();
    const silent = await authSession(v.access_token, { challenge, mode: 'web_message', prompt: 'none', state: 's1' });
    const html = await (await fetch(silent.fullUrl)).text();
    const data = /var data=(\{.*?\});/.exec(html);
    expect(JSON.parse(data![1]!)).toEqual({
      error: 'login_required',
      error_description: 'No signed-in member session; sign in with prompt "login"',
      state: 's1',
    });
    const frag = await authSession(v.access_token, { challenge, mode: 'fragment', prompt: 'none', state: 's2' });
    const res = await fetch(frag.fullUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(params(res.headers.get('location')!, 'hash')).toEqual({
      error: 'login_required',
      error_description: 'No signed-in member session; sign in with prompt "login"',
      state: 's2',
    });
  });

  test('registering on the hosted page signs the new member in', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, { challenge });
    expect(await (await fetch(`${session.fullUrl}&mode=register`)).text()).toContain('name="firstName"');
    const done = await postForm(session.fullUrl, {
      action: 'register',
      firstName: 'Grace',
      email: 'grace.page@vitrine.dev',
      password: 'hopper-1',
    });
    expect(done.status).toBe(303);
    const p = params(done.headers.get('location')!, 'hash');
    expect((await exchange(p.code!, verifier, REDIRECT)).status).toBe(200);
  });

  test('unknown and malformed redirect sessions', async () => {
    const v = await client.visitor('shop');
    const missing = await fetch(`${emu.url}/__vitrine/pages/auth?session=nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Unknown session');
    const none = await client.call('POST', LAYOUTS.api.redirects, {
      token: v.access_token,
      body: { callbacks: { postFlowUrl: 'http://shop.example/' } },
    });
    expect(none.status).toBe(400);
    expect(none.body.details.validationError.fieldViolations[0].field).toBe('body');
    const badMode = await client.call('POST', LAYOUTS.api.redirects, {
      token: v.access_token,
      body: {
        auth: {
          authRequest: {
            redirectUri: REDIRECT,
            clientId: 'shop',
            codeChallenge: 'x'.repeat(43),
            codeChallengeMethod: 'plain',
            state: 's',
          },
        },
      },
    });
    expect(badMode.status).toBe(400);
    expect(badMode.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'auth.authRequest.codeChallengeMethod',
        description: 'must be one of S256',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['S256'] },
      },
    ]);
    const anonymous = await client.call('POST', LAYOUTS.api.redirects, { body: { logout: { clientId: 'shop' } } });
    expect(anonymous.status).toBe(401);
  });
});
