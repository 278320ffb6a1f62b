import type { EmulatorContext } from '../context';
import { newId } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import type { Principal } from '../principal';
import { checkoutForSession } from '../checkout';
import { answerDestination } from '../tokens';
import { endSessions, sessionMember } from '../identity';
import type { AuthRequest, RedirectSessionRecord } from './records';
import { INTENTS, type RedirectSessionRequest } from './schemas';
import { checkCallbackOrigins, sessionClient } from './callbacks';

export const REDIRECT_SESSION_LIFETIME_MS = 30 * 60 * 1000;
const REDIRECT_URI = 'auth.authRequest.redirectUri';

/** `undefined` is absent; anything else (also `null`) must be an absolute http(s) URL. */
function absoluteUrl(value: string | null | undefined, field: string): void {
  if (value === undefined) return;
  const url = value !== null && URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === 'http:' || url?.protocol === 'https:') return;
  throw new ValidationError([{ field, description: 'must be an absolute http(s) URL', violatedRule: 'FORMAT' }]);
}

/**
 * The platform refuses an authorization request whose redirect URI is not on one of the app's origins; only the
 * silent sign-in (`web_message`) may leave the redirect URI out. `redirectUri` is already an absolute http(s) URL.
 */
function checkRedirectUri(ctx: EmulatorContext, req: AuthRequest, prompt: string): void {
  if (req.redirectUri === undefined) {
    if (req.responseMode !== 'web_message')
      throw new ValidationError([
        {
          field: REDIRECT_URI,
          description: 'is required unless responseMode is web_message',
          violatedRule: 'REQUIRED_FIELD',
        },
      ]);
    return;
  }
  // The rule the answer will meet (checked again then): refused here, before a member is asked to sign in.
  const to = answerDestination(ctx, { ...req, prompt });
  if (to.kind === 'refused') {
    const description = to.reason.replace(/^The redirect URI /, '').replace(/\.$/, '');
    throw new ValidationError([{ field: REDIRECT_URI, description, violatedRule: 'VALIDATION' }]);
  }
}

function authRequestOf(a: NonNullable<RedirectSessionRequest['auth']>['authRequest']): AuthRequest {
  absoluteUrl(a.redirectUri, REDIRECT_URI);
  return {
    ...(a.redirectUri ? { redirectUri: a.redirectUri } : {}),
    clientId: a.clientId,
    codeChallenge: a.codeChallenge,
    codeChallengeMethod: a.codeChallengeMethod,
    responseMode: a.responseMode ?? 'fragment',
    responseType: 'code',
    ...(a.scope != null ? { scope: a.scope } : {}),
    state: a.state,
    ...(a.sessionToken != null ? { sessionToken: a.sessionToken } : {}),
  };
}

function intentOf(body: RedirectSessionRequest): (typeof INTENTS)[number] {
  const present = INTENTS.filter((k) => body[k] !== undefined);
  const [section] = present;
  if (present.length !== 1 || !section) {
    const got = present.length ? ` (got ${present.join(', ')})` : '';
    const description = `must name exactly one of ${INTENTS.join(', ')}${got}`;
    throw new ValidationError([{ field: 'body', description, violatedRule: 'VALIDATION' }]);
  }
  return section;
}

/** The session's page and its own part of the request, per intent. */
function intentParts(
  ctx: EmulatorContext,
  p: Principal,
  body: RedirectSessionRequest,
  section: (typeof INTENTS)[number],
): Partial<RedirectSessionRecord> {
  if (section === 'auth' && body.auth) {
    const authRequest = authRequestOf(body.auth.authRequest);
    const prompt = body.auth.prompt ?? 'login';
    checkRedirectUri(ctx, authRequest, prompt);
    return { kind: 'auth', auth: { authRequest, prompt } };
  }
  if (section === 'login') return { kind: 'login' };
  if (section === 'logout') return { kind: 'logout', logout: { clientId: body.logout?.clientId ?? '' } };
  if (section === 'ecomCheckout' && body.ecomCheckout) {
    return { kind: 'checkout', checkoutId: checkoutForSession(ctx, p, body.ecomCheckout.checkoutId).id };
  }
  return {};
}

