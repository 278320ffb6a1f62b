import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readJson } from '../http';
import { ok, principal } from '../respond';
import { cartOwnerKey, requireVisitorOrMember } from '../tokens/principal';
import { s, type Schema } from '../validate';
import { ApplicationError, ValidationError } from '../errors';
import { readDecimal } from '../money';
import { wireAddress } from '../address';
import { isoNow, newId, withProductMemo } from '../context';
import type { CartRecord, CheckoutRecord, MerchantDiscount } from '../cart/records';
import {
  addLines,
  cartToWire,
  checkReference,
  deleteCart,
  estimate,
  findCart,
  findCoupon,
  newCart,
  requireCart,
  saveCart,
} from '../cart/service';

export const CHANNEL_TYPES = [
  'UNSPECIFIED', 'WEB', 'POS', 'EBAY', 'AMAZON', 'OTHER_PLATFORM', 'WIX_APP_STORE', 'WIX_INVOICES', 'BACKOFFICE_MERCHANT',
  'WISH', 'CLASS_PASS', 'GLOBAL_E', 'FACEBOOK', 'ETSY', 'TIKTOK', 'FAIRE_COM',
] as const;


const catalogReference: Schema = s.req(
  s.obj({ catalogItemId: s.req(s.str({ minLength: 1 })), appId: s.req(s.str({ minLength: 1 })), options: s.obj({ variantId: s.str(), options: s.map(s.str()) }) }),
);

/** A page URL on the wire (wire.md, "Page URLs"): `{relativePath, url}`, never a bare string. */
const pageUrl: Schema = s.obj({ relativePath: s.str(), url: s.str() }, { strict: true });

const lineItemInput: Schema = s.obj({
  quantity: s.req(s.int({ min: 1, max: 100000 })),
  catalogReference,
  // A catalog line's page is the catalogue's; a given one is checked for its shape only.
  url: pageUrl,
  serviceProperties: s.obj({ scheduledDate: s.str(), numberOfParticipants: s.int({ min: 1 }) }),
});

const customLineItem: Schema = s.obj({
  quantity: s.req(s.int({ min: 1, max: 100000 })),
  productName: s.req(s.any()),
  price: s.req(s.any()),
  id: s.str(), url: pageUrl, media: s.any(), descriptionLines: s.arr(s.any()), itemType: s.any(), physicalProperties: s.any(), serviceProperties: s.any(),
});

/** The wire wraps the chosen memberships: `{memberships: [{id, appId, lineItemIds}]}` (the answer lists them bare). */
const selectedMemberships: Schema = s.obj(
  { memberships: s.arr(s.obj({ id: s.req(s.str()), appId: s.req(s.str()), lineItemIds: s.arr(s.str()) }, { strict: true })) },
  { strict: true },
);

const shippingOption: Schema = s.obj({ code: s.req(s.str({ minLength: 1 })), carrierId: s.str() });

const merchantDiscount: Schema = s.obj({ amount: s.any(), percentage: s.num({ min: 0, max: 100 }), lineItemIds: s.arr(s.str()) });

const PATCHABLE = ['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'] as const;

type LineInput = { quantity: number; catalogReference: CartRecord['lineItems'][number]['catalogReference']; serviceProperties?: { scheduledDate?: string; numberOfParticipants?: number } };

