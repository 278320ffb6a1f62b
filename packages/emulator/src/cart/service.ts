import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import { ApplicationError, NotFoundError } from '../errors';
import { money, toCents } from '../money';
import { discounted, findVariantByChoices, variantPrice, type ProductRecord, type VariantRecord } from '../catalogue/model';
import { addressToWire } from '../address';
import { customLineToWire, customUnitCents } from './custom-lines';
import type { CartRecord, CatalogReference, CouponRecord, MembershipRecord, ShippingRateRecord, StoredLine } from './records';

/** The platform's stores catalog app id: the emulator's catalogue answers to it. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The emulator's earlier name for its catalogue, still accepted (shops built on it send it). */
export const STORES_APP_ID_ALIAS = 'vitrine-stores';
const STORES_APP_IDS: ReadonlySet<string> = new Set([STORES_APP_ID, STORES_APP_ID_ALIAS]);
export const TAX_RATE = 0.19;

export function findCart(ctx: EmulatorContext, ownerKey: string): CartRecord | undefined {
  return ctx.store.table('carts').byKey(ownerKey)[0];
}

export function requireCart(ctx: EmulatorContext, ownerKey: string): CartRecord {
  const cart = findCart(ctx, ownerKey);
  if (!cart) throw new NotFoundError('OWNED_CART_NOT_FOUND', 'Cart not found');
  return cart;
}

export function newCart(ctx: EmulatorContext, ownerKey: string): CartRecord {
  const now = isoNow(ctx);
  const [kind, id] = ownerKey.split(':') as [string, string];
  return {
    id: newId(),
    ownerKey,
    buyerInfo: kind === 'member' ? { memberId: id } : { visitorId: id },
    createdDate: now,
    updatedDate: now,
    lineItems: [],
    customLineItems: [],
    merchantDiscounts: [],
  };
}

export function saveCart(ctx: EmulatorContext, cart: CartRecord, created: boolean): CartRecord {
  cart.updatedDate = isoNow(ctx);
  ctx.store.table('carts').put(cart.id, cart, cart.ownerKey);
  ctx.store.event(created ? 'cart.created' : 'cart.updated', cart.id, cart.updatedDate, { cartId: cart.id });
  return cart;
}

export function deleteCart(ctx: EmulatorContext, cart: CartRecord): void {
  ctx.store.table('carts').delete(cart.id);
  ctx.store.event('cart.deleted', cart.id, isoNow(ctx), { cartId: cart.id });
}

export interface ResolvedLine {
  product?: ProductRecord;
  variant?: VariantRecord;
}

function loadProduct(ctx: EmulatorContext, id: string): ProductRecord | undefined {
  const memo = ctx.productMemo;
  if (memo?.has(id)) return memo.get(id) as ProductRecord | undefined;
  const product = ctx.store.table('products').get(id);
  memo?.set(id, product);
  return product;
}

export function resolveReference(ctx: EmulatorContext, ref: CatalogReference): ResolvedLine {
  const product = loadProduct(ctx, ref.catalogItemId);
  if (!product) return {};
  const opts = ref.options;
  if (opts?.variantId) return { product, variant: product.variants.find((v) => v.id === opts.variantId) };
  if (opts?.options && Object.keys(opts.options).length) {
    // Accept the choice name or, for colors, the hex value.
    const choices: Record<string, string> = {};
    for (const [name, value] of Object.entries(opts.options)) {
      const option = product.productOptions.find((o) => o.name === name);
      const choice = option?.choices.find((c) => c.description === value || c.value === value);
      choices[name] = choice?.description ?? String(value);
    }
    return { product, variant: findVariantByChoices(product, choices) };
  }
  return { product, variant: product.variants.length === 1 ? product.variants[0] : undefined };
}

