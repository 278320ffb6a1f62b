import type { EmulatorContext } from '../context';
import { isoNow, newId, newToken } from '../context';
import { OAuthError } from '../errors';
import { appOrigins, isLoopbackOrigin, normaliseOAuthApp, unsafeRedirectUri, type OAuthApp } from './origins';
import { isWellFormedVerifier, VERIFIER_FORMAT, verifierMatches } from './pkce';
import type { Principal } from '../principal';
import type { AuthCodeDoc, TokenAnswer } from './records';
import { revokeFamily, rotate, startFamily } from './families/service';
import type { TokenRequest } from './schemas';

export const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;

function anonymousGrant(ctx: EmulatorContext, clientId: string): TokenAnswer {
  return ctx.store.write(() => startFamily(ctx, { role: 'visitor', visitorId: newId(), clientId }));
}

function refreshGrant(ctx: EmulatorContext, clientId: string, refreshToken: string | null | undefined): TokenAnswer {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refreshToken is required for the refresh_token grant');
  // A refusal keeps what it revoked: it is thrown after the transaction commits.
  const outcome = ctx.store.write(() => rotate(ctx, clientId, refreshToken));
  if ('refused' in outcome) throw new OAuthError('invalid_grant', outcome.refused);
  return outcome.answer;
}

function codeGrant(ctx: EmulatorContext, body: TokenRequest): TokenAnswer {
  const { code, codeVerifier } = body;
  if (!code) throw new OAuthError('invalid_request', 'code is required for the authorization_code grant');
  if (!codeVerifier)
    throw new OAuthError('invalid_request', 'codeVerifier is required for the authorization_code grant');
  if (!isWellFormedVerifier(codeVerifier)) throw new OAuthError('invalid_grant', VERIFIER_FORMAT);
  const codes = ctx.store.table('auth_codes');
  // A code works once, whatever the outcome of this attempt: mark it used in its own transaction first. A code sent
  // again was stolen or leaked: what its first exchange issued is revoked (RFC 6749 §4.1.2), and stays revoked
  // (the refusal is thrown after the transaction commits).
  const doc = ctx.store.write(() => {
    const found = codes.get(code);
    if (!found) return 'unknown' as const;
    if (found.used) {
      if (found.familyId) revokeFamily(ctx, found.memberId, found.familyId);
      return 'replayed' as const;
    }
    codes.put(found.code, { ...found, used: true }, found.memberId);
    return found;
  });
  if (doc === 'unknown') throw new OAuthError('invalid_grant', 'Unknown authorization code');
  if (doc === 'replayed')
    throw new OAuthError(
      'invalid_grant',
      'The authorization code was already used; the tokens of its first exchange are now revoked',
    );
  if (doc.expiresAt <= ctx.now()) throw new OAuthError('invalid_grant', 'The authorization code has expired');
  if (doc.clientId !== body.clientId)
    throw new OAuthError('invalid_grant', 'The authorization code was issued to another client');
  // RFC 6749 §4.1.3: present, and the same, whenever the authorization request had one.
  if (doc.redirectUri !== undefined && body.redirectUri == null)
    throw new OAuthError('invalid_grant', 'redirectUri is required: the authorization request had one');
  if (doc.redirectUri !== undefined && doc.redirectUri !== body.redirectUri)
    throw new OAuthError('invalid_grant', 'redirectUri does not match the authorization request');
  if (!verifierMatches(codeVerifier, doc.codeChallenge))
    throw new OAuthError('invalid_grant', 'The code verifier does not match the code challenge');
  return ctx.store.write(() => {
    const { memberId, clientId } = doc;
    // The code carries the member's last password authentication: a silent sign-in does not make it recent.
    const authTime = doc.authTime ?? 0;
    const who = { role: 'member' as const, visitorId: doc.visitorId ?? newId(), memberId, clientId, authTime };
    const answer = startFamily(ctx, who);
    const familyId = ctx.store.table('access_tokens').get(answer.access_token)!.familyId;
    codes.put(doc.code, { ...doc, used: true, familyId }, memberId);
    if (doc.visitorId) ctx.signedIn?.(ctx, doc.visitorId, doc.memberId);
    return answer;
  });
}

function grantOf(ctx: EmulatorContext, body: TokenRequest): TokenAnswer {
  if (body.grantType === 'anonymous') return anonymousGrant(ctx, body.clientId);
  if (body.grantType === 'refresh_token') return refreshGrant(ctx, body.clientId, body.refreshToken);
  return codeGrant(ctx, body);
}

