import type { EmulatorContext } from '../../context';
import { newId } from '../../context';
import { ApplicationError, ForbiddenError, NotFoundError } from '../../errors';
import type { Principal } from '../../principal';
import { STORES_APP_ID, STORES_APP_ID_ALIAS, addLines, resolveReference, type ProductLookup } from '../catalog';
import { customLines } from '../edits';
import type { CartRecord } from '../records';
import type { CustomLineInput } from '../schemas';
import {
  changeExistingRecord,
  changeRecord,
  checkPriceSetter,
  estimateCart,
  findCoupon,
  findRate,
  getCartRecord,
  ownerOf,
  productLookup,
  requireCart,
  wireCartV2,
  type Shopper,
} from '../service';
import { moneyV2, deliveryMethod } from './wire';
import type {
  AddLineItems,
  CartFields,
  CatalogItem,
  CreateCart,
  CustomItem,
  Estimate,
  LineItemUpdate,
} from './schemas';

// Cart V2 over the cart slice's records and rules: one cart, two APIs. Every change goes through the slice's own
// `changeRecord`/`changeExistingRecord` (one transaction, the line limit, the v1 and V2 events).

const refuse = (code: string, description: string, data: Record<string, unknown>) =>
  new ApplicationError(400, code, description, data);

export function currentCartV2(ctx: EmulatorContext, p: Shopper) {
  return wireCartV2(ctx, requireCart(ctx, ownerOf(p)));
}

/** A cart by id: the caller's own (any, with the API key); another's reads as not found. */
export function cartByIdV2(ctx: EmulatorContext, p: Principal, cartId: string) {
  const cart = getCartRecord(ctx, cartId);
  const mine = cart && (p.kind === 'apiKey' || sameOwner(cart, p));
  if (!cart || !mine) throw new NotFoundError('CART_NOT_FOUND', `Cart ${cartId} not found`);
  return wireCartV2(ctx, cart);
}

function sameOwner(cart: CartRecord, p: Shopper): boolean {
  const owner = ownerOf(p);
  return cart.owner.kind === owner.kind && cart.owner.id === owner.id;
}

const STORES: ReadonlySet<string> = new Set([STORES_APP_ID, STORES_APP_ID_ALIAS]);

/**
 * The catalogue items the catalogue cannot resolve, refused together as the platform does
 * (`ITEM_NOT_FOUND_IN_CATALOG`, `data.invalidItems[{ catalogReference }]`): an unknown catalogue or product, and a
 * product with variants sent without `options.variantId` or its choices.
 */
function checkCatalogItems(lookup: ProductLookup, items: readonly CatalogItem[]): void {
  const invalid = items.filter(({ catalogReference: ref }) => {
    if (!STORES.has(ref.appId)) return true;
    const { product, variant } = resolveReference(lookup, ref);
    return !product || !variant;
  });
  if (!invalid.length) return;
  const ids = invalid.map((i) => i.catalogReference.catalogItemId).join(', ');
  throw refuse('ITEM_NOT_FOUND_IN_CATALOG', `Items not found in the catalog: ${ids}`, {
    invalidItems: invalid.map((i) => ({ catalogReference: i.catalogReference })),
  });
}

/** A V2 custom item as v1 stores a custom line. */
function customLine(item: CustomItem): CustomLineInput {
  const a = item.attributes;
  return {
    quantity: item.quantityInfo.requestedQuantity,
    productName: item.name,
    price: item.pricing.price.amount,
    ...(a?.url ? { url: { url: a.url } } : {}),
    ...(a?.itemType ? { itemType: a.itemType } : {}),
    ...(a?.physicalProperties ? { physicalProperties: a.physicalProperties } : {}),
    ...(a?.serviceProperties ? { serviceProperties: a.serviceProperties } : {}),
  };
}

/** Checks the items of an add (all of it refused, nothing changed) and answers the edit that adds them. */
function itemsEdit(ctx: EmulatorContext, p: Shopper, body: AddLineItems) {
  const lookup = productLookup(ctx);
  const catalog = body.catalogItems ?? [];
  const custom = (body.customItems ?? []).map(customLine);
  checkPriceSetter({ shopper: p }, { customLineItems: custom });
  checkCatalogItems(lookup, catalog);
  return (cart: CartRecord, l: ProductLookup) => {
    addLines(l, cart, catalog, newId, 'catalogItems');
    cart.customLineItems.push(...customLines(custom, newId));
  };
}

