import { createClient } from '@vitrine/http';
import { isAuthError } from './errors';
import { oauth } from './oauth';
import { readBodyLimited } from './read-request-body';
import { HTTP_ONLY_REFRESH_TOKEN, REFRESH_TOKEN_KEY } from './refresh-token-apart';
import { scopeToClient } from './storage-scope';
import { postTokenRequest, tokensOf } from './token-endpoint';
import type { AuthStorage, Role, Tokens } from './types';

export interface TokenRouteOptions {
  /** The platform's host, where the token requests go on. */
  host: string;
  /** The shop's OAuth app: a request for another client id is refused. */
  clientId: string;
  /** The shop's own origin (from configuration): a request from a page of another origin is refused 403. */
  origin: string;
  /** This request's cookies, keeping the refresh token apart: `nextCookieStorage(cookies, { refreshToken: 'httpOnly' })`. */
  storage: AuthStorage;
}

// The grants a browser's strategy sends, and the role of the tokens each gives. A Map, not an object literal: a
// grant type named `__proto__`, `constructor` or `toString` is unknown like any other.
const GRANTS = new Map<string, Role | 'kept'>([
  ['anonymous', 'visitor'],
  ['authorization_code', 'member'],
  ['refresh_token', 'kept'],
]);
/** A token request is a few hundred bytes; reading stops here, whatever the client keeps sending. */
export const MAX_TOKEN_REQUEST_BYTES = 16 * 1024;

const refuse = (status: number, message: string, code = 'TOKEN_ROUTE_REFUSED'): Response =>
  Response.json({ message, details: { applicationError: { code, description: message } } }, { status });

/**
 * The server's side of `oauth({ tokenHost })`: answers a browser's token request (`POST <tokenHost>/oauth2/token`)
 * for a shop that keeps the refresh token `HttpOnly`. A renewal's refresh token is taken from the request's
 * `HttpOnly` cookie only (whatever the body says; the script sends `HTTP_ONLY_REFRESH_TOKEN`), asks the platform, keeps the new tokens in `storage` (so the refresh token goes to its
 * `HttpOnly` cookie) and answers the platform's answer with the stand-in in the refresh token's place. The
 * platform's refusals pass through as they are, so the browser's strategy reacts as it would to the platform.
 */
export async function answerTokenRequest(request: Request, options: TokenRouteOptions): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  // A page of another site may post here too (a form needs no CORS): only the shop's own pages are answered.
  if (request.headers.get('origin') !== options.origin) return refuse(403, 'Token requests come from the shop only');
  const read = await readBodyLimited(request, MAX_TOKEN_REQUEST_BYTES);
  if (!read) return refuse(413, 'The token request is too large');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(read.text) as Record<string, unknown>;
  } catch {
    return refuse(400, 'The token request is not JSON');
  }
  const grant = typeof body?.grantType === 'string' ? GRANTS.get(body.grantType) : undefined;
  if (!grant) return refuse(400, 'This grant type is not answered here');
  if (body.clientId !== options.clientId) return refuse(400, "The client id is not this shop's");

  const auth = oauth({ clientId: options.clientId, storage: options.storage });
  const platform = createClient({ host: options.host, auth });
  let role: Role = grant === 'kept' ? 'none' : grant;
  if (grant === 'kept') {
    // The refresh token comes from this browser's HttpOnly cookie only, never from the body: a stolen (even spent)
    // refresh token posted here is not relayed to the platform from the shop's server.
    const kept = await scopeToClient(options.storage, options.clientId).get(REFRESH_TOKEN_KEY);
    if (!kept) return refuse(400, 'No refresh token is kept for this browser', 'invalid_grant');
    body = { ...body, refreshToken: kept };
    role = auth.getTokens().refreshToken.role;
  }
  let answer: Record<string, unknown>;
  let tokens: Tokens;
  try {
    // A code is spent by its first exchange: never sent twice.
    answer = await postTokenRequest(platform, body, grant !== 'member');
    tokens = tokensOf(answer, role);
  } catch (error) {
    if (!isAuthError(error)) return refuse(502, 'The platform could not be reached');
    // The platform's refusal, by status and code: the browser's strategy then starts a new visitor, as it would.
    const code = error.error ?? 'TOKEN_REFUSED';
    const status = error.status === 200 ? 502 : (error.status ?? 502);
    return Response.json(
      { message: error.message, details: { applicationError: { code, description: error.message } } },
      { status },
    );
  }
  await auth.setTokens(tokens);
  return Response.json({ ...answer, refresh_token: HTTP_ONLY_REFRESH_TOKEN });
}