/** Checks a reference when it is added: the product must exist and identify one variant. */
export function checkReference(ctx: EmulatorContext, ref: CatalogReference, field: string): ResolvedLine {
  if (!STORES_APP_IDS.has(ref.appId))
    throw new ApplicationError(400, 'UNKNOWN_CATALOG', `Unknown catalog app ${ref.appId}; the emulator serves ${STORES_APP_ID} (alias ${STORES_APP_ID_ALIAS})`, { field });
  const r = resolveReference(ctx, ref);
  if (!r.product) throw new ApplicationError(400, 'PRODUCT_NOT_FOUND', `Product ${ref.catalogItemId} not found`, { field });
  if (!r.variant) throw new ApplicationError(400, 'VARIANT_NOT_FOUND', `No variant of product ${ref.catalogItemId} matches the given options`, { field });
  return r;
}

export function lineKey(ctx: EmulatorContext, ref: CatalogReference): string {
  const r = resolveReference(ctx, ref);
  const rest = { ...(ref.options ?? {}) };
  delete rest.variantId;
  delete rest.options;
  // Both names of the catalogue are one catalogue: its lines merge whichever name they were added with.
  const app = STORES_APP_IDS.has(ref.appId) ? STORES_APP_ID : ref.appId;
  return JSON.stringify([app, ref.catalogItemId, r.variant?.id ?? JSON.stringify(ref.options ?? {}), rest]);
}

/** Adds lines, merging quantities of lines with the same catalog reference. Returns the ids touched. */
export function addLines(ctx: EmulatorContext, cart: CartRecord, lines: { quantity: number; catalogReference: CatalogReference; serviceProperties?: StoredLine['serviceProperties'] }[]): void {
  for (const line of lines) {
    const resolved = resolveReference(ctx, line.catalogReference);
    const key = lineKey(ctx, line.catalogReference);
    const existing = cart.lineItems.find((l) => lineKey(ctx, l.catalogReference) === key);
    if (existing) {
      existing.quantity += line.quantity;
      continue;
    }
    const ref: CatalogReference = { catalogItemId: line.catalogReference.catalogItemId, appId: line.catalogReference.appId };
    if (line.catalogReference.options) ref.options = line.catalogReference.options;
    cart.lineItems.push({
      id: newId(),
      quantity: line.quantity,
      catalogReference: ref,
      snapshot: {
        name: resolved.product?.name ?? line.catalogReference.catalogItemId,
        price: resolved.product && resolved.variant ? discounted(variantPrice(resolved.product, resolved.variant), resolved.product.discount) : 0,
      },
      ...(line.serviceProperties ? { serviceProperties: line.serviceProperties } : {}),
    });
  }
}

interface PricedLine {
  line: StoredLine;
  resolved: ResolvedLine;
  status: 'AVAILABLE' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'PARTIALLY_AVAILABLE';
  quantityAvailable?: number;
  unitCents: number;
  fullCents: number;
  /** Quantity that counts in totals. */
  billable: number;
}

export function priceLine(ctx: EmulatorContext, line: StoredLine): PricedLine {
  const resolved = resolveReference(ctx, line.catalogReference);
  const { product, variant } = resolved;
  if (!product || !variant) {
    const cents = toCents(line.snapshot.price);
    return { line, resolved, status: 'NOT_FOUND', unitCents: cents, fullCents: cents, billable: 0 };
  }
  const full = variantPrice(product, variant);
  const unit = discounted(full, product.discount);
  let status: PricedLine['status'] = 'AVAILABLE';
  let quantityAvailable: number | undefined;
  let billable = line.quantity;
  if (!product.visible || !variant.visible) {
    status = 'NOT_AVAILABLE';
    billable = 0;
  } else if (variant.trackQuantity) {
    quantityAvailable = variant.quantity ?? 0;
    if (quantityAvailable <= 0) {
      status = 'NOT_AVAILABLE';
      billable = 0;
    } else if (quantityAvailable < line.quantity) {
      status = 'PARTIALLY_AVAILABLE';
      billable = quantityAvailable;
    }
  } else if (!variant.inStock) {
    status = 'NOT_AVAILABLE';
    billable = 0;
  }
  return { line, resolved, status, ...(quantityAvailable !== undefined ? { quantityAvailable } : {}), unitCents: toCents(unit), fullCents: toCents(full), billable };
}