export function addLineItemsV2(ctx: EmulatorContext, p: Shopper, body: AddLineItems) {
  if (!body.catalogItems?.length && !body.customItems?.length)
    throw refuse('NO_LINE_ITEMS_TO_ADD', 'No line items to add: give catalogItems or customItems', {});
  const add = itemsEdit(ctx, p, body);
  return wireCartV2(ctx, changeRecord(ctx, { shopper: p }, add));
}

function setFields(cart: CartRecord, fields: CartFields | null | undefined): void {
  if (!fields) return;
  if (fields.note != null) cart.buyerNote = fields.note;
  const contact = { ...(cart.contactInfo ?? {}) };
  if (fields.deliveryInfo?.address) contact.address = fields.deliveryInfo.address;
  if (fields.customerInfo) {
    const { firstName, lastName, phone, company, email } = fields.customerInfo;
    if (email != null) cart.buyerInfo = { ...cart.buyerInfo, email };
    const given = Object.entries({ firstName, lastName, phone, company }).filter(([, v]) => v != null);
    contact.contactDetails = { ...(contact.contactDetails as object | undefined), ...Object.fromEntries(given) };
  }
  if (Object.keys(contact).length) cart.contactInfo = contact;
}

function couponByCode(ctx: EmulatorContext, code: string) {
  const coupon = findCoupon(ctx, code);
  if (!coupon) throw refuse('INVALID_COUPON_CODE', `Coupon ${code} does not exist`, { couponCode: code });
  return coupon;
}

function rateByCode(ctx: EmulatorContext, method: { code: string; appId?: string | null }) {
  const rate = findRate(ctx, method.code);
  if (!rate)
    throw refuse('DELIVERY_METHOD_NOT_FOUND', `Delivery method ${method.code} not found`, {
      code: method.code,
      ...(method.appId != null ? { appId: method.appId } : {}),
    });
  return rate;
}

/** The demo store sells no gift cards: every code is unknown, as the platform answers an unknown one. */
function unknownGiftCard(code: string): never {
  throw refuse('INVALID_GIFT_CARD_CODE', `Gift card ${code} does not exist`, { giftCardCode: code });
}

/** Makes the current cart (or adds to the one there is) with its items, coupon and delivery method. */
export function createCurrentCartV2(ctx: EmulatorContext, p: Shopper, body: CreateCart) {
  const coupon = body.coupons?.[0] ? couponByCode(ctx, body.coupons[0].code) : undefined;
  const rate = body.deliveryMethod ? rateByCode(ctx, body.deliveryMethod) : undefined;
  const giftCard = body.giftCards?.[0];
  if (giftCard) unknownGiftCard(giftCard.code);
  const add = itemsEdit(ctx, p, body);
  const cart = changeRecord(ctx, { shopper: p }, (cart, lookup) => {
    add(cart, lookup);
    setFields(cart, body.cart);
    if (coupon) cart.couponCode = coupon.code;
    if (rate) cart.selectedShippingOption = { code: rate.code, carrierId: rate.carrierId };
  });
  return wireCartV2(ctx, cart);
}

export function updateCurrentCartV2(ctx: EmulatorContext, p: Shopper, fields: CartFields) {
  return wireCartV2(
    ctx,
    changeExistingRecord(ctx, p, (cart) => setFields(cart, fields)),
  );
}

/** Ids of `ids` the cart has no line of. */
function unknownLines(cart: CartRecord, ids: readonly string[]): string[] {
  const known = new Set([...cart.lineItems.map((l) => l.id), ...cart.customLineItems.map((l) => String(l.id))]);
  return ids.filter((id) => !known.has(id));
}

function lineNotFound(ids: string[]): ApplicationError {
  return refuse('LINE_ITEM_NOT_FOUND_IN_CART', `Line items not found in the cart: ${ids.join(', ')}`, {
    lineItemIds: ids,
  });
}

