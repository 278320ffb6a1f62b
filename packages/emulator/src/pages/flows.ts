import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { MIN_PASSWORD_LENGTH, recover } from '../identity';
import { PlatformError } from '../errors';
import { checkoutPage, placeOrder, type CheckoutPage } from '../checkout';
import { thankYouUrl } from '../redirects';
import * as views from './flow-views';
import { loadSession, PageError, sessionClientId } from './session';
import { checkForm, formToken } from './csrf';
import { frameForApp } from './frames';

/** The checkout page's state, or the error page for a checkout that cannot be shown. */
function openCheckout(view: CheckoutPage) {
  if (view.state === 'unknown') throw new PageError(404, 'Unknown checkout', 'This checkout does not exist.');
  if (view.state === 'cartGone')
    throw new PageError(404, 'Cart is gone', 'The cart of this checkout no longer exists.');
  return view;
}

export function registerFlowPages(app: Hono<AppEnv>): void {
  app.get('/__vitrine/pages/checkout', (c) => {
    const ctx = c.get('ctx');
    const record = loadSession(ctx, c.req.query('session'), 'checkout');
    frameForApp(c, sessionClientId(record));
    const view = openCheckout(checkoutPage(ctx, record.checkoutId));
    // Back from the shop's thank-you page lands here: the order, and the way back to it and to the shop.
    if (view.state === 'completed')
      return c.html(
        views.checkoutDonePage(
          view.orderId,
          thankYouUrl(record, view.orderId),
          record.callbacks.postFlowUrl ?? undefined,
        ),
      );
    return c.html(
      views.checkoutPage(
        record.id,
        formToken(c, record.id),
        view.estimate,
        ctx.url,
        record.callbacks.postFlowUrl ?? undefined,
      ),
    );
  });

  app.post('/__vitrine/pages/checkout', async (c) => {
    const ctx = c.get('ctx');
    const form = new URLSearchParams(await c.req.text());
    const record = loadSession(ctx, c.req.query('session'), 'checkout');
    frameForApp(c, sessionClientId(record));
    checkForm(c, form, record.id);
    const placed = openCheckout(placeOrder(ctx, record.checkoutId));
    if (placed.state === 'open') {
      const page = views.checkoutPage(
        record.id,
        formToken(c, record.id),
        placed.estimate,
        ctx.url,
        record.callbacks.postFlowUrl ?? undefined,
        true,
      );
      return c.html(page, 409);
    }
    const orderId = placed.state === 'completed' ? placed.orderId : '';
    const next = thankYouUrl(record, orderId);
    if (next) return c.redirect(next, 303);
    return c.html(views.orderPlacedPage(orderId));
  });

  app.get('/__vitrine/pages/generic', (c) => {
    const record = loadSession(c.get('ctx'), c.req.query('session'), 'generic');
    return c.html(views.genericPage(record.section, record.data, record.callbacks.postFlowUrl));
  });

  app.get('/__vitrine/pages/recover', (c) => {
    const recoveryToken = c.req.query('recoveryToken') ?? '';
    return c.html(views.recoverPage(recoveryToken, formToken(c, recoveryToken)));
  });

  app.post('/__vitrine/pages/recover', async (c) => {
    const ctx = c.get('ctx');
    const form = new URLSearchParams(await c.req.text());
    const recoveryToken = c.req.query('recoveryToken') ?? '';
    checkForm(c, form, recoveryToken);
    try {
      const password = form.get('password') ?? '';
      if (password.length < MIN_PASSWORD_LENGTH)
        throw new PageError(
          400,
          'Password too short',
          `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
        );
      const identity = recover(ctx, recoveryToken, password);
      return c.html(views.passwordChangedPage(identity.email.address));
    } catch (e) {
      if (e instanceof PlatformError) throw new PageError(400, 'Link not valid', e.message);
      throw e;
    }
  });
}
