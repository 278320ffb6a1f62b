import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import { sendMail } from '../inbox';
import type { Principal } from '../principal';
import {
  attachCheckout,
  cartForCheckout,
  cartForCheckoutById,
  deleteCartById,
  estimateCartById,
  ownerOf,
  soldItems,
  type CartEstimate,
} from '../cart';
import { takeStock } from '../products';
import type { CheckoutRecord, OrderRecord } from './records';
import { orderDetails, orderToWire, type OrderWire } from './order-wire';
import type { CreateCheckout } from './schemas';

export function createCheckout(
  ctx: EmulatorContext,
  p: Extract<Principal, { kind: 'visitor' | 'member' }>,
  body: CreateCheckout,
): string {
  return ctx.store.write(() => {
    const cart = cartForCheckout(ctx, p);
    const shipping = body.selectedShippingOption ?? cart.selectedShippingOption;
    const checkout: CheckoutRecord = {
      id: newId(),
      cartId: cart.id,
      owner: ownerOf(p),
      createdDate: isoNow(ctx),
      channelType: body.channelType ?? 'WEB',
      ...(body.email != null ? { email: body.email } : {}),
      ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
      ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
      ...(shipping ? { selectedShippingOption: shipping } : {}),
      completed: false,
    };
    ctx.store.table('checkouts').put(checkout.id, checkout, cart.id);
    attachCheckout(ctx, p, cart.id, checkout.id);
    return checkout.id;
  });
}

/**
 * Cart V2 has no create-checkout call: a cart's id is its checkout's. The checkout of a cart by id, made on first use
 * with the cart's id (its owner the cart's); undefined when there is no such cart.
 */
function checkoutOfCart(ctx: EmulatorContext, p: Principal, cartId: string): CheckoutRecord | undefined {
  return ctx.store.write(() => {
    const cart = cartForCheckoutById(ctx, p, cartId);
    if (!cart) return undefined;
    const checkout: CheckoutRecord = {
      id: cart.id,
      cartId: cart.id,
      owner: cart.owner,
      createdDate: isoNow(ctx),
      channelType: 'WEB',
      ...(cart.buyerInfo.email ? { email: cart.buyerInfo.email } : {}),
      ...(cart.selectedShippingOption ? { selectedShippingOption: cart.selectedShippingOption } : {}),
      completed: false,
    };
    ctx.store.table('checkouts').put(checkout.id, checkout, cart.id);
    return checkout;
  });
}

/** A checkout a redirect session may be made for: the caller's own (any, with the API key), or a cart's by its id. */
export function checkoutForSession(ctx: EmulatorContext, p: Principal, checkoutId: string): CheckoutRecord {
  const checkout = ctx.store.table('checkouts').get(checkoutId) ?? checkoutOfCart(ctx, p, checkoutId);
  if (!checkout) throw new NotFoundError('CHECKOUT_NOT_FOUND', `Checkout ${checkoutId} not found`);
  if (p.kind === 'apiKey') return checkout;
  const owner = ownerOf(p);
  if (checkout.owner.kind !== owner.kind || checkout.owner.id !== owner.id)
    throw new ForbiddenError('The checkout belongs to another visitor');
  return checkout;
}

export type CheckoutPage =
  | { state: 'unknown' }
  | { state: 'completed'; orderId: string }
  | { state: 'cartGone' }
  | { state: 'open'; estimate: CartEstimate; refused?: boolean };

/** Whether every line can be sold in the quantity asked for: nothing is ordered that is not there. */
const orderable = (est: CartEstimate): boolean =>
  est.cart.lineItems.every((line) => line.availability.status === 'AVAILABLE');

function view(ctx: EmulatorContext, checkout: CheckoutRecord): CheckoutPage {
  if (checkout.completed) return { state: 'completed', orderId: checkout.orderId ?? '' };
  const shipping = checkout.selectedShippingOption;
  const memberId = checkout.owner.kind === 'member' ? checkout.owner.id : undefined;
  const req = shipping ? { selectedShippingOption: shipping } : {};
  const estimate = estimateCartById(ctx, checkout.cartId, req, memberId);
  return estimate ? { state: 'open', estimate } : { state: 'cartGone' };
}

/** What the hosted checkout page shows. */
export function checkoutPage(ctx: EmulatorContext, checkoutId: string | undefined): CheckoutPage {
  const checkout = checkoutId ? ctx.store.table('checkouts').get(checkoutId) : undefined;
  return checkout ? view(ctx, checkout) : { state: 'unknown' };
}

/**
 * "Place order": records the order, takes what it sold out of the stock, completes the checkout, empties the cart
 * and mails a confirmation, in one transaction. A line that is not available in its quantity (sold out, less in
 * stock, gone) refuses the whole order, which changes nothing.
 */
export function placeOrder(ctx: EmulatorContext, checkoutId: string | undefined): CheckoutPage {
  return ctx.store.write(() => {
    const checkout = checkoutId ? ctx.store.table('checkouts').get(checkoutId) : undefined;
    const page = checkout ? view(ctx, checkout) : { state: 'unknown' as const };
    if (!checkout || page.state !== 'open') return page;
    if (!orderable(page.estimate)) return { ...page, refused: true };
    const orders = ctx.store.table('orders');
    const est = page.estimate;
    const order: OrderRecord = {
      id: newId(),
      number: 10000 + orders.count() + 1,
      checkoutId: checkout.id,
      owner: checkout.owner,
      createdDate: isoNow(ctx),
      lineItems: est.cart.lineItems.map((l) => ({
        name: l.productName.original,
        quantity: l.quantity,
        price: l.price.amount,
      })),
      total: est.priceSummary.total.amount,
      details: orderDetails(checkout, est),
    };
    orders.put(order.id, order);
    // In this transaction: two buyers of the last item are one order and one refusal, never two orders.
    takeStock(ctx, soldItems(ctx, checkout.cartId));
    ctx.store.table('checkouts').put(checkout.id, { ...checkout, completed: true, orderId: order.id }, checkout.cartId);
    // The shopper who placed the order (the hosted page has no token; the checkout knows its owner).
    deleteCartById(ctx, checkout.cartId, checkout.owner);
    if (checkout.email) {
      const text = `Thank you for your order #${order.number}. Total: €${order.total}.`;
      sendMail(ctx, {
        to: checkout.email,
        subject: `Order #${order.number} confirmed`,
        text,
        kind: 'order-confirmation',
      });
    }
    return { state: 'completed', orderId: order.id };
  });
}

/**
 * An order, to the API key or to the visitor or member who placed it. Anybody else's token is answered as for an
 * order that does not exist: the answer does not tell whether another buyer's order id is real.
 */
export function readOrder(ctx: EmulatorContext, p: Principal | null, orderId: string): OrderWire {
  if (!p) throw new UnauthenticatedError('This call needs an access token');
  const order = ctx.store.table('orders').get(orderId);
  const owner = p.kind === 'apiKey' ? undefined : ownerOf(p);
  const mine = order && (!owner || (order.owner.kind === owner.kind && order.owner.id === owner.id));
  if (!mine) throw new NotFoundError('ORDER_NOT_FOUND', `Order ${orderId} not found`);
  return orderToWire(order);
}
