import type { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppEnv } from '../http';
import { endSessions, recover } from '../identity/service';
import { listMails } from '../inbox/service';
import { PlatformError } from '../errors';
import { checkoutPage, placeOrder, type CheckoutPage } from '../checkout/service';
import { esc, page } from './layout';
import { cookieMember, loadSession, PageError, SESSION_COOKIE } from './session';

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
    const memberId = record.memberId ?? cookieMember(c);
    if (memberId) endSessions(ctx, memberId);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    if (record.callbacks.postFlowUrl) return c.redirect(record.callbacks.postFlowUrl, 302);
    return c.html(
      page('Signed out', '<div class="card"><h1>Signed out</h1><p>You are signed out of the emulator.</p></div>'),
    );
  });

  app.get('/__vitrine/pages/checkout', (c) => {
    const ctx = c.get('ctx');
    const record = loadSession(ctx, c.req.query('session'), 'checkout');
    const view = openCheckout(checkoutPage(ctx, record.checkoutId));
    if (view.state === 'completed')
      return c.html(
        page(
          'Order placed',
          `<div class="card"><h1>Order placed</h1><p>This checkout is already complete (order ${esc(view.orderId)}).</p></div>`,
        ),
      );
    const est = view.estimate;
    const abs = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? ctx.url + url : url);
    const rows = est.cart.lineItems
      .map(
        (
          l,
        ) => `<tr><td>${l.image ? `<img class="thumb" src="${esc(abs(l.image.url))}" alt="${esc(l.image.altText)}">` : ''}</td>
<td>${esc(l.productName.original)}<div class="note">${l.descriptionLines.map((d) => esc(`${d.name.original}: ${'plainText' in d ? d.plainText?.original : d.colorInfo?.original}`)).join(' · ')}</div>
${l.availability.status !== 'AVAILABLE' ? `<div class="note">${esc(l.availability.status)}</div>` : ''}</td>
<td class="num">${l.quantity} × ${esc(l.price.formattedAmount)}</td></tr>`,
      )
      .join('');
    const s = est.priceSummary;
    const action = `?session=${encodeURIComponent(record.id)}`;
    return c.html(
      page(
        'Checkout',
        `<div class="card"><h1>Checkout</h1>
<table><thead><tr><th></th><th>Item</th><th class="num">Price</th></tr></thead><tbody>${rows}</tbody></table>
<table>
<tr><td>Subtotal</td><td class="num">${esc(s.subtotal.formattedAmount)}</td></tr>
<tr><td>Discount</td><td class="num">${esc(s.discount.formattedAmount)}</td></tr>
<tr><td>Shipping${est.shippingInfo.selectedCarrierServiceOption ? ` (${esc(est.shippingInfo.selectedCarrierServiceOption.title)})` : ''}</td><td class="num">${esc(s.shipping.formattedAmount)}</td></tr>
<tr><td>Included VAT (19 %)</td><td class="num">${esc(s.tax.formattedAmount)}</td></tr>
<tr class="total"><td>Total</td><td class="num">${esc(s.total.formattedAmount)}</td></tr>
</table>
<form method="post" action="${action}"><button type="submit">Place order</button></form>
<p class="note">No payment is taken: the emulator records the order and empties the cart.</p></div>`,
      ),
    );
  });

  app.post('/__vitrine/pages/checkout', async (c) => {
    const ctx = c.get('ctx');
    await c.req.text();
    const record = loadSession(ctx, c.req.query('session'), 'checkout');
    const placed = openCheckout(placeOrder(ctx, record.checkoutId));
    const result = { orderId: placed.state === 'completed' ? placed.orderId : '' };
    const target = record.callbacks.thankYouPageUrl ?? record.callbacks.postFlowUrl;
    if (target) {
      const u = new URL(target);
      u.searchParams.set('orderId', result.orderId);
      return c.redirect(u.toString(), 303);
    }
    return c.html(
      page('Order placed', `<div class="card"><h1>Thank you</h1><p>Order ${esc(result.orderId)} is placed.</p></div>`),
    );
  });

  app.get('/__vitrine/pages/generic', (c) => {
    const ctx = c.get('ctx');
    const record = loadSession(ctx, c.req.query('session'), 'generic');
    const next = record.callbacks.postFlowUrl;
    return c.html(
      page(
        record.section,
        `<div class="card"><h1>${esc(record.section)}</h1><p>The emulator does not emulate this flow; it shows the request and lets you continue.</p>
<pre>${esc(JSON.stringify(record.data, null, 2))}</pre>${next ? `<a class="button" href="${esc(next)}">Continue</a>` : ''}</div>`,
      ),
    );
  });

  app.get('/__vitrine/pages/recover', (c) => {
    const token = c.req.query('recoveryToken') ?? '';
    return c.html(
      page(
        'Choose a new password',
        `<div class="card"><h1>Choose a new password</h1><form method="post" action="?recoveryToken=${esc(encodeURIComponent(token))}">
<label for="password">New password</label><input id="password" name="password" type="password" required minlength="4" autocomplete="new-password">
<button type="submit">Save password</button></form></div>`,
      ),
    );
  });

  app.post('/__vitrine/pages/recover', async (c) => {
    const ctx = c.get('ctx');
    const form = new URLSearchParams(await c.req.text());
    try {
      const password = form.get('password') ?? '';
      if (password.length < 4)
        throw new PageError(400, 'Password too short', 'Choose a password of at least 4 characters.');
      const identity = recover(ctx, c.req.query('recoveryToken') ?? '', password);
      return c.html(
        page(
          'Password changed',
          `<div class="card"><h1>Password changed</h1><p>${esc(identity.email.address)} can sign in with the new password.</p></div>`,
        ),
      );
    } catch (e) {
      if (e instanceof PlatformError) throw new PageError(400, 'Link not valid', e.message);
      throw e;
    }
  });

  app.get('/__vitrine/inbox.json', (c) => c.json({ mails: listMails(c.get('ctx'), c.req.query('to')) }));

  app.get('/__vitrine/inbox', (c) => {
    const to = c.req.query('to');
    const list = listMails(c.get('ctx'), to);
    const rows = list
      .map(
        (
          m,
        ) => `<tr><td class="note">${esc(m.createdDate.replace('T', ' ').slice(0, 19))}</td><td>${esc(m.to)}</td><td><strong>${esc(m.subject)}</strong><div>${esc(m.text)}</div>
${m.link ? `<a href="${esc(m.link)}">Open link</a>` : ''}</td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Dev inbox',
        `<div class="card"><h1>Dev inbox${to ? ` for ${esc(to)}` : ''}</h1><p class="note">Mails the emulator "sent". JSON: <a href="/__vitrine/inbox.json">/__vitrine/inbox.json?to=&lt;email&gt;</a></p>
${list.length ? `<table><thead><tr><th>When</th><th>To</th><th>Mail</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}</div>`,
      ),
    );
  });
}
