import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from '../http';
import { PlatformError } from '../errors';
import { answerDestination, authorize, type Destination, type Reachable } from '../tokens/service';
import { createSession, login, proceed, register, sessionMember, verifyCode } from '../identity/service';
import { SESSION_LIFETIME_MS, type AuthAnswer } from '../identity/rules';
import type { AuthRequest, RedirectSessionRecord } from '../redirects/records';
import { esc, page, scriptJson } from './layout';
import { cookieMember, loadSession, PageError, SESSION_COOKIE } from './session';

type Params = Record<string, string>;

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
function answer(c: AppContext, to: Reachable, params: Params): Response {
  if (to.kind === 'message') {
    const title = params.error ? 'Sign-in failed' : 'Signed in';
    // One postMessage per allowed origin, never '*': the browser delivers only the one that matches the parent.
    return c.html(
      page(
        title,
        `<div class="card"><h1>${esc(title)}</h1><p class="note">This window reports to ${esc(to.targets.join(', '))} and can be closed.</p></div>
<script>(function(){var data=${scriptJson(params)};var target=${scriptJson(to.targets[0])};var targets=${scriptJson(to.targets)};if(window.parent&&window.parent!==window){for(var i=0;i<targets.length;i++){target=targets[i];window.parent.postMessage(data,target);}}})();</script>`,
      ),
    );
  }
  return c.redirect(withParams(to.uri, params, to.mode), c.req.method === 'POST' ? 303 : 302);
}

function issueCode(c: AppContext, req: AuthRequest, visitorId: string | undefined, memberId: string): Response {
  const member = { memberId, ...(visitorId ? { visitorId } : {}) };
  const granted = authorize(c.get('ctx'), req, member, c.req.header('referer'));
  if ('refused' in granted) throw new PageError(400, granted.refused.title, granted.refused.reason);
  return answer(c, granted.to, { code: granted.code, state: req.state });
}

function finish(c: AppContext, record: RedirectSessionRecord, memberId: string): Response {
  if (record.kind === 'auth' && record.auth) return issueCode(c, record.auth.authRequest, record.visitorId, memberId);
  const next = record.callbacks.postFlowUrl;
  if (next) return c.redirect(next, 303);
  return c.html(
    page('Signed in', `<div class="card"><h1>Signed in</h1><p>You are signed in to the emulator.</p></div>`),
  );
}

function formPage(
  record: RedirectSessionRecord,
  opts: { mode?: 'login' | 'register'; error?: string; email?: string } = {},
): string {
  const mode = opts.mode ?? 'login';
  const action = `?session=${encodeURIComponent(record.id)}`;
  const other =
    mode === 'login'
      ? `<p class="note">New here? <a href="${action}&amp;mode=register">Create an account</a></p>`
      : `<p class="note">Already a member? <a href="${action}">Sign in</a></p>`;
  return page(
    mode === 'login' ? 'Sign in' : 'Create an account',
    `<div class="card"><h1>${mode === 'login' ? 'Sign in' : 'Create an account'}</h1>
${opts.error ? `<div class="error" role="alert">${esc(opts.error)}</div>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="action" value="${mode}">
${mode === 'register' ? '<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name">' : ''}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="${esc(opts.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" required autocomplete="${mode === 'login' ? 'current-password' : 'new-password'}">
<button type="submit">${mode === 'login' ? 'Sign in' : 'Create account'}</button>
</form>${other}
<p class="note">Demo member: ada@vitrine.dev / vitrine-demo</p></div>`,
  );
}

function stepPage(record: RedirectSessionRecord, a: AuthAnswer, error?: string): string {
  const action = `?session=${encodeURIComponent(record.id)}`;
  if (a.state === 'REQUIRE_EMAIL_VERIFICATION')
    return page(
      'Verify your e-mail',
      `<div class="card"><h1>Verify your e-mail</h1>${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<p>We sent a 6-digit code to your inbox (<a href="/__vitrine/inbox" target="_blank">dev inbox</a>).</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="verify"><input type="hidden" name="stateToken" value="${esc(a.stateToken)}">
<label for="code">Code</label><input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" required><button type="submit">Verify</button></form></div>`,
    );
  return page(
    'Waiting for approval',
    `<div class="card"><h1>Waiting for approval</h1>${error ? `<div class="error" role="alert">${esc(error)}</div>` : ''}
<p>The site owner has to approve your account (<code>POST /__vitrine/identities/&lt;id&gt;/approve</code>).</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="proceed"><input type="hidden" name="stateToken" value="${esc(a.stateToken)}"><button type="submit">Check again</button></form></div>`,
  );
}

export function registerAuthPages(app: Hono<AppEnv>): void {
  for (const kind of ['auth', 'login'] as const) {
    app.get(`/__vitrine/pages/${kind}`, (c) => {
      const ctx = c.get('ctx');
      const record = loadSession(ctx, c.req.query('session'), kind);
      const prompt = record.auth?.prompt ?? 'login';
      const tokenMember = sessionMember(ctx, record.auth?.authRequest.sessionToken);
      if (tokenMember) return finish(c, record, tokenMember);
      const browserMember = prompt === 'login' ? undefined : cookieMember(c);
      if (browserMember) return finish(c, record, browserMember);
      if (prompt === 'none' && record.kind === 'auth' && record.auth) {
        const req = record.auth.authRequest;
        const error_description = 'No signed-in member session; sign in with prompt "login"';
        const to = reachable(answerDestination(ctx, req, c.req.header('referer')));
        return answer(c, to, { error: 'login_required', error_description, state: req.state });
      }
      return c.html(formPage(record, { mode: c.req.query('mode') === 'register' ? 'register' : 'login' }));
    });

    app.post(`/__vitrine/pages/${kind}`, async (c) => {
      const ctx = c.get('ctx');
      const record = loadSession(ctx, c.req.query('session'), kind);
      const form = new URLSearchParams(await c.req.text());
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
          result = login(ctx, { email, password: form.get('password') ?? '', emailField: 'email', skipCaptcha: true });
      } catch (e) {
        if (!(e instanceof PlatformError)) throw e;
        const message = e.message.startsWith('INVALID_ARGUMENT')
          ? 'Enter a valid e-mail address and a password of at least 4 characters.'
          : e.message;
        if (action === 'verify' || action === 'proceed')
          return c.html(
            stepPage(
              record,
              {
                state: action === 'verify' ? 'REQUIRE_EMAIL_VERIFICATION' : 'REQUIRE_OWNER_APPROVAL',
                stateToken: form.get('stateToken') ?? '',
              },
              message,
            ),
            400,
          );
        return c.html(
          formPage(record, { mode: action === 'register' ? 'register' : 'login', error: message, email }),
          400,
        );
      }
      if (result.state !== 'SUCCESS' || !result.identity) return c.html(stepPage(record, result));
      const browserSession = result.sessionToken ?? createSession(ctx, result.identity.id);
      setCookie(c, SESSION_COOKIE, browserSession, {
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      return finish(c, record, result.identity.id);
    });
  }
}
