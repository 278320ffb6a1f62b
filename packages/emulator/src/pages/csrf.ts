import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../http';
import { crossOriginRefusal } from '../origin';
import { PageError } from './session';

/** The hidden field of every hosted form. */
export const CSRF_FIELD = 'csrfToken';
/** This browser's random key (HttpOnly): a form's token is signed for it and for the form's purpose. */
const FORM_COOKIE = 'vitrine_form';
const KEY_FORM = /^[A-Za-z0-9_-]{43}$/;

function sign(c: AppContext, browserKey: string, purpose: string): string {
  return createHmac('sha256', c.get('ctx').formKey).update(`${browserKey}\n${purpose}`).digest('base64url');
}

/**
 * The CSRF token of a form shown to this browser for `purpose` (a redirect session, a recovery token). It is bound
 * to both, so a token the attacker fetched for his own browser does not work in the victim's.
 */
export function formToken(c: AppContext, purpose: string): string {
  let key = getCookie(c, FORM_COOKIE);
  if (!key || !KEY_FORM.test(key)) {
    key = randomBytes(32).toString('base64url');
    setCookie(c, FORM_COOKIE, key, { path: '/__vitrine/pages/', httpOnly: true, sameSite: 'Lax' });
  }
  return sign(c, key, purpose);
}

/**
 * Refuses a hosted form's POST that another origin sent (login CSRF, forged logout or order), or that does not carry
 * the token this browser was shown for `purpose`.
 */
export function checkForm(c: AppContext, form: URLSearchParams, purpose: string): void {
  const refused = crossOriginRefusal(c);
  if (refused) throw new PageError(403, 'Request refused', `This form ${refused}, so it was not sent.`);
  const key = getCookie(c, FORM_COOKIE);
  const sent = Buffer.from(form.get(CSRF_FIELD) ?? '');
  const expected = Buffer.from(key && KEY_FORM.test(key) ? sign(c, key, purpose) : '');
  if (expected.length === 0 || sent.length !== expected.length || !timingSafeEqual(sent, expected))
    throw new PageError(
      403,
      'Form expired',
      'This form was not sent from the page this browser was shown. Open the page again and send it from there.',
    );
}