export function removeLineItemsV2(ctx: EmulatorContext, p: Shopper, lineItemIds: readonly string[]) {
  const ids = new Set(lineItemIds);
  const cart = changeExistingRecord(ctx, p, (cart) => {
    const unknown = unknownLines(cart, lineItemIds);
    if (unknown.length) throw lineNotFound(unknown);
    cart.lineItems = cart.lineItems.filter((l) => !ids.has(l.id));
    cart.customLineItems = cart.customLineItems.filter((l) => !ids.has(String(l.id)));
  });
  return wireCartV2(ctx, cart);
}

export function updateLineItemsV2(ctx: EmulatorContext, p: Shopper, updates: readonly LineItemUpdate[]) {
  const ids = updates.map((u) => u.lineItemId);
  const duplicates = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (duplicates.length)
    throw refuse('DUPLICATE_LINE_ITEM_UPDATES', `Line items updated more than once: ${duplicates.join(', ')}`, {
      duplicateLineItemIds: duplicates,
    });
  const empty = updates.filter((u) => !u.quantity).map((u) => u.lineItemId);
  if (empty.length)
    throw refuse('EMPTY_LINE_ITEM_UPDATES', `Line item updates that change nothing: ${empty.join(', ')}`, {
      lineItemIds: empty,
    });
  const cart = changeExistingRecord(ctx, p, (cart) => {
    const unknown = unknownLines(cart, ids);
    if (unknown.length) throw lineNotFound(unknown);
    for (const u of updates) {
      const quantity = u.quantity!.newQuantity;
      const line = cart.lineItems.find((l) => l.id === u.lineItemId);
      if (line) line.quantity = quantity;
      const custom = cart.customLineItems.find((l) => String(l.id) === u.lineItemId);
      if (custom) custom.quantity = quantity;
    }
  });
  return wireCartV2(ctx, cart);
}

/** One coupon per cart, as on the platform. */
export function addCouponV2(ctx: EmulatorContext, p: Shopper, code: string) {
  const coupon = couponByCode(ctx, code);
  const cart = changeExistingRecord(ctx, p, (cart) => {
    if (cart.couponCode === coupon.code)
      throw refuse('COUPON_ALREADY_EXISTS', `Coupon ${coupon.code} is already applied`, { couponCode: code });
    if (cart.couponCode)
      throw refuse('MAX_COUPONS_PER_CART_EXCEEDED', 'A cart takes one coupon: remove the one applied first', {});
    cart.couponCode = coupon.code;
  });
  return wireCartV2(ctx, cart);
}

export function removeCouponV2(ctx: EmulatorContext, p: Shopper, couponId: string) {
  const cart = changeExistingRecord(ctx, p, (cart) => {
    const applied = cart.couponCode ? findCoupon(ctx, cart.couponCode) : undefined;
    if (applied?.id !== couponId)
      throw refuse('COUPON_NOT_FOUND_IN_CART', `Coupon ${couponId} is not applied to the cart`, { couponId });
    delete cart.couponCode;
  });
  return wireCartV2(ctx, cart);
}

export function setDeliveryMethodV2(ctx: EmulatorContext, p: Shopper, method: { code: string; appId?: string | null }) {
  const rate = rateByCode(ctx, method);
  const cart = changeExistingRecord(ctx, p, (cart) => {
    cart.selectedShippingOption = { code: rate.code, carrierId: rate.carrierId };
  });
  return wireCartV2(ctx, cart);
}

export function removeDeliveryMethodV2(ctx: EmulatorContext, p: Shopper) {
  return wireCartV2(
    ctx,
    changeExistingRecord(ctx, p, (cart) => {
      delete cart.selectedShippingOption;
    }),
  );
}

export function addGiftCardV2(ctx: EmulatorContext, p: Shopper, code: string): never {
  requireCart(ctx, ownerOf(p));
  return unknownGiftCard(code);
}

/** A cart holds no gift card here (none can be added): every id is not in it. */
export function removeGiftCardV2(ctx: EmulatorContext, p: Shopper, giftCardId: string): never {
  requireCart(ctx, ownerOf(p));
  throw refuse('GIFT_CARD_NOT_FOUND_IN_CART', `Gift card ${giftCardId} is not in the cart`, { giftCardId });
}

/** Prices and stock are read at every answer: the cart is always fresh, a refresh changes nothing. */
export const refreshCurrentCartV2 = currentCartV2;

