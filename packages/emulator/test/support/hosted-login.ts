import { expect } from 'vitest';
import { LAYOUTS, submitHostedForm, type Client, type LayoutName } from '../helpers';

export const REDIRECT = 'http://shop.example:3000/callback';

/** The sign-in calls of a test file's raw client: a login redirect session, the code exchange, an identity login. */
export function hostedLogin(client: Client) {
  async function authSession(
    token: string,
    opts: {
      layout?: LayoutName;
      mode?: string;
      prompt?: string;
      sessionToken?: string;
      state?: string;
      challenge: string;
    },
  ) {
    const r = await client.call('POST', LAYOUTS[opts.layout ?? 'api'].redirects, {
      token,
      body: {
        auth: {
          authRequest: {
            redirectUri: REDIRECT,
            clientId: 'shop',
            codeChallenge: opts.challenge,
            codeChallengeMethod: 'S256',
            responseMode: opts.mode ?? 'fragment',
            responseType: 'code',
            scope: 'offline_access',
            state: opts.state ?? 'state-1',
            ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
          },
          prompt: opts.prompt ?? 'login',
        },
      },
    });
    expect(r.status).toBe(200);
    return r.body.redirectSession as {
      id: string;
      fullUrl: string;
      urlDetails: { endpoint: string; searchParams: Record<string, string> };
      sessionToken?: string;
    };
  }

  async function exchange(code: string, verifier: string, redirectUri?: string) {
    return client.call('POST', '/oauth2/token', {
      body: {
        clientId: 'shop',
        grantType: 'authorization_code',
        ...(redirectUri ? { redirectUri } : {}),
        code,
        codeVerifier: verifier,
      },
    });
  }

  async function identityLogin(email = 'ada@vitrine.dev', password = 'vitrine-demo') {
    const r = await client.call('POST', '/_api/iam/authentication/v2/login', {
      body: { loginId: { email }, password },
    });
    expect(r.body.state).toBe('SUCCESS');
    return r.body.sessionToken as string;
  }

  return { authSession, exchange, identityLogin };
}

/** The hosted form as a browser sends it after showing it (its CSRF token and cookie). */
export async function postForm(url: string, form: Record<string, string>) {
  return submitHostedForm(url, form);
}

export function params(location: string, part: 'hash' | 'search'): Record<string, string> {
  const u = new URL(location);
  return Object.fromEntries(new URLSearchParams(u[part].slice(1)));
}
