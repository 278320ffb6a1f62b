import type { OAuthStrategy } from '@vitrine/auth';
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import { HOST, record, REDIRECT_URL, TOKEN_URL, useServer, type Recorded } from '../helpers';

const IAM = `${HOST}/_api/iam`;
export const AUTH_ORIGIN = 'https://auth.example';
export const AUTH_PAGE = `${AUTH_ORIGIN}/authorize?session=s1`;

// Where auth's getAuthUrl keeps the sign-in it started, until the return uses it up.
export const SIGN_IN_KEY = 'signIn';
export const pendingSignIn = async (auth: OAuthStrategy) =>
  JSON.parse(String(await auth.storage.get(SIGN_IN_KEY))) as Record<string, string>;

interface SessionBody {
  auth?: { authRequest: Record<string, string>; prompt: string };
  logout?: { clientId: string };
  callbacks?: { postFlowUrl: string };
}

/** The file's msw server, with the sign-in frame removed after each test. */
export function useSignInPlatform() {
  const server = useServer();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** The redirect-session endpoint, the hosted authorization page (blank) and a token endpoint answering member tokens. */
  function platform() {
    const sessions: SessionBody[] = [];
    const grants: Record<string, string>[] = [];
    server.use(
      http.post(REDIRECT_URL, async ({ request }) => {
        sessions.push((await request.json()) as SessionBody);
        return HttpResponse.json({
          redirectSession: { id: 'rs', fullUrl: AUTH_PAGE, urlDetails: { endpoint: AUTH_PAGE }, sessionToken: 'x' },
        });
      }),
      http.get(
        `${AUTH_ORIGIN}/authorize`,
        () => new HttpResponse('<html><body></body></html>', { headers: { 'content-type': 'text/html' } }),
      ),
      http.post(TOKEN_URL, async ({ request }) => {
        grants.push((await request.json()) as Record<string, string>);
        return HttpResponse.json({
          access_token: 'member-at',
          refresh_token: 'member-rt',
          expires_in: 14400,
          token_type: 'Bearer',
          scope: 'offline_access',
        });
      }),
    );
    return { sessions, grants };
  }
  return { server, platform };
}

export const identityAnswer = (path: string, answer: () => Response, log: Recorded[]) =>
  http.post(`${IAM}${path}`, async ({ request }) => (await record(log, request), answer()));