function lineToWire(p: PricedLine) {
  const { product, variant } = p.resolved;
  const name = product?.name ?? p.line.snapshot.name;
  const slug = product?.slug ?? p.line.catalogReference.catalogItemId;
  const relativePath = `/product-page/${slug}`;
  const choiceMedia = product && variant
    ? product.productOptions.flatMap((o) => o.choices.filter((c) => variant.choices[o.name] === c.description).flatMap((c) => c.mediaIds ?? []))
    : [];
  const media = product ? (product.media.find((m) => choiceMedia.includes(m.id) && m.image) ?? product.media.find((m) => m.image)) : undefined;
  const descriptionLines = product && variant
    ? product.productOptions.map((o) => {
        const choice = o.choices.find((c) => c.description === variant.choices[o.name]);
        const text = { original: choice?.description ?? '', translated: choice?.description ?? '' };
        return o.optionType === 'color'
          ? { name: { original: o.name, translated: o.name }, colorInfo: { ...text, code: choice?.value ?? '' }, lineType: 'COLOR' }
          : { name: { original: o.name, translated: o.name }, plainText: text, lineType: 'PLAIN_TEXT' };
      })
    : [];
  const physical = (product?.productType ?? 'physical') === 'physical';
  return {
    id: p.line.id,
    quantity: p.line.quantity,
    catalogReference: p.line.catalogReference,
    productName: { original: name, translated: name },
    url: { relativePath, url: relativePath },
    price: money(p.unitCents),
    fullPrice: money(p.fullCents),
    priceBeforeDiscounts: money(p.unitCents),
    descriptionLines,
    ...(media?.image
      ? { image: { id: media.id, url: media.image.url, width: media.image.width, height: media.image.height, filename: `${media.id}.svg`, altText: media.image.altText ?? name } }
      : {}),
    availability: { status: p.status, ...(p.quantityAvailable !== undefined ? { quantityAvailable: p.quantityAvailable } : {}) },
    physicalProperties: { weight: variant?.weight ?? product?.weight ?? 0, ...(variant?.sku ?? product?.sku ? { sku: variant?.sku ?? product?.sku } : {}), shippable: physical },
    itemType: { preset: physical ? 'PHYSICAL' : 'DIGITAL' },
    paymentOption: 'FULL_PAYMENT_ONLINE',
    ...(p.line.serviceProperties ? { serviceProperties: p.line.serviceProperties } : {}),
    couponScopes: [],
  };
}

export interface Totals {
  priced: PricedLine[];
  subtotalCents: number;
  couponCents: number;
  merchantCents: number;
  appliedDiscounts: Record<string, unknown>[];
}

export function findCoupon(ctx: EmulatorContext, code: string): CouponRecord | undefined {
  return ctx.store.table('coupons').byKey(code.toUpperCase())[0];
}

export function computeTotals(ctx: EmulatorContext, cart: CartRecord): Totals {
  const priced = cart.lineItems.map((l) => priceLine(ctx, l));
  const customCents = cart.customLineItems.reduce<number>((n, c) => n + customUnitCents(c) * Number(c.quantity ?? 1), 0);
  const subtotalCents = priced.reduce((n, p) => n + p.unitCents * p.billable, 0) + customCents;
  const appliedDiscounts: Record<string, unknown>[] = [];
  let couponCents = 0;
  if (cart.couponCode) {
    const coupon = findCoupon(ctx, cart.couponCode);
    if (coupon && subtotalCents >= toCents(coupon.minSubtotal ?? 0)) {
      couponCents = coupon.type === 'PERCENT' ? Math.round((subtotalCents * coupon.value) / 100) : Math.min(subtotalCents, toCents(coupon.value));
      appliedDiscounts.push({ discountType: 'GLOBAL', coupon: { id: coupon.id, code: coupon.code, name: coupon.name, amount: money(couponCents) } });
    }
  }
  let merchantCents = 0;
  for (const d of cart.merchantDiscounts) {
    const scope = d.lineItemIds?.length ? priced.filter((p) => d.lineItemIds!.includes(p.line.id)).reduce((n, p) => n + p.unitCents * p.billable, 0) : subtotalCents;
    const remaining = Math.max(0, subtotalCents - couponCents - merchantCents);
    const cents = Math.min(remaining, d.percentage !== undefined ? Math.round((scope * d.percentage) / 100) : toCents(d.amount ?? 0));
    merchantCents += cents;
    appliedDiscounts.push({
      discountType: d.lineItemIds?.length ? 'SPECIFIC_ITEMS' : 'GLOBAL',
      ...(d.lineItemIds?.length ? { lineItemIds: d.lineItemIds } : {}),
      merchantDiscount: { amount: money(cents), ...(d.percentage !== undefined ? { percentage: d.percentage } : {}) },
    });
  }
  return { priced, subtotalCents, couponCents, merchantCents, appliedDiscounts };
}

