import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { clientAddress, type AppContext, type AppEnv } from '../http';
import { PlatformError, TooManyRequestsError } from '../errors';
import { answerDestination, authorize, type AuthorizationRequest, type Destination, type Reachable } from '../tokens';
import {
  type AuthAnswer,
  createSession,
  liveSession,
  login,
  MIN_PASSWORD_LENGTH,
  proceed,
  register,
  SESSION_LIFETIME_MS,
  verifyCode,
} from '../identity';
import { type AuthRequest, type RedirectSessionRecord, startSignIn } from '../redirects';
import { messagePage, signedInPage, signInPage, stepPage } from './auth-views';
import { browserSession, loadSession, PageError, SESSION_COOKIE, sessionClientId } from './session';
import { checkForm, formToken } from './csrf';
import { frameForApp } from './frames';

type Params = Record<string, string>;
/** A page (rendered by hono's JSX, which may be asynchronous) or a redirect. */
type Answer = Response | Promise<Response>;

function withParams(uri: string, params: Params, mode: 'fragment' | 'query'): string {
  const u = new URL(uri);
  const encoded = new URLSearchParams(params).toString();
  if (mode === 'fragment') {
    u.hash = encoded;
    return u.toString();
  }
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** The destination of an answer, or the error page of one that may go nowhere. */
function reachable(to: Destination): Reachable {
  if (to.kind === 'refused') throw new PageError(400, to.title, to.reason);
  return to;
}

/** Answers the authorization request: a redirect (fragment / query) or a postMessage page (web_message). */
function answer(c: AppContext, to: Reachable, params: Params): Answer {
  if (to.kind === 'message') return c.html(messagePage(to.targets, params));
  return c.redirect(withParams(to.uri, params, to.mode), c.req.method === 'POST' ? 303 : 302);
}

/** The member signed in on the hosted pages, and the last time the password was typed (OIDC's `auth_time`). */
interface Signed {
  memberId: string;
  authTime?: number;
}

function issueCode(
  c: AppContext,
  req: AuthRequest & Pick<AuthorizationRequest, 'prompt'>,
  visitorId: string | undefined,
  signed: Signed,
): Answer {
  const member = { ...signed, ...(visitorId ? { visitorId } : {}) };
  const granted = authorize(c.get('ctx'), req, member);
  if ('refused' in granted) throw new PageError(400, granted.refused.title, granted.refused.reason);
  return answer(c, granted.to, { code: granted.code, state: req.state });
}

function finish(c: AppContext, record: RedirectSessionRecord, signed: Signed): Answer {
  if (record.kind === 'auth' && record.auth)
    return issueCode(c, { ...record.auth.authRequest, prompt: record.auth.prompt }, record.visitorId, signed);
  const next = record.callbacks.postFlowUrl;
  if (next) return c.redirect(next, 303);
  return c.html(signedInPage());
}

export function registerAuthPages(app: Hono<AppEnv>): void {
  for (const kind of ['auth', 'login'] as const) {
    app.get(`/__vitrine/pages/${kind}`, (c) => {
      const ctx = c.get('ctx');
      const record = loadSession(ctx, c.req.query('session'), kind);
      // The silent sign-in runs this page in a hidden frame of the app: only the app's origins may frame it.
      frameForApp(c, sessionClientId(record));
      const start = startSignIn(ctx, record, browserSession(c));
      if (start.kind === 'signedIn') return finish(c, record, start);
      if (start.kind === 'loginRequired') {
        const req = start.authRequest;
        const to = reachable(answerDestination(ctx, { ...req, prompt: record.auth?.prompt }));
        return answer(c, to, { error: 'login_required', error_description: start.error_description, state: req.state });
      }
      const mode = c.req.query('mode') === 'register' ? 'register' : 'login';
      return c.html(signInPage(record.id, formToken(c, record.id), { mode }));
    });

    app.post(`/__vitrine/pages/${kind}`, async (c) => {
      const ctx = c.get('ctx');
      const record = loadSession(ctx, c.req.query('session'), kind);
      frameForApp(c, sessionClientId(record));
      const form = new URLSearchParams(await c.req.text());
      checkForm(c, form, record.id);
      const csrf = formToken(c, record.id);
      const action = form.get('action') ?? 'login';
      const email = form.get('email') ?? '';
      let result: AuthAnswer;
      try {
        if (action === 'register') {
          const firstName = form.get('firstName');
          result = register(ctx, {
            email,
            password: form.get('password') ?? '',
            profile: firstName ? { firstName } : {},
            emailField: 'email',
            passwordField: 'password',
            skipCaptcha: true,
          });
        } else if (action === 'verify') result = verifyCode(ctx, form.get('code') ?? '', form.get('stateToken') ?? '');
        else if (action === 'proceed') result = proceed(ctx, form.get('stateToken') ?? '');
        else
          result = login(ctx, {
            email,
            password: form.get('password') ?? '',
            emailField: 'email',
            skipCaptcha: true,
            address: clientAddress(c),
            deviceSession: browserSession(c),
          });
      } catch (e) {
        if (!(e instanceof PlatformError)) throw e;
        // A locked member or address is told when to try again, as the API tells it.
        const status = e instanceof TooManyRequestsError ? 429 : 400;
        if (e instanceof TooManyRequestsError) c.header('retry-after', String(e.retryAfterSeconds));
        const message = e.message.startsWith('INVALID_ARGUMENT')
          ? `Enter a valid e-mail address and a password of at least ${MIN_PASSWORD_LENGTH} characters.`
          : e.message;
        if (action === 'verify' || action === 'proceed')
          return c.html(
            stepPage(
              record.id,
              csrf,
              {
                state: action === 'verify' ? 'REQUIRE_EMAIL_VERIFICATION' : 'REQUIRE_OWNER_APPROVAL',
                stateToken: form.get('stateToken') ?? '',
              },
              message,
            ),
            400,
          );
        return c.html(
          signInPage(record.id, csrf, { mode: action === 'register' ? 'register' : 'login', error: message, email }),
          status,
        );
      }
      if (result.state !== 'SUCCESS' || !result.identity) return c.html(stepPage(record.id, csrf, result));
      const sessionToken = result.sessionToken ?? createSession(ctx, result.identity.id, ctx.now());
      setCookie(c, SESSION_COOKIE, sessionToken, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      return finish(c, record, liveSession(ctx, sessionToken) ?? { memberId: result.identity.id });
    });
  }
}
