import type { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from '../http';
import { destinationRefusal, logOut, type RedirectSessionRecord } from '../redirects';
import { checkForm, formToken } from './csrf';
import { confirmLogoutPage, signedOutPage } from './flow-views';
import { navigationOrigin } from '../origin';
import { browserSession, loadSession, SESSION_COOKIE, sessionClientId } from './session';

/** Whether the browser came from one of the app's origins, as its storefront sends it on sign-out. */
function fromTheApp(c: AppContext, record: RedirectSessionRecord): boolean {
  const origin = navigationOrigin(c);
  if (origin === undefined || !URL.canParse(origin)) return false;
  return destinationRefusal(c.get('ctx'), sessionClientId(record), origin) === undefined;
}

function signOut(c: AppContext, record: RedirectSessionRecord, status: 302 | 303): Response | Promise<Response> {
  logOut(c.get('ctx'), record, browserSession(c));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  if (record.callbacks.postFlowUrl) return c.redirect(record.callbacks.postFlowUrl, status);
  return c.html(signedOutPage());
}

/**
 * The logout page signs out at once when the app's own page sent the browser; a link from anywhere else (a forged
 * logout) gets a page that asks, whose button posts the form back.
 */
export function registerLogoutPages(app: Hono<AppEnv>): void {
  app.get('/__vitrine/pages/logout', (c) => {
    const record = loadSession(c.get('ctx'), c.req.query('session'), 'logout');
    if (fromTheApp(c, record)) return signOut(c, record, 302);
    return c.html(confirmLogoutPage(record.id, formToken(c, record.id), record.callbacks.postFlowUrl));
  });

  app.post('/__vitrine/pages/logout', async (c) => {
    const record = loadSession(c.get('ctx'), c.req.query('session'), 'logout');
    checkForm(c, new URLSearchParams(await c.req.text()), record.id);
    return signOut(c, record, 303);
  });
}