export function registerCart(app: Hono<AppEnv>, prefix: string): void {
  const base = `${prefix}/v1/carts/current`;
  const owner = (c: Parameters<typeof principal>[0]) => requireVisitorOrMember(principal(c));

  app.get(base, (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    return ok(c, { cart: cartToWire(ctx, requireCart(ctx, cartOwnerKey(p))) });
  });

  app.patch(base, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    const body = await readJson<{
      cartInfo?: { contactInfo?: Record<string, unknown>; buyerNote?: string; selectedShippingOption?: { code: string; carrierId?: string } };
      couponCode?: string; merchantDiscounts?: Record<string, unknown>[]; lineItems?: LineInput[]; customLineItems?: Record<string, unknown>[]; cartFieldmask?: string;
    }>(c, {
      cartInfo: s.obj({ contactInfo: s.obj({ address: wireAddress, contactDetails: s.obj({ firstName: s.str(), lastName: s.str(), phone: s.str(), company: s.str() }) }), buyerNote: s.str({ maxLength: 1000 }), selectedShippingOption: shippingOption, businessLocationId: s.str() }),
      couponCode: s.str({ minLength: 1, maxLength: 50 }),
      merchantDiscounts: s.arr(merchantDiscount),
      lineItems: s.arr(lineItemInput, { maxItems: 300 }),
      customLineItems: s.arr(customLineItem, { maxItems: 300 }),
      cartFieldmask: s.str(),
    });
    const mask = body.cartFieldmask?.split(',').map((f) => f.trim()).filter(Boolean);
    if (mask) {
      const unknown = mask.filter((f) => !(PATCHABLE as readonly string[]).includes(f.split('.')[0]!));
      if (unknown.length)
        throw new ValidationError(unknown.map((f) => ({ field: 'cartFieldmask', description: `names an unknown field ${f}`, violatedRule: 'VALIDATION' as const })));
    }
    const wants = (f: (typeof PATCHABLE)[number]) => (mask ? mask.some((m) => m === f || m.startsWith(`${f}.`)) : body[f] !== undefined);
    const discounts: MerchantDiscount[] = [];
    (body.merchantDiscounts ?? []).forEach((d, i) => {
      const amount = d.amount === undefined ? undefined : readDecimal(d.amount);
      if (d.amount !== undefined && (amount === undefined || !Number.isFinite(amount) || amount < 0))
        throw new ValidationError([{ field: `merchantDiscounts[${i}].amount`, description: 'must be a non-negative decimal', violatedRule: 'VALIDATION' }]);
      if (amount === undefined && d.percentage === undefined)
        throw new ValidationError([{ field: `merchantDiscounts[${i}]`, description: 'needs amount or percentage', violatedRule: 'REQUIRED_FIELD' }]);
      discounts.push({ ...(amount !== undefined ? { amount } : {}), ...(typeof d.percentage === 'number' ? { percentage: d.percentage } : {}), ...(Array.isArray(d.lineItemIds) ? { lineItemIds: d.lineItemIds as string[] } : {}) });
    });
    if (wants('couponCode') && body.couponCode && !findCoupon(ctx, body.couponCode))
      throw new ApplicationError(400, 'ERROR_COUPON_DOES_NOT_EXIST', `Coupon ${body.couponCode} does not exist`, { couponCode: body.couponCode });
    if (wants('lineItems')) (body.lineItems ?? []).forEach((l, i) => checkReference(ctx, l.catalogReference, `lineItems[${i}].catalogReference`));
    const cart = ctx.store.write(() => {
      const existing = findCart(ctx, cartOwnerKey(p));
      const cart = existing ?? newCart(ctx, cartOwnerKey(p));
      if (wants('cartInfo')) {
        const info = body.cartInfo ?? {};
        if (info.contactInfo !== undefined) cart.contactInfo = info.contactInfo;
        if (info.buyerNote !== undefined) cart.buyerNote = info.buyerNote;
        if (info.selectedShippingOption !== undefined) cart.selectedShippingOption = info.selectedShippingOption;
      }
      if (wants('couponCode')) {
        if (body.couponCode) cart.couponCode = findCoupon(ctx, body.couponCode)!.code;
        else delete cart.couponCode;
      }
      if (wants('merchantDiscounts')) cart.merchantDiscounts = discounts;
      if (wants('lineItems')) {
        cart.lineItems = [];
        addLines(ctx, cart, body.lineItems ?? []);
      }
      if (wants('customLineItems')) cart.customLineItems = (body.customLineItems ?? []).map((l) => ({ ...l, id: typeof l.id === 'string' ? l.id : newId() }));
      return saveCart(ctx, cart, !existing);
    });
    return ok(c, { cart: cartToWire(ctx, cart) });
  });

  app.delete(base, (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    ctx.store.write(() => deleteCart(ctx, requireCart(ctx, cartOwnerKey(p))));
    return ok(c, {});
  });

  app.post(`${base}/add-to-cart`, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    const body = await readJson<{ lineItems?: LineInput[]; customLineItems?: Record<string, unknown>[] }>(c, {
      lineItems: s.arr(lineItemInput, { maxItems: 300 }),
      customLineItems: s.arr(customLineItem, { maxItems: 300 }),
    });
    if (!body.lineItems?.length && !body.customLineItems?.length)
      throw new ValidationError([{ field: 'lineItems', description: 'must contain at least one line item', violatedRule: 'MIN_SIZE' }]);
    (body.lineItems ?? []).forEach((l, i) => checkReference(ctx, l.catalogReference, `lineItems[${i}].catalogReference`));
    const cart = ctx.store.write(() => {
      const existing = findCart(ctx, cartOwnerKey(p));
      const cart = existing ?? newCart(ctx, cartOwnerKey(p));
      addLines(ctx, cart, body.lineItems ?? []);
      cart.customLineItems.push(...(body.customLineItems ?? []).map((l) => ({ ...l, id: typeof l.id === 'string' ? l.id : newId() })));
      return saveCart(ctx, cart, !existing);
    });
    return ok(c, { cart: cartToWire(ctx, cart) });
  });

  app.post(`${base}/remove-line-items`, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    const body = await readJson<{ lineItemIds: string[] }>(c, { lineItemIds: s.req(s.arr(s.str(), { maxItems: 300 })) });
    const cart = ctx.store.write(() => {
      const cart = requireCart(ctx, cartOwnerKey(p));
      const ids = new Set(body.lineItemIds);
      cart.lineItems = cart.lineItems.filter((l) => !ids.has(l.id));
      cart.customLineItems = cart.customLineItems.filter((l) => !ids.has(String(l.id)));
      return saveCart(ctx, cart, false);
    });
    return ok(c, { cart: cartToWire(ctx, cart) });
  });

  app.post(`${base}/remove-coupon`, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    await readJson(c, {});
    const cart = ctx.store.write(() => {
      const cart = requireCart(ctx, cartOwnerKey(p));
      delete cart.couponCode;
      return saveCart(ctx, cart, false);
    });
    return ok(c, { cart: cartToWire(ctx, cart) });
  });

  app.post(`${base}/update-line-items-quantity`, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    const body = await readJson<{ lineItems: { id: string; quantity: number }[] }>(c, {
      lineItems: s.req(s.arr(s.obj({ id: s.req(s.str()), quantity: s.req(s.int({ min: 0, max: 100000 })) }, { strict: true }), { maxItems: 300 })),
    });
    const cart = ctx.store.write(() => {
      const cart = requireCart(ctx, cartOwnerKey(p));
      body.lineItems.forEach((u, i) => {
        const line = cart.lineItems.find((l) => l.id === u.id);
        const custom = cart.customLineItems.find((l) => l.id === u.id);
        if (!line && !custom) throw new ApplicationError(400, 'LINE_ITEM_NOT_FOUND', `Line item ${u.id} is not in the cart`, { field: `lineItems[${i}].id` });
        if (line) line.quantity = u.quantity;
        if (custom) custom.quantity = u.quantity;
      });
      cart.lineItems = cart.lineItems.filter((l) => l.quantity > 0);
      cart.customLineItems = cart.customLineItems.filter((l) => Number(l.quantity) > 0);
      return saveCart(ctx, cart, false);
    });
    return ok(c, { cart: cartToWire(ctx, cart) });
  });

  app.post(`${base}/estimate-totals`, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    const body = await readJson<{ selectedShippingOption?: { code: string; carrierId?: string }; selectedMemberships?: { memberships?: unknown[] }; shippingAddress?: Record<string, unknown> }>(c, {
      selectedShippingOption: shippingOption,
      shippingAddress: wireAddress,
      billingAddress: wireAddress,
      selectedMemberships,
      calculateTax: s.bool(),
      calculateShipping: s.bool(),
    });
    const cart = requireCart(ctx, cartOwnerKey(p));
    return ok(c, estimate(ctx, cart, body, p.kind === 'member' ? p.memberId : undefined));
  });

  app.post(`${base}/create-checkout`, async (c) => {
    const p = owner(c);
    const ctx = withProductMemo(c.get('ctx'));
    const body = await readJson<{ channelType?: string; shippingAddress?: Record<string, unknown>; billingAddress?: Record<string, unknown>; selectedShippingOption?: { code: string; carrierId?: string }; email?: string }>(c, {
      channelType: s.enum(CHANNEL_TYPES),
      shippingAddress: wireAddress,
      billingAddress: wireAddress,
      selectedShippingOption: shippingOption,
      email: s.str({ maxLength: 254 }),
    });
    const checkout = ctx.store.write(() => {
      const cart = requireCart(ctx, cartOwnerKey(p));
      if (cart.lineItems.length === 0 && cart.customLineItems.length === 0) throw new ApplicationError(400, 'CART_IS_EMPTY', 'Cannot create a checkout from an empty cart');
      const checkout: CheckoutRecord = {
        id: newId(),
        cartId: cart.id,
        ownerKey: cart.ownerKey,
        createdDate: isoNow(ctx),
        channelType: body.channelType ?? 'WEB',
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
        ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
        ...((body.selectedShippingOption ?? cart.selectedShippingOption) ? { selectedShippingOption: body.selectedShippingOption ?? cart.selectedShippingOption } : {}),
        completed: false,
      };
      ctx.store.table('checkouts').put(checkout.id, checkout, cart.id);
      cart.checkoutId = checkout.id;
      saveCart(ctx, cart, false);
      return checkout;
    });
    return ok(c, { checkoutId: checkout.id });
  });
}