function contactInfoToWire(info: Record<string, unknown>): Record<string, unknown> {
  const address = info.address;
  return address && typeof address === 'object' ? { ...info, address: addressToWire(address as Record<string, unknown>) } : info;
}

/** The wire Cart (URLs relative; the app absolutizes them). */
export function cartToWire(ctx: EmulatorContext, cart: CartRecord, totals = computeTotals(ctx, cart)) {
  return {
    id: cart.id,
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    currency: 'EUR',
    conversionCurrency: 'EUR',
    weightUnit: 'KG',
    taxIncludedInPrices: true,
    buyerInfo: cart.buyerInfo,
    lineItems: [...totals.priced.map(lineToWire), ...cart.customLineItems.map(customLineToWire)],
    appliedDiscounts: totals.appliedDiscounts,
    ...(cart.contactInfo ? { contactInfo: contactInfoToWire(cart.contactInfo) } : {}),
    ...(cart.buyerNote !== undefined ? { buyerNote: cart.buyerNote } : {}),
    ...(cart.selectedShippingOption ? { selectedShippingOption: cart.selectedShippingOption } : {}),
    subtotal: money(totals.subtotalCents),
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
  };
}

function shippingOptionToWire(ctx: EmulatorContext, rate: ShippingRateRecord, afterDiscountCents: number) {
  const cents = rate.freeAbove !== undefined && afterDiscountCents >= toCents(rate.freeAbove) ? 0 : toCents(rate.price);
  const logistics: Record<string, unknown> = {};
  if (rate.deliveryTime) logistics.deliveryTime = rate.deliveryTime;
  if (rate.slot) {
    const day = new Date(ctx.now());
    day.setUTCHours(0, 0, 0, 0);
    day.setUTCDate(day.getUTCDate() + rate.slot.daysAhead);
    const from = new Date(day.getTime() + rate.slot.fromHour * 3600_000).toISOString();
    const to = new Date(day.getTime() + rate.slot.toHour * 3600_000).toISOString();
    logistics.deliveryTimeSlot = { from, to };
  }
  if (rate.pickup) logistics.pickupDetails = { address: addressToWire(rate.pickup.address), pickupMethod: rate.pickup.pickupMethod };
  return { option: { code: rate.code, title: rate.title, cost: { price: money(cents), totalPriceAfterTax: money(cents) }, logistics }, cents, carrierId: rate.carrierId };
}