export function createRedirectSession(ctx: EmulatorContext, p: Principal, body: RedirectSessionRequest) {
  const section = intentOf(body);
  const callbacks = body.callbacks ?? {};
  absoluteUrl(callbacks.postFlowUrl, 'callbacks.postFlowUrl');
  absoluteUrl(callbacks.thankYouPageUrl, 'callbacks.thankYouPageUrl');
  const clientId = sessionClient(p, body);
  checkCallbackOrigins(ctx, clientId, callbacks);
  const record: RedirectSessionRecord = {
    id: newId(),
    kind: 'generic',
    section,
    createdAt: ctx.now(),
    expiresAt: ctx.now() + REDIRECT_SESSION_LIFETIME_MS,
    ...(p.kind !== 'apiKey' ? { visitorId: p.visitorId } : {}),
    ...(p.kind === 'member' ? { memberId: p.memberId } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
    callbacks,
    data: { ...body[section] },
    ...intentParts(ctx, p, body, section),
  };
  ctx.store.write(() => ctx.store.table('redirect_sessions').put(record.id, record));
  const endpoint = `${ctx.url}/__vitrine/pages/${record.kind}`;
  const sessionToken = record.auth?.authRequest.sessionToken;
  return {
    id: record.id,
    fullUrl: `${endpoint}?session=${record.id}`,
    urlDetails: { endpoint, searchParams: { session: record.id } },
    ...(sessionToken ? { sessionToken } : {}),
  };
}

/** A live session of `kind`, or why there is none. */
export function findRedirectSession(
  ctx: EmulatorContext,
  id: string | undefined,
  kind: RedirectSessionRecord['kind'],
): RedirectSessionRecord | 'unknown' | 'expired' {
  const record = id ? ctx.store.table('redirect_sessions').get(id) : undefined;
  if (!record || record.kind !== kind) return 'unknown';
  return record.expiresAt <= ctx.now() ? 'expired' : record;
}

/** How a hosted sign-in page starts: with a member already signed in, with an error (prompt none), or a form. */
export type SignInStart =
  | { kind: 'signedIn'; memberId: string }
  | { kind: 'loginRequired'; authRequest: AuthRequest; error_description: string }
  | { kind: 'form' };

/**
 * The member of the request's session token is signed in; so is the browser's member, unless the request asks to
 * prompt for a login. With nobody signed in, `prompt: 'none'` answers `login_required` instead of showing a form.
 */
export function startSignIn(
  ctx: EmulatorContext,
  record: RedirectSessionRecord,
  browserSession: string | undefined,
): SignInStart {
  const prompt = record.auth?.prompt ?? 'login';
  const memberId =
    sessionMember(ctx, record.auth?.authRequest.sessionToken) ??
    (prompt === 'login' ? undefined : sessionMember(ctx, browserSession));
  if (memberId) return { kind: 'signedIn', memberId };
  if (prompt === 'none' && record.kind === 'auth' && record.auth) {
    const error_description = 'No signed-in member session; sign in with prompt "login"';
    return { kind: 'loginRequired', authRequest: record.auth.authRequest, error_description };
  }
  return { kind: 'form' };
}

/** A logout ends every session of the member who created it, or else of the browser's member. */
export function logOut(ctx: EmulatorContext, record: RedirectSessionRecord, browserSession: string | undefined): void {
  const memberId = record.memberId ?? sessionMember(ctx, browserSession);
  if (memberId) endSessions(ctx, memberId);
}

/** Where a placed order returns: the thank-you page, else the post-flow URL, with the order id. */
export function thankYouUrl(record: RedirectSessionRecord, orderId: string): string | undefined {
  const target = record.callbacks.thankYouPageUrl ?? record.callbacks.postFlowUrl;
  if (!target) return undefined;
  const url = new URL(target);
  url.searchParams.set('orderId', orderId);
  return url.toString();
}

/**
 * Cart V2's `getCheckoutUrl`: the hosted checkout of the cart (its id is the checkout's), through a redirect session
 * made for it, so the page works as it does for a session the shop creates.
 */
export function cartCheckoutUrl(ctx: EmulatorContext, p: Principal, cartId: string): string {
  try {
    return createRedirectSession(ctx, p, { ecomCheckout: { checkoutId: cartId } }).fullUrl;
  } catch (e) {
    if (e instanceof NotFoundError) throw new NotFoundError('CART_NOT_FOUND', `Cart ${cartId} not found`);
    throw e;
  }
}
