import { expect } from 'vitest';
import { LAYOUTS, type Client, type LayoutName } from '../helpers';
import { pkce } from './pkce';

// `shop` has two origins; `locked` is changed at run time; any other client id has no app.
export const SHOP = 'https://shop.example';
export const SHOP_PREVIEW = 'http://preview.shop.example:8080';
export const APPS = [
  { clientId: 'shop', allowedRedirectOrigins: [SHOP, `${SHOP_PREVIEW}/`] },
  { clientId: 'locked', allowedRedirectOrigins: [SHOP] },
];

interface AuthOptions {
  clientId?: string;
  redirectUri?: string;
  mode?: 'fragment' | 'query' | 'web_message';
  prompt?: string;
  sessionToken?: string;
  state?: string;
  layout?: LayoutName;
  challenge?: string;
}

/** The redirect-session calls of a test file's raw client. */
export function redirectSessions(client: Client) {
  /** The authorization request as the platform SDK sends it: `redirectUri` left out when there is none. */
  async function authSession(token: string, o: AuthOptions) {
    return client.call('POST', LAYOUTS[o.layout ?? 'api'].redirects, {
      token,
      body: {
        auth: {
          authRequest: {
            ...(o.redirectUri !== undefined ? { redirectUri: o.redirectUri } : {}),
            clientId: o.clientId ?? 'shop',
            codeChallenge: o.challenge ?? pkce().challenge,
            codeChallengeMethod: 'S256',
            responseMode: o.mode ?? 'fragment',
            responseType: 'code',
            scope: 'offline_access',
            state: o.state ?? 'st',
            ...(o.sessionToken ? { sessionToken: o.sessionToken } : {}),
          },
          prompt: o.prompt ?? 'login',
        },
      },
    });
  }

  async function sessionToken(): Promise<string> {
    const r = await client.call('POST', '/_api/iam/authentication/v2/login', {
      body: { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' },
    });
    expect(r.body.state).toBe('SUCCESS');
    return r.body.sessionToken as string;
  }

  return { authSession, sessionToken };
}

export function refused(description: string) {
  return {
    message: `INVALID_ARGUMENT: "auth.authRequest.redirectUri" ${description}`,
    details: {
      validationError: {
        fieldViolations: [{ field: 'auth.authRequest.redirectUri', description, violatedRule: 'VALIDATION' }],
      },
    },
  };
}

/** The web_message page's script: its data, its first target and every target it posts to. */
export function script(html: string): {
  data: Record<string, string>;
  target: string;
  targets: string[];
  posts: string[];
} {
  const m = /var data=(\{.*?\});var target=("[^"]*");var targets=(\[.*?\]);/.exec(html);
  if (!m) throw new Error(`no web_message script in:\n${html}`);
  return {
    data: JSON.parse(m[1]!) as Record<string, string>,
    target: JSON.parse(m[2]!) as string,
    targets: JSON.parse(m[3]!) as string[],
    posts: [...html.matchAll(/postMessage\(([^)]*)\)/g)].map((p) => p[1]!),
  };
}
