// What the events README's receivers need: the app's key pair (the public half in the environment, as a server
// has it), a port for the Node server, and deliveries the platform would send about this run's real cart.
import { randomUUID } from 'node:crypto';
import { freePort } from '../../../test-support/free-port';
import { appKeys, signDelivery } from '../../platform-sdk/test/support/delivery';

export const eventKeys = await appKeys();
/** Another app's keys: what it signs is no delivery to this one. */
export const strangerKeys = await appKeys();
process.env.VITRINE_PUBLIC_KEY = eventKeys.publicKeyBase64;
// The storefront's name for it.
process.env.VITRINE_EVENTS_PUBLIC_KEY = eventKeys.publicKeyBase64;
process.env.PORT = String(await freePort());

export interface CartDelivery {
  body: string;
  cartId: string;
  eventId: string;
  lines: number;
}

/** A signed `cart_created`/`cart_updated` about `cart` (the emulator's wire answer), caused by an anonymous visitor. */
export async function cartDelivery(
  slug: 'created' | 'updated',
  cart: { id: string; lineItems: unknown[] },
  keys = eventKeys,
): Promise<CartDelivery> {
  const eventId = randomUUID();
  const body = await signDelivery(keys, {
    eventType: `wix.ecom.v1.cart_${slug}`,
    instanceId: randomUUID(),
    identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: randomUUID() },
    payload: {
      id: eventId,
      entityFqdn: 'wix.ecom.v1.cart',
      slug,
      entityId: cart.id,
      eventTime: new Date().toISOString(),
      ...(slug === 'created'
        ? { createdEvent: { entity: cart } }
        : { updatedEvent: { currentEntity: cart, modifiedFields: { lineItems: cart.lineItems } } }),
    },
  });
  return { body, cartId: cart.id, eventId, lines: cart.lineItems.length };
}

/** A signed `ProductChanged` of the catalogue. */
export const productChanged = (productId: string, changedFields: string[]): Promise<string> =>
  signDelivery(eventKeys, {
    eventType: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
    instanceId: randomUUID(),
    identity: { identityType: 'WIX_USER', wixUserId: randomUUID() },
    payload: { productId, changedFields },
  });