export function estimate(
  ctx: EmulatorContext,
  cart: CartRecord,
  req: { selectedShippingOption?: { code: string; carrierId?: string }; selectedMemberships?: { memberships?: unknown[] }; shippingAddress?: Record<string, unknown> },
  memberId: string | undefined,
) {
  const totals = computeTotals(ctx, cart);
  const afterDiscount = Math.max(0, totals.subtotalCents - totals.couponCents - totals.merchantCents);
  const physical = totals.priced.some((p) => p.billable > 0 && (p.resolved.product?.productType ?? 'physical') === 'physical');
  const rates = physical ? ctx.store.table('shipping_rates').all() : [];
  const options = rates.map((r) => shippingOptionToWire(ctx, r, afterDiscount));
  const wanted = req.selectedShippingOption ?? cart.selectedShippingOption;
  let selected = wanted ? options.find((o) => o.option.code === wanted.code) : options[0];
  const calculationErrors = wanted && !selected && physical
    ? { selectedShippingOptionError: { applicationError: { code: 'SHIPPING_OPTION_NOT_FOUND', description: `Unknown shipping option ${wanted.code}` } } }
    : undefined;
  if (!selected && !wanted) selected = options[0];
  const shippingCents = selected?.cents ?? 0;
  const totalCents = afterDiscount + shippingCents;
  const taxCents = Math.round(totalCents - totalCents / (1 + TAX_RATE));
  const carriers = new Map<string, unknown[]>();
  for (const o of options) carriers.set(o.carrierId, [...(carriers.get(o.carrierId) ?? []), o.option]);
  const memberships = ctx.store.table('memberships').all();
  const expiration = (m: MembershipRecord) => new Date(ctx.now() + m.durationDays * 86400_000).toISOString();
  const discountCents = totals.couponCents + totals.merchantCents;
  const lines = [
    ...totals.priced.map((p) => ({ id: p.line.id, unitCents: p.unitCents, fullCents: p.fullCents, billable: p.billable })),
    ...cart.customLineItems.map((c) => ({ id: String(c.id), unitCents: customUnitCents(c), fullCents: customUnitCents(c), billable: Number(c.quantity ?? 1) })),
  ];
  const calculatedLineItems = lines.map((p) => {
    const lineCents = p.unitCents * p.billable;
    const share = totals.subtotalCents > 0 ? Math.round((lineCents * discountCents) / totals.subtotalCents) : 0;
    const after = lineCents - share;
    return {
      lineItemId: p.id,
      pricesBreakdown: {
        totalPriceAfterTax: money(after),
        totalPriceBeforeTax: money(after - Math.round(after - after / (1 + TAX_RATE))),
        taxDetails: { taxRate: String(TAX_RATE), totalTax: money(Math.round(after - after / (1 + TAX_RATE))) },
        totalDiscount: money(share),
        price: money(p.unitCents),
        priceBeforeDiscounts: money(p.unitCents),
        lineItemPrice: money(lineCents),
        fullPrice: money(p.fullCents),
      },
      paymentOption: 'FULL_PAYMENT_ONLINE',
    };
  });
  const wire = cartToWire(ctx, cart, totals);
  return {
    cart: wire,
    calculatedLineItems,
    priceSummary: {
      subtotal: money(totals.subtotalCents),
      shipping: money(shippingCents),
      tax: money(taxCents),
      discount: money(discountCents),
      total: money(totalCents),
    },
    shippingInfo: {
      region: { id: 'region-eu', name: 'Europe' },
      ...(selected ? { selectedCarrierServiceOption: selected.option } : {}),
      carrierServiceOptions: [...carriers.entries()].map(([carrierId, shippingOptions]) => ({ carrierId, shippingOptions })),
    },
    membershipOptions: {
      eligibleMemberships: memberId
        ? memberships.map((m) => ({ id: m.id, appId: m.appId, name: { original: m.name }, expirationDate: expiration(m), credits: { total: 10, remaining: 10 } }))
        : [],
      invalidMemberships: memberId
        ? []
        : memberships.map((m) => ({ membership: { id: m.id, appId: m.appId, name: { original: m.name }, expirationDate: expiration(m) }, reason: 'Sign in to use this membership' })),
      selectedMemberships: req.selectedMemberships?.memberships ?? [],
    },
    appliedDiscounts: totals.appliedDiscounts,
    ...(calculationErrors ? { calculationErrors } : {}),
    currency: 'EUR',
    weightUnit: 'KG',
  };
}

/** On sign-in: the visitor's lines join the member's cart (quantities merge) and the visitor cart goes. */
export function mergeVisitorCartIntoMember(ctx: EmulatorContext, visitorId: string, memberId: string): void {
  const visitorCart = findCart(ctx, `visitor:${visitorId}`);
  if (!visitorCart || (visitorCart.lineItems.length === 0 && visitorCart.customLineItems.length === 0)) return;
  const existing = findCart(ctx, `member:${memberId}`);
  const memberCart = existing ?? newCart(ctx, `member:${memberId}`);
  addLines(ctx, memberCart, visitorCart.lineItems);
  memberCart.customLineItems.push(...visitorCart.customLineItems);
  if (!memberCart.couponCode && visitorCart.couponCode) memberCart.couponCode = visitorCart.couponCode;
  saveCart(ctx, memberCart, !existing);
  deleteCart(ctx, visitorCart);
}
