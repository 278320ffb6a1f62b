import type { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../http';
import { recover } from '../identity/service';
import { MIN_PASSWORD_LENGTH } from '../identity/rules';
import { listMails } from '../inbox/service';
import { PlatformError } from '../errors';
import { checkoutPage, placeOrder, type CheckoutPage } from '../checkout/service';
import { logOut, thankYouUrl } from '../redirects/service';
import * as views from './flow-views';
import { browserSession, loadSession, PageError, SESSION_COOKIE } from './session';

/** The checkout page's state, or the error page for a checkout that cannot be shown. */
function openCheckout(view: CheckoutPage) {
  if (view.state === 'unknown') throw new PageError(404, 'Unknown checkout', 'This checkout does not exist.');
  if (view.state === 'cartGone')
    throw new PageError(404, 'Cart is gone', 'The cart of this checkout no longer exists.');
  return view;
}

export function registerFlowPages(app: Hono<AppEnv>): void {
  app.get('/__vitrine/pages/logout', (c) => {
    const ctx = c.get('ctx');
    const record = loadSession(ctx, c.req.query('session'), 'logout');
    logOut(ctx, record, browserSession(c));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    if (record.callbacks.postFlowUrl) return c.redirect(record.callbacks.postFlowUrl, 302);
    return c.html(views.signedOutPage());
  });

  app.get('/__vitrine/pages/checkout', (c) => {
    const ctx = c.get('ctx');
    const record = loadSession(ctx, c.req.query('session'), 'checkout');
    const view = openCheckout(checkoutPage(ctx, record.checkoutId));
    if (view.state === 'completed') return c.html(views.checkoutDonePage(view.orderId));
    return c.html(views.checkoutPage(record.id, view.estimate, ctx.url));
  });

  app.post('/__vitrine/pages/checkout', async (c) => {
    const ctx = c.get('ctx');
    await c.req.text();
    const record = loadSession(ctx, c.req.query('session'), 'checkout');
    const placed = openCheckout(placeOrder(ctx, record.checkoutId));
    const orderId = placed.state === 'completed' ? placed.orderId : '';
    const next = thankYouUrl(record, orderId);
    if (next) return c.redirect(next, 303);
    return c.html(views.orderPlacedPage(orderId));
  });

  app.get('/__vitrine/pages/generic', (c) => {
    const record = loadSession(c.get('ctx'), c.req.query('session'), 'generic');
    return c.html(views.genericPage(record.section, record.data, record.callbacks.postFlowUrl));
  });

  app.get('/__vitrine/pages/recover', (c) => c.html(views.recoverPage(c.req.query('recoveryToken') ?? '')));

  app.post('/__vitrine/pages/recover', async (c) => {
    const ctx = c.get('ctx');
    const form = new URLSearchParams(await c.req.text());
    try {
      const password = form.get('password') ?? '';
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new PageError(
          400,
          'Password too short',
          `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
        );
      const identity = recover(ctx, c.req.query('recoveryToken') ?? '', password);
      return c.html(views.passwordChangedPage(identity.email.address));
    } catch (e) {
      if (e instanceof PlatformError) throw new PageError(400, 'Link not valid', e.message);
      throw e;
    }
  });

  app.get('/__vitrine/inbox.json', (c) => c.json({ mails: listMails(c.get('ctx'), c.req.query('to')) }));

  app.get('/__vitrine/inbox', (c) => {
    const to = c.req.query('to');
    return c.html(views.inboxPage(to, listMails(c.get('ctx'), to)));
  });
}