/**
 * The token endpoint: one grant of the three. Every granted token is a `token.granted` dev event (its grant type,
 * never a token), so a shop's tests can count how many visitors it minted, wherever the request came from.
 */
export function grant(ctx: EmulatorContext, body: TokenRequest): TokenAnswer {
  const answer = grantOf(ctx, body);
  ctx.store.write(() =>
    ctx.store.event('token.granted', body.clientId, isoNow(ctx), {
      clientId: body.clientId,
      grantType: body.grantType,
    }),
  );
  return answer;
}

/** The member a code is for: the visitor whose cart joins, and the last password authentication of the session. */
export interface SignedInMember {
  memberId: string;
  visitorId?: string;
  authTime?: number;
}

export interface CodeRequest {
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** A one-use authorization code for a member who signed in on a hosted page. */
function issueAuthCode(ctx: EmulatorContext, req: CodeRequest, member: SignedInMember): string {
  const { memberId, visitorId, authTime } = member;
  const doc: AuthCodeDoc = {
    code: newToken('code'),
    clientId: req.clientId,
    ...(req.redirectUri !== undefined ? { redirectUri: req.redirectUri } : {}),
    codeChallenge: req.codeChallenge,
    codeChallengeMethod: req.codeChallengeMethod,
    memberId,
    ...(visitorId ? { visitorId } : {}),
    expiresAt: ctx.now() + AUTH_CODE_LIFETIME_MS,
    used: false,
    ...(authTime !== undefined ? { authTime } : {}),
  };
  ctx.store.write(() => ctx.store.table('auth_codes').put(doc.code, doc, memberId));
  return doc.code;
}

/** `undefined` header → null; an unknown or expired value → 'invalid'. */
export function resolvePrincipal(ctx: EmulatorContext, header: string | undefined): Principal | null | 'invalid' {
  if (header === undefined || header === '') return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  if (ctx.store.table('api_keys').get(value)) return { kind: 'apiKey', key: value };
  const token = ctx.store.table('access_tokens').get(value);
  if (!token || token.expiresAt <= ctx.now()) return 'invalid';
  const { visitorId, clientId, familyId } = token;
  if (token.role === 'member' && token.memberId)
    return { kind: 'member', memberId: token.memberId, visitorId, clientId, familyId, authTime: token.authTime };
  return { kind: 'visitor', visitorId, clientId, familyId };
}

/** Adds or replaces apps (persisted: they survive a restart on the same database). */
export function saveOAuthApps(ctx: EmulatorContext, apps: readonly OAuthApp[]): OAuthApp[] {
  const normalised = apps.map(normaliseOAuthApp);
  ctx.store.write(() => {
    for (const app of normalised) ctx.store.table('oauth_apps').put(app.clientId, app);
  });
  return normalised;
}

export function listOAuthApps(ctx: EmulatorContext): OAuthApp[] {
  return ctx.store.table('oauth_apps').all();
}

/**
 * Why the browser may not be sent to a page of `origin` for `clientId` (a checkout's or logout's callback, a reset
 * link; never a code), or undefined when it may: the app's origins; loopback only for a client id with no app.
 */
export function redirectRefusal(ctx: EmulatorContext, clientId: string, origin: string): string | undefined {
  const app = ctx.store.table('oauth_apps').get(clientId);
  if (app) {
    return appOrigins(app).includes(origin)
      ? undefined
      : `has the origin ${origin}, which the OAuth app ${clientId} does not allow`;
  }
  return isLoopbackOrigin(origin)
    ? undefined
    : `has the origin ${origin}; client ${clientId} has no OAuth app, so only loopback origins are allowed`;
}

/** `uri` with its port taken out: what a loopback redirect URI is compared by when the app allows any port. */
const withoutPort = (uri: string): string => {
  const url = new URL(uri);
  url.port = '';
  return url.href;
};

/**
 * Why a sign-in's answer (a code, or an error) may not go to `redirectUri` for `clientId`, or undefined when it may
 * (RFC 9700 §4.1.3): one of the app's exact redirect URIs, string for string; a URI with a path on one of its allowed
 * origins, its scheme and host written as the origin is (an origin alone only for `web_message`); a loopback URI on another port only for an app that allows any
 * loopback port, and never for a silent sign-in (`prompt: 'none'`). Never a fragment, a user name or a backslash,
 * and nothing for a client id with no OAuth app.
 */
export function redirectUriRefusal(
  ctx: EmulatorContext,
  clientId: string,
  redirectUri: string,
  prompt: string | undefined,
): string | undefined {
  const app = ctx.store.table('oauth_apps').get(clientId);
  if (!app)
    return `is for client ${clientId}, which has no OAuth app: register its redirect URIs (--oauth-app ${clientId}=<redirect URI>)`;
  const unsafe = unsafeRedirectUri(redirectUri);
  if (unsafe) return unsafe;
  if (app.redirectUris?.includes(redirectUri)) return undefined;
  const origin = new URL(redirectUri).origin;
  // An origin alone (no path) is a place to post a `web_message` answer to (`answerDestination`), never one to send
  // a code to by navigation: that needs a path on the origin.
  const onOrigin = redirectUri.startsWith(`${origin}/`);
  if (app.allowedRedirectOrigins?.includes(origin) && onOrigin) return undefined;
  if (app.loopbackAnyPort && isLoopbackOrigin(origin)) {
    const registered = app.redirectUris?.some((uri) => withoutPort(uri) === withoutPort(redirectUri));
    if (registered && prompt === 'none') return 'may use another loopback port only with a sign-in the member sees';
    if (registered) return undefined;
  }
  return `${redirectUri} is not a redirect URI of the OAuth app ${clientId}`;
}

/**
 * Where a silent sign-in without a redirect URI posts its answer: every origin of the registered app; nowhere for a
 * client id with no app.
 */
export function messageTargets(ctx: EmulatorContext, clientId: string): string[] {
  const app = ctx.store.table('oauth_apps').get(clientId);
  return app ? appOrigins(app) : [];
}

/** Where the answer of an authorization request goes, or why it goes nowhere. */
export type Destination =
  | { kind: 'redirect'; uri: string; mode: 'fragment' | 'query' }
  | { kind: 'message'; targets: string[] }
  | { kind: 'refused'; title: string; reason: string };

export type Refusal = Extract<Destination, { kind: 'refused' }>;
export type Reachable = Exclude<Destination, Refusal>;

export interface AuthorizationRequest extends CodeRequest {
  responseMode: 'fragment' | 'query' | 'web_message';
  /** `none` for a silent sign-in. */
  prompt?: string;
}

/**
 * Where the answer of an authorization request may go, checked again when it is answered (an app can change after
 * the session was created): its redirect URI by the app's rules (`redirectUriRefusal`), or, for a `web_message`
 * answer, the page's origin. A `web_message` answer is posted to an origin, never navigated to, so its redirect URI
 * may be that origin alone (the SDK's silent sign-in sends `location.origin`) when the origin is the app's.
 */
export function answerDestination(ctx: EmulatorContext, req: AuthorizationRequest): Destination {
  if (req.redirectUri !== undefined) {
    const origin = URL.canParse(req.redirectUri) ? new URL(req.redirectUri).origin : undefined;
    const app = ctx.store.table('oauth_apps').get(req.clientId);
    const toOrigin = req.responseMode === 'web_message' && app !== undefined && req.redirectUri === origin;
    const refused = toOrigin
      ? redirectRefusal(ctx, req.clientId, origin!)
      : redirectUriRefusal(ctx, req.clientId, req.redirectUri, req.prompt);
    if (refused) return { kind: 'refused', title: 'Redirect not allowed', reason: `The redirect URI ${refused}.` };
    if (req.responseMode === 'web_message') return { kind: 'message', targets: [origin!] };
    return { kind: 'redirect', uri: req.redirectUri, mode: req.responseMode === 'query' ? 'query' : 'fragment' };
  }
  const targets = messageTargets(ctx, req.clientId);
  if (targets.length > 0) return { kind: 'message', targets };
  const reason =
    `Client ${req.clientId} has no OAuth app, so the sign-in result is not sent anywhere. ` +
    `Register the app (--oauth-app ${req.clientId}=<redirect URI>).`;
  return { kind: 'refused', title: 'Nowhere to report', reason };
}

/** A code for a signed-in member, made only when there is a place it may be sent (checked first). */
export function authorize(
  ctx: EmulatorContext,
  req: AuthorizationRequest,
  member: SignedInMember,
): { refused: Refusal } | { to: Reachable; code: string } {
  const to = answerDestination(ctx, req);
  if (to.kind === 'refused') return { refused: to };
  return { to, code: issueAuthCode(ctx, req, member) };
}
