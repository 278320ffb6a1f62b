import * as v from 'valibot';
import { oneOf, opt, str, strict, type Out } from '../schema/kit';

export const EVENT_LIMITS = { urlLength: 2048, subscriptions: 20 } as const;

/** An app id (the signed event's audience): what a client id may be. */
const APP_ID = /^[A-Za-z0-9._~-]{1,100}$/;

/**
 * A URL as the WHATWG URL parser reads it (lower-case scheme and host, no default port, `\\` as `/`, dot segments
 * resolved, percent-encoding made canonical), without its fragment (never sent): one endpoint, one spelling, so
 * the same endpoint subscribed twice is one subscription.
 */
export function normaliseSubscriberUrl(s: string): string {
  const u = new URL(s);
  u.hash = '';
  return u.href;
}

/**
 * Where events are posted: an absolute `http(s)` URL without user or password (it would be sent to whoever runs
 * the host), kept normalised. Any host is allowed, loopback included: subscribing is the admin token's, on the
 * emulator's origin.
 */
export const subscriberUrl = v.pipe(
  str({ minLength: 1, maxLength: EVENT_LIMITS.urlLength }),
  v.check((s) => s === '' || URL.canParse(s), 'must be an absolute URL'),
  v.check((s) => !URL.canParse(s) || ['http:', 'https:'].includes(new URL(s).protocol), 'must be an http(s) URL'),
  v.check((s) => {
    const u = URL.canParse(s) ? new URL(s) : undefined;
    return !u || (u.username === '' && u.password === '');
  }, 'must not carry a user name or password'),
  v.transform(normaliseSubscriberUrl),
  v.check((s) => s.length <= EVENT_LIMITS.urlLength, `must be at most ${EVENT_LIMITS.urlLength} characters`),
);

export const appId = v.pipe(
  str({ minLength: 1, maxLength: 100 }),
  v.regex(APP_ID, 'must be 1 to 100 of A-Z a-z 0-9 . _ ~ -'),
);

export const subscriptionBody = strict({ url: subscriberUrl, appId: opt(appId) });
export type SubscriptionInput = Out<typeof subscriptionBody>;

export const deliveriesQuery = strict({
  status: opt(oneOf(['pending', 'delivered', 'failed'] as const)),
});

export const publicKeyQuery = strict({ appId: opt(appId) });
