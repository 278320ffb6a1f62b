import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import { ApplicationError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { Principal } from '../principal';
import { absoluteUrls } from '../absolute-urls';
import { findProduct } from '../products';
import { cartChange, cartV2Change, recordChange, type Actor } from '../events';
import { addLines, checkReference, type ProductLookup } from './catalog';
import { customUnitCents } from './custom-lines';
import { customLines, fieldMask, fitMerged, lineCount, merchantDiscounts, type Patchable } from './edits';
import { estimate } from './estimate';
import { cartToWire, computeTotals } from './pricing';
import { cartV2ToWire } from './v2/wire';
import type { CartRecord, Owner } from './records';
import { CART_LIMITS, type AddToCart, type EstimateRequest, type PatchCart, type QuantityUpdate } from './schemas';

export type Shopper = Extract<Principal, { kind: 'visitor' | 'member' }>;

export function ownerOf(p: Shopper): Owner {
  return p.kind === 'member' ? { kind: 'member', id: p.memberId } : { kind: 'visitor', id: p.visitorId };
}

/**
 * Product reads for one call, memoised: a cart reads one product many times. A hidden product is not in the
 * catalogue a cart sees: it cannot be added, and a line of one reads as a line whose product is gone.
 */
export function productLookup(ctx: EmulatorContext): ProductLookup {
  const memo = new Map<string, ReturnType<ProductLookup>>();
  return (id) => {
    if (!memo.has(id)) {
      const product = findProduct(ctx, id);
      memo.set(id, product?.visible ? product : undefined);
    }
    return memo.get(id);
  };
}

/** Whose cart a change is made to: the caller's current cart (made on first use), or, for the API key, one by id. */
export type CartTarget = { shopper: Shopper } | { cartId: string };

/** Who makes a change to a cart: its shopper, or the API key for a cart by id. */
export const actorOf = (target: CartTarget): Actor =>
  'cartId' in target ? { kind: 'apiKey' } : ownerOf(target.shopper);

function cartOf(ctx: EmulatorContext, target: CartTarget): { cart: CartRecord; created: boolean } {
  if ('cartId' in target) {
    const cart = getCartRecord(ctx, target.cartId);
    if (!cart) throw new NotFoundError('CART_NOT_FOUND', `Cart ${target.cartId} not found`);
    return { cart, created: false };
  }
  const owner = ownerOf(target.shopper);
  const existing = findCart(ctx, owner);
  return existing ? { cart: existing, created: false } : { cart: newCart(ctx, owner), created: true };
}

/**
 * Visitors do not set their own prices (issue 11, finding 7): a merchant discount, or a custom line that carries a
 * price, needs the API key, as on the platform ("Manage eCommerce - Admin Permissions"). A free custom line, or
 * clearing the merchant discounts, is the shopper's own business.
 */
export function checkPriceSetter(
  target: CartTarget,
  body: Pick<PatchCart, 'merchantDiscounts' | 'customLineItems'>,
): void {
  if ('cartId' in target) return;
  if (body.merchantDiscounts?.length)
    throw new ForbiddenError('Merchant discounts need an API key; a visitor or member token cannot set them');
  if (body.customLineItems?.some((l) => customUnitCents(l) > 0))
    throw new ForbiddenError(
      'Custom line items with a price need an API key; a visitor or member token cannot set prices',
    );
}

/** `@maxSize 300` of a cart's line items (custom lines are answered among them). */
function checkLineCount(cart: CartRecord): void {
  const n = lineCount(cart);
  if (n > CART_LIMITS.lines)
    throw new ValidationError([
      {
        field: 'lineItems',
        description: `would leave ${n} line items in the cart; a cart holds at most ${CART_LIMITS.lines}`,
        violatedRule: 'MAX_SIZE',
        data: { maxLineItems: CART_LIMITS.lines },
      },
    ]);
}

export function findCart(ctx: EmulatorContext, owner: Owner): CartRecord | undefined {
  return ctx.store.table('carts').byOwner(owner)[0];
}

export function getCartRecord(ctx: EmulatorContext, id: string): CartRecord | undefined {
  return ctx.store.table('carts').get(id);
}

export function requireCart(ctx: EmulatorContext, owner: Owner): CartRecord {
  const cart = findCart(ctx, owner);
  if (!cart) throw new NotFoundError('OWNED_CART_NOT_FOUND', 'Cart not found');
  return cart;
}

function newCart(ctx: EmulatorContext, owner: Owner): CartRecord {
  const now = isoNow(ctx);
  return {
    id: newId(),
    owner,
    buyerInfo: owner.kind === 'member' ? { memberId: owner.id } : { visitorId: owner.id },
    createdDate: now,
    updatedDate: now,
    lineItems: [],
    customLineItems: [],
    merchantDiscounts: [],
  };
}

/** Saves a cart and records its event, whose entity is the cart as the cart routes answer it. */
export function saveCart(ctx: EmulatorContext, cart: CartRecord, created: boolean, actor: Actor): CartRecord {
  cart.updatedDate = isoNow(ctx);
  // Cart V2's `revision`: grows with every change, whichever API made it.
  cart.revision = (cart.revision ?? 0) + 1;
  ctx.store.table('carts').put(cart.id, cart);
  const slug = created ? 'created' : 'updated';
  const wire = () => absoluteUrls(ctx.url, { ...wireCart(ctx, productLookup(ctx), cart) });
  recordChange(ctx, actor, cartChange(slug, cart.id, cart.updatedDate, wire));
  // One cart, two APIs: its Cart V2 event beside the v1 one, the entity as the V2 routes answer it.
  const wireV2 = () => absoluteUrls(ctx.url, { ...wireCartV2(ctx, cart) });
  recordChange(ctx, actor, cartV2Change(slug, cart.id, cart.updatedDate, wireV2));
  return cart;
}

export function deleteCart(ctx: EmulatorContext, cart: CartRecord, actor: Actor): void {
  ctx.store.table('carts').delete(cart.id);
  const time = isoNow(ctx);
  recordChange(
    ctx,
    actor,
    cartChange('deleted', cart.id, time, () => ({})),
  );
  recordChange(
    ctx,
    actor,
    cartV2Change('deleted', cart.id, time, () => absoluteUrls(ctx.url, { ...wireCartV2(ctx, cart) })),
  );
}

export function findCoupon(ctx: EmulatorContext, code: string) {
  return ctx.store.table('coupons').byKey(code.toUpperCase())[0];
}

/** A cart on the wire, priced now. */
function wireCart(ctx: EmulatorContext, lookup: ProductLookup, cart: CartRecord) {
  const coupon = cart.couponCode ? findCoupon(ctx, cart.couponCode) : undefined;
  return cartToWire(cart, computeTotals(lookup, cart, coupon));
}

/** A cart as Cart V2 answers it, priced now. */
export function wireCartV2(ctx: EmulatorContext, cart: CartRecord) {
  const coupon = cart.couponCode ? findCoupon(ctx, cart.couponCode) : undefined;
  const totals = computeTotals(productLookup(ctx), cart, coupon);
  const rate = cart.selectedShippingOption ? findRate(ctx, cart.selectedShippingOption.code) : undefined;
  return cartV2ToWire(cart, totals, coupon, rate);
}

export function findRate(ctx: EmulatorContext, code: string) {
  return ctx.store
    .table('shipping_rates')
    .all()
    .find((r) => r.code === code);
}

/** The estimate of a cart (also the hosted checkout page's totals). */
export function estimateCart(ctx: EmulatorContext, cart: CartRecord, req: EstimateRequest, memberId?: string) {
  const coupon = cart.couponCode ? findCoupon(ctx, cart.couponCode) : undefined;
  const totals = computeTotals(productLookup(ctx), cart, coupon);
  const rates = ctx.store.table('shipping_rates').all();
  const memberships = ctx.store.table('memberships').all();
  return estimate({ now: ctx.now(), cart, totals, rates, memberships, memberId }, req);
}

/** Changes a cart in one transaction (none of it when the change leaves too many lines); answers the record. */
export function changeRecord(
  ctx: EmulatorContext,
  target: CartTarget,
  edit: (cart: CartRecord, lookup: ProductLookup) => void,
): CartRecord {
  const lookup = productLookup(ctx);
  return ctx.store.write(() => {
    const { cart, created } = cartOf(ctx, target);
    edit(cart, lookup);
    checkLineCount(cart);
    return saveCart(ctx, cart, created, actorOf(target));
  });
}

/** Changes a cart in one transaction (none of it when the change leaves too many lines) and answers it. */
function change(ctx: EmulatorContext, target: CartTarget, edit: (cart: CartRecord, lookup: ProductLookup) => void) {
  return wireCart(ctx, productLookup(ctx), changeRecord(ctx, target, edit));
}

/** Changes the caller's existing cart (404 without one). */
function changeExisting(ctx: EmulatorContext, p: Shopper, edit: (cart: CartRecord) => void) {
  return wireCart(ctx, productLookup(ctx), changeExistingRecord(ctx, p, edit));
}

/** Changes the caller's existing cart (404 without one) in one transaction; answers the record. */
export function changeExistingRecord(ctx: EmulatorContext, p: Shopper, edit: (cart: CartRecord) => void): CartRecord {
  return ctx.store.write(() => {
    const cart = requireCart(ctx, ownerOf(p));
    edit(cart);
    checkLineCount(cart);
    return saveCart(ctx, cart, false, ownerOf(p));
  });
}

export function currentCart(ctx: EmulatorContext, p: Shopper) {
  return wireCart(ctx, productLookup(ctx), requireCart(ctx, ownerOf(p)));
}

export function checkLines(lookup: ProductLookup, lines: AddToCart['lineItems']): void {
  (lines ?? []).forEach((l, i) => checkReference(lookup, l.catalogReference, `lineItems[${i}].catalogReference`));
}

/** The cart PATCH: the fields named by the field mask (or sent), each replaced. */
export function patchCart(ctx: EmulatorContext, target: CartTarget, body: PatchCart) {
  const mask = fieldMask(body.cartFieldmask);
  const wants = (f: Patchable) => (mask ? mask.some((m) => m === f || m.startsWith(`${f}.`)) : body[f] !== undefined);
  checkPriceSetter(target, body);
  const discounts = merchantDiscounts(body.merchantDiscounts);
  const coupon = wants('couponCode') && body.couponCode ? findCoupon(ctx, body.couponCode) : undefined;
  if (wants('couponCode') && body.couponCode && !coupon) {
    const says = `Coupon ${body.couponCode} does not exist`;
    throw new ApplicationError(400, 'ERROR_COUPON_DOES_NOT_EXIST', says, { couponCode: body.couponCode });
  }
  const lookup = productLookup(ctx);
  if (wants('lineItems')) checkLines(lookup, body.lineItems);
  return change(ctx, target, (cart) => {
    if (wants('cartInfo')) {
      const info = body.cartInfo ?? {};
      if (info.contactInfo != null) cart.contactInfo = info.contactInfo;
      if (info.buyerNote != null) cart.buyerNote = info.buyerNote;
      if (info.selectedShippingOption != null) cart.selectedShippingOption = info.selectedShippingOption;
    }
    if (wants('couponCode')) {
      if (coupon) cart.couponCode = coupon.code;
      else delete cart.couponCode;
    }
    if (wants('merchantDiscounts')) cart.merchantDiscounts = discounts;
    if (wants('lineItems')) {
      cart.lineItems = [];
      addLines(lookup, cart, body.lineItems ?? [], newId, 'lineItems');
    }
    if (wants('customLineItems')) cart.customLineItems = customLines(body.customLineItems, newId);
  });
}

export function addToCart(ctx: EmulatorContext, target: CartTarget, body: AddToCart) {
  if (!body.lineItems?.length && !body.customLineItems?.length)
    throw new ValidationError([
      { field: 'lineItems', description: 'must contain at least one line item', violatedRule: 'MIN_SIZE' },
    ]);
  checkPriceSetter(target, body);
  checkLines(productLookup(ctx), body.lineItems);
  return change(ctx, target, (cart, lookup) => {
    addLines(lookup, cart, body.lineItems ?? [], newId, 'lineItems');
    cart.customLineItems.push(...customLines(body.customLineItems, newId));
  });
}

export function removeLines(ctx: EmulatorContext, p: Shopper, lineItemIds: readonly string[]) {
  const ids = new Set(lineItemIds);
  return changeExisting(ctx, p, (cart) => {
    cart.lineItems = cart.lineItems.filter((l) => !ids.has(l.id));
    cart.customLineItems = cart.customLineItems.filter((l) => !ids.has(String(l.id)));
  });
}

export function removeCoupon(ctx: EmulatorContext, p: Shopper) {
  return changeExisting(ctx, p, (cart) => {
    delete cart.couponCode;
  });
}

export function updateQuantities(ctx: EmulatorContext, p: Shopper, updates: readonly QuantityUpdate[]) {
  return changeExisting(ctx, p, (cart) => {
    updates.forEach((u, i) => {
      const line = cart.lineItems.find((l) => l.id === u.id);
      const custom = cart.customLineItems.find((l) => l.id === u.id);
      if (!line && !custom) {
        const data = { field: `lineItems[${i}].id` };
        throw new ApplicationError(400, 'LINE_ITEM_NOT_FOUND', `Line item ${u.id} is not in the cart`, data);
      }
      if (line) line.quantity = u.quantity;
      if (custom) custom.quantity = u.quantity;
    });
    cart.lineItems = cart.lineItems.filter((l) => l.quantity > 0);
    cart.customLineItems = cart.customLineItems.filter((l) => Number(l.quantity) > 0);
  });
}

export function deleteCurrentCart(ctx: EmulatorContext, p: Shopper): void {
  ctx.store.write(() => deleteCart(ctx, requireCart(ctx, ownerOf(p)), ownerOf(p)));
}

export function estimateCurrent(ctx: EmulatorContext, p: Shopper, req: EstimateRequest) {
  const cart = requireCart(ctx, ownerOf(p));
  return estimateCart(ctx, cart, req, p.kind === 'member' ? p.memberId : undefined);
}

/** The caller's cart, for a checkout made from it (inside the checkout's transaction). */
export function cartForCheckout(ctx: EmulatorContext, p: Shopper): Readonly<CartRecord> {
  const cart = requireCart(ctx, ownerOf(p));
  if (cart.lineItems.length === 0 && cart.customLineItems.length === 0)
    throw new ApplicationError(400, 'CART_IS_EMPTY', 'Cannot create a checkout from an empty cart');
  return cart;
}

/** The cart remembers the checkout made from it (inside the checkout's transaction). */
export function attachCheckout(ctx: EmulatorContext, p: Shopper, cartId: string, checkoutId: string): void {
  const cart = getCartRecord(ctx, cartId);
  if (!cart) throw new NotFoundError('CART_NOT_FOUND', `Cart ${cartId} not found`);
  cart.checkoutId = checkoutId;
  saveCart(ctx, cart, false, ownerOf(p));
}

export type CartEstimate = ReturnType<typeof estimateCart>;

/** The estimate of a cart by id (a checkout's totals), or `undefined` once the cart is gone. */
export function estimateCartById(
  ctx: EmulatorContext,
  cartId: string,
  req: EstimateRequest,
  memberId?: string,
): CartEstimate | undefined {
  const cart = getCartRecord(ctx, cartId);
  return cart && estimateCart(ctx, cart, req, memberId);
}

/** An order empties its cart: the cart goes, its event made by `actor`. */
export function deleteCartById(ctx: EmulatorContext, cartId: string, actor: Actor): void {
  const cart = getCartRecord(ctx, cartId);
  if (cart) deleteCart(ctx, cart, actor);
}

/** On sign-in: the visitor's lines join the member's cart (quantities merge) and the visitor cart goes. */
export function mergeVisitorCartIntoMember(ctx: EmulatorContext, visitorId: string, memberId: string): void {
  const visitorCart = findCart(ctx, { kind: 'visitor', id: visitorId });
  if (!visitorCart || (visitorCart.lineItems.length === 0 && visitorCart.customLineItems.length === 0)) return;
  const owner: Owner = { kind: 'member', id: memberId };
  const existing = findCart(ctx, owner);
  const memberCart = existing ?? newCart(ctx, owner);
  const own = { lines: memberCart.lineItems.length, custom: memberCart.customLineItems.length };
  addLines(productLookup(ctx), memberCart, visitorCart.lineItems, newId);
  memberCart.customLineItems.push(...visitorCart.customLineItems);
  fitMerged(memberCart, own, CART_LIMITS.lines);
  if (!memberCart.couponCode && visitorCart.couponCode) memberCart.couponCode = visitorCart.couponCode;
  // The member signing in makes both changes.
  saveCart(ctx, memberCart, !existing, owner);
  deleteCart(ctx, visitorCart, owner);
}