/** The cart and its summary; `parts` says which of delivery and tax are priced (all, for calculate). */
export function summariseCurrentCart(
  ctx: EmulatorContext,
  p: Shopper,
  parts: Pick<Estimate, 'calculateDelivery' | 'calculateTax'>,
) {
  const cart = requireCart(ctx, ownerOf(p));
  const est = estimateCart(ctx, cart, {}, p.kind === 'member' ? p.memberId : undefined);
  const wire = wireCartV2(ctx, cart);
  const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
  const selected = est.shippingInfo.selectedCarrierServiceOption;
  const rate = selected ? findRate(ctx, selected.code) : undefined;
  const delivery = parts.calculateDelivery && rate ? cents(est.priceSummary.shipping) : 0;
  const subtotal = cents(est.priceSummary.subtotal);
  const discount = cents(est.priceSummary.discount);
  const total = subtotal - discount + delivery;
  // Prices include 19 % VAT: the tax is the part of the total that is tax.
  const tax = parts.calculateTax ? Math.round(total - total / 1.19) : 0;
  const coupon = cart.couponCode ? findCoupon(ctx, cart.couponCode) : undefined;
  const unsellable = wire.lineItems.filter((l) => l.status !== 'IN_STOCK').map((l) => l.id);
  const violations = [
    ...(wire.lineItems.length === 0
      ? [{ scope: 'GLOBAL', code: 'EMPTY_CART', description: 'The cart is empty', severity: 'ERROR' }]
      : []),
    ...(unsellable.length
      ? [
          {
            scope: 'LINE_ITEM',
            code: 'LINE_ITEMS_OUT_OF_STOCK',
            description: 'Some line items cannot be sold in the quantity asked for',
            severity: 'ERROR',
            lineItemsOutOfStockData: {
              lineItemIds: unsellable,
              allLineItemsOutOfStock: unsellable.length === wire.lineItems.length,
            },
          },
        ]
      : []),
  ];
  const summary = {
    cartId: cart.id,
    cartRevision: wire.revision,
    lineItems: wire.lineItems.map((l) => ({
      lineItemId: l.id,
      quantity: l.quantityInfo.confirmedQuantity,
      unitPrice: l.pricing.unitPrice,
      totalPrice: l.pricing.totalPrice,
    })),
    discounts:
      coupon && discount > 0
        ? [
            {
              name: { original: coupon.name, translated: coupon.name },
              source: { sourceType: 'COUPON', couponCode: coupon.code },
              scope: 'CART_SUBTOTAL',
              total: moneyV2(cents(est.priceSummary.discount)),
            },
          ]
        : [],
    ...(parts.calculateDelivery && rate
      ? { deliverySummary: { method: deliveryMethod(rate), price: moneyV2(delivery) } }
      : {}),
    ...(parts.calculateTax
      ? {
          taxSummary: {
            taxes: [{ name: { original: 'VAT', translated: 'VAT' }, amount: moneyV2(tax) }],
            pricesIncludeTax: true,
          },
        }
      : {}),
    priceSummary: {
      subtotal: moneyV2(subtotal),
      discount: moneyV2(discount),
      delivery: moneyV2(delivery),
      additionalFees: moneyV2(0),
      tax: moneyV2(tax),
      total: moneyV2(total),
    },
    paymentSummary: {
      giftCards: [],
      requiresPaymentAfterGiftCard: total > 0,
      totalAfterGiftCards: moneyV2(total),
      payNow: moneyV2(total),
      payLater: moneyV2(0),
    },
    violations,
  };
  return { cart: wire, summary };
}

/** The caller's cart for a checkout by its id (Cart V2: the cart's id is its checkout's); undefined if none. */
export function cartForCheckoutById(
  ctx: EmulatorContext,
  p: Principal,
  cartId: string,
): Readonly<CartRecord> | undefined {
  const cart = getCartRecord(ctx, cartId);
  if (!cart) return undefined;
  if (p.kind !== 'apiKey' && !sameOwner(cart, p)) throw new ForbiddenError('The cart belongs to another visitor');
  if (cart.lineItems.length === 0 && cart.customLineItems.length === 0)
    throw new ApplicationError(400, 'CART_IS_EMPTY', 'Cannot create a checkout from an empty cart');
  return cart;
}
