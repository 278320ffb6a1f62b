import { money, toCents } from '../money';
import { discounted, variantPrice } from '../products';
import { addressToWire } from '../address';
import { isRecord } from '../schema/kit';
import { customLineToWire, customUnitCents } from './custom-lines';
import { resolveReference, type ProductLookup, type ResolvedLine } from './catalog';
import type { CartRecord, CouponRecord, StoredLine } from './records';

/** Prices include 19 % VAT. */
export const TAX_RATE = 0.19;

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

export function priceLine(lookup: ProductLookup, line: StoredLine): PricedLine {
  const resolved = resolveReference(lookup, line.catalogReference);
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
  return {
    line,
    resolved,
    status,
    ...(quantityAvailable !== undefined ? { quantityAvailable } : {}),
    unitCents: toCents(unit),
    fullCents: toCents(full),
    billable,
  };
}

function lineToWire(p: PricedLine) {
  const { product, variant } = p.resolved;
  const name = product?.name ?? p.line.snapshot.name;
  const slug = product?.slug ?? p.line.catalogReference.catalogItemId;
  const relativePath = `/product-page/${slug}`;
  const choiceMedia =
    product && variant
      ? product.productOptions.flatMap((o) =>
          o.choices.filter((c) => variant.choices[o.name] === c.description).flatMap((c) => c.mediaIds ?? []),
        )
      : [];
  const media = product
    ? (product.media.find((m) => choiceMedia.includes(m.id) && m.image) ?? product.media.find((m) => m.image))
    : undefined;
  const descriptionLines =
    product && variant
      ? product.productOptions.map((o) => {
          const choice = o.choices.find((c) => c.description === variant.choices[o.name]);
          const text = { original: choice?.description ?? '', translated: choice?.description ?? '' };
          return o.optionType === 'color'
            ? {
                name: { original: o.name, translated: o.name },
                colorInfo: { ...text, code: choice?.value ?? '' },
                lineType: 'COLOR',
              }
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
      ? {
          image: {
            id: media.id,
            url: media.image.url,
            width: media.image.width,
            height: media.image.height,
            filename: media.id,
            altText: media.image.altText ?? name,
          },
        }
      : {}),
    availability: {
      status: p.status,
      ...(p.quantityAvailable !== undefined ? { quantityAvailable: p.quantityAvailable } : {}),
    },
    physicalProperties: {
      weight: variant?.weight ?? product?.weight ?? 0,
      ...((variant?.sku ?? product?.sku) ? { sku: variant?.sku ?? product?.sku } : {}),
      shippable: physical,
    },
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

/** The lines priced, the subtotal and the discounts (the coupon only when the cart's subtotal reaches it). */
export function computeTotals(lookup: ProductLookup, cart: CartRecord, coupon: CouponRecord | undefined): Totals {
  const priced = cart.lineItems.map((l) => priceLine(lookup, l));
  const customCents = cart.customLineItems.reduce<number>(
    (n, c) => n + customUnitCents(c) * Number(c.quantity ?? 1),
    0,
  );
  const subtotalCents = priced.reduce((n, p) => n + p.unitCents * p.billable, 0) + customCents;
  const appliedDiscounts: Record<string, unknown>[] = [];
  let couponCents = 0;
  if (coupon) {
    if (coupon && subtotalCents >= toCents(coupon.minSubtotal ?? 0)) {
      couponCents =
        coupon.type === 'PERCENT'
          ? Math.round((subtotalCents * coupon.value) / 100)
          : Math.min(subtotalCents, toCents(coupon.value));
      appliedDiscounts.push({
        discountType: 'GLOBAL',
        coupon: { id: coupon.id, code: coupon.code, name: coupon.name, amount: money(couponCents) },
      });
    }
  }
  let merchantCents = 0;
  for (const d of cart.merchantDiscounts) {
    const ids = d.lineItemIds ?? [];
    const scope = ids.length
      ? priced.filter((p) => ids.includes(p.line.id)).reduce((n, p) => n + p.unitCents * p.billable, 0)
      : subtotalCents;
    const remaining = Math.max(0, subtotalCents - couponCents - merchantCents);
    const cents = Math.min(
      remaining,
      d.percentage !== undefined ? Math.round((scope * d.percentage) / 100) : toCents(d.amount ?? 0),
    );
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
  return isRecord(address) ? { ...info, address: addressToWire(address) } : info;
}

/** The wire Cart (URLs relative; the app absolutizes them). */
export function cartToWire(cart: CartRecord, totals: Totals) {
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
