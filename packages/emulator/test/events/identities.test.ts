import { afterAll, describe, expect, test } from 'vitest';
import { LAYOUTS, line } from '../helpers';
import { TEST_OAUTH_APPS } from '../sdk/setup';
import { bootForFile } from '../support/boot';
import { hostedLogin, params, postForm, REDIRECT } from '../support/hosted-login';
import { pkce } from '../support/pkce';
import { pick, startReceiver, verify, type Decoded } from './receiver';

const receiver = await startReceiver();
afterAll(() => receiver.close());
const { emu, client } = await bootForFile({ oauthApps: TEST_OAUTH_APPS, events: { subscribers: [receiver.url] } });
const publicKey = await emu.eventsPublicKey();
const { authSession, exchange } = hostedLogin(client);
const cart = LAYOUTS.api.cart;

let seen = 0;
/** The v1 events of the next `count` changes; each change also sends its Cart V2 event, with the same identity. */
async function next(count: number): Promise<Decoded[]> {
  const fresh = (await receiver.waitFor(seen + 2 * count)).slice(seen);
  seen += 2 * count;
  const all = await Promise.all(fresh.map((r) => verify(r.body, publicKey)));
  const v1 = all.filter((d) => d.eventType.startsWith('wix.ecom.v1.'));
  const twin = (d: Decoded) =>
    all.find((e) => e.eventType === d.eventType.replace('.v1.', '.v2.') && e.payload.entityId === d.payload.entityId);
  expect(v1.map((d) => twin(d)?.identity)).toEqual(v1.map((d) => d.identity));
  return v1;
}
/**
 * The v1 events from here up to the first one `last` accepts. A cart's update waiting behind another is replaced by
 * the newer one (the outbox keeps one per cart), so how many of a burst of updates arrive depends on the worker's
 * pace: the test waits for the one that matters.
 */
async function nextUntil(last: (d: Decoded) => boolean): Promise<Decoded[]> {
  for (let count = receiver.received.length + 1; ; count = receiver.received.length + 1) {
    const fresh = receiver.received.slice(seen);
    const v1 = (await Promise.all(fresh.map((r) => verify(r.body, publicKey)))).filter((d) =>
      d.eventType.startsWith('wix.ecom.v1.'),
    );
    const at = v1.findIndex(last);
    if (at >= 0) {
      seen += fresh.length;
      return v1.slice(0, at + 1);
    }
    await receiver.waitFor(count);
  }
}
const brief = (d: Decoded) => [d.eventType, d.identity, d.payload.entityId];

describe('the identity of each caller kind', () => {
  test('a visitor signing in: the merge is the member’s; the member’s changes, checkout and order are MEMBER', async () => {
    const v = await client.visitor('shop');
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 2)] },
    });
    const [made] = await next(1);
    const visitorId = made!.identity.anonymousVisitorId as string;
    expect(made!.identity).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: visitorId });
    const visitorCart = made!.payload.entityId as string;

    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, { challenge, mode: 'query' });
    const done = await postForm(session.fullUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    const code = params(done.headers.get('location')!, 'search').code!;
    const tokens = await exchange(code, verifier, REDIRECT);
    expect(tokens.status).toBe(200);
    const memberToken = tokens.body.access_token as string;
    const [merged, gone] = pick(await next(2), ['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_deleted']);
    const member = { identityType: 'MEMBER', memberId: merged!.identity.memberId as string };
    expect(member.memberId).toBe('member-ada'); // the demo seed's member
    const memberCart = merged!.payload.entityId as string;
    expect(brief(merged!)).toEqual(['wix.ecom.v1.cart_created', member, memberCart]);
    expect(merged!.payload.createdEvent.entity.lineItems).toHaveLength(1);
    expect(brief(gone!)).toEqual(['wix.ecom.v1.cart_deleted', member, visitorCart]);

    await client.call('PATCH', cart, { token: memberToken, body: { cartInfo: { buyerNote: 'ring twice' } } });
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: memberToken,
      body: { channelType: 'WEB' },
    });
    expect(checkout.status).toBe(200);
    // The note's update and the checkout's (the first may have been replaced by the second while it waited).
    const updates = await nextUntil(
      (d) => d.payload.updatedEvent?.currentEntity.checkoutId === checkout.body.checkoutId,
    );
    expect(updates.map(brief)).toEqual(updates.map(() => ['wix.ecom.v1.cart_updated', member, memberCart]));
    expect(updates.at(-1)!.payload.updatedEvent.currentEntity.buyerNote).toBe('ring twice');

    // The hosted checkout page places the order with no token: the cart goes as its owner's.
    const page = await client.call('POST', LAYOUTS.api.redirects, {
      token: memberToken,
      body: { ecomCheckout: { checkoutId: checkout.body.checkoutId }, callbacks: { thankYouPageUrl: REDIRECT } },
    });
    expect((await postForm(page.body.redirectSession.fullUrl, {})).status).toBe(303);
    const ordered = await nextUntil((d) => d.eventType === 'wix.ecom.v1.cart_deleted');
    expect(ordered.map(brief)).toEqual([['wix.ecom.v1.cart_deleted', member, memberCart]]);
  });
});
