import { toCents } from '../../money';
import { addressToWire } from '../../address';
import { isRecord } from '../../schema/kit';
import { cartToWire, type Totals } from '../pricing';
import type { CartRecord, CouponRecord, ShippingRateRecord } from '../records';

/**
 * Cart V2 on the wire, over the same record and prices as v1 (`cartToWire`): the platform SDK's `currentCartV2`
 * reads `id`, `revision`, `quantityInfo`, `pricing` (money as `{ amount, convertedAmount }`, no formatted string), a
 * `status` per line, `source.catalogReference`, `coupons[]`, and the currency in `businessInfo`/`customerInfo`.
 */

/** V2 money: decimal strings, in the shop's currency and the visitor's (both EUR here). */
export function moneyV2(cents: number) {
  const amount = (cents / 100).toFixed(2);
  return { amount, convertedAmount: amount };
}

/** v1's availability as Cart V2's line status. */
const STATUS = {
  AVAILABLE: 'IN_STOCK',
  PARTIALLY_AVAILABLE: 'PARTIALLY_IN_STOCK',
  NOT_AVAILABLE: 'OUT_OF_STOCK',
  NOT_FOUND: 'REMOVED_FROM_CATALOG',
} as const;
export type LineStatus = (typeof STATUS)[keyof typeof STATUS];

type V1Line = ReturnType<typeof cartToWire>['lineItems'][number];

/** What a line can sell: all of it in stock, what is left when partly, nothing when out of stock or gone. */
function confirmed(line: V1Line): number {
  const a = line.availability as { status: keyof typeof STATUS; quantityAvailable?: number };
  if (a.status === 'AVAILABLE') return line.quantity;
  if (a.status === 'PARTIALLY_AVAILABLE') return Math.min(line.quantity, a.quantityAvailable ?? 0);
  return 0;
}

function lineToV2(line: V1Line) {
  const a = line.availability as { status: keyof typeof STATUS; quantityAvailable?: number };
  const unit = toCents(Number(line.price.amount));
  const full = toCents(Number(line.fullPrice.amount));
  const custom = 'customLineItem' in line && line.customLineItem === true;
  const catalogReference = 'catalogReference' in line ? line.catalogReference : undefined;
  const descriptionLines = line.descriptionLines.map((d) =>
    'colorInfo' in d ? { name: d.name, colorInfo: d.colorInfo } : { name: d.name, plainText: d.plainText },
  );
  // The stores catalogue gives its lines no picture on Cart V2 (a shop joins it by `catalogItemId`); a custom line
  // keeps the one it was given.
  const image = custom && 'image' in line ? line.image : undefined;
  return {
    id: line.id,
    name: line.productName,
    quantityInfo: {
      requestedQuantity: line.quantity,
      confirmedQuantity: confirmed(line),
      ...(a.quantityAvailable !== undefined ? { availableQuantity: a.quantityAvailable } : {}),
      fixedQuantity: false,
    },
    pricing: {
      unitPrice: moneyV2(unit),
      totalPrice: moneyV2(unit * confirmed(line)),
      breakdown: { fullPrice: moneyV2(full), salePrice: moneyV2(unit) },
      priceUndetermined: false,
    },
    ...(catalogReference ? { source: { catalogReference } } : {}),
    attributes: {
      descriptionLines,
      ...(image ? { image } : {}),
      ...(line.url ? { url: line.url } : {}),
      ...('itemType' in line && line.itemType ? { itemType: line.itemType } : {}),
      ...('physicalProperties' in line && line.physicalProperties
        ? { physicalProperties: line.physicalProperties }
        : {}),
      ...('serviceProperties' in line && line.serviceProperties ? { serviceProperties: line.serviceProperties } : {}),
    },
    paymentConfig: { paymentOption: line.paymentOption },
    status: STATUS[a.status],
    customLineItem: custom,
  };
}

export type LineV2 = ReturnType<typeof lineToV2>;

/** The cart's delivery method: the shipping rate it chose. */
export function deliveryMethod(rate: ShippingRateRecord) {
  return { code: rate.code, title: { original: rate.title, translated: rate.title }, pickup: !!rate.pickup };
}

export function cartV2ToWire(
  cart: CartRecord,
  totals: Totals,
  coupon: CouponRecord | undefined,
  rate: ShippingRateRecord | undefined,
) {
  const v1 = cartToWire(cart, totals);
  const contact = isRecord(cart.contactInfo) ? cart.contactInfo : {};
  const details = isRecord(contact.contactDetails) ? contact.contactDetails : {};
  const address = isRecord(contact.address) ? addressToWire(contact.address) : undefined;
  return {
    id: cart.id,
    createdDate: cart.createdDate,
    updatedDate: cart.updatedDate,
    revision: String(cart.revision ?? 1),
    lineItems: v1.lineItems.map(lineToV2),
    subtotal: moneyV2(totals.subtotalCents),
    ...(cart.buyerNote !== undefined ? { note: cart.buyerNote } : {}),
    coupons: coupon ? [{ id: coupon.id, code: coupon.code }] : [],
    source: { channelType: 'WEB', createdBy: createdBy(cart.buyerInfo) },
    businessInfo: { languageCode: 'en', currencyCode: 'EUR' },
    customerInfo: { ...cart.buyerInfo, ...details, languageCode: 'en', currencyCode: 'EUR' },
    deliveryInfo: {
      ...(address ? { address } : {}),
      ...(rate ? { method: deliveryMethod(rate) } : {}),
      weightUnit: 'KG',
    },
    taxInfo: { pricesIncludeTax: true },
    paymentInfo: { giftCards: [], currencyCode: 'EUR' },
    orderPlaced: false,
    currentCart: true,
  };
}

export type CartV2Wire = ReturnType<typeof cartV2ToWire>;

/** Who made the cart, as the platform's `source.createdBy` names it: the visitor or the member, not their e-mail. */
function createdBy({ visitorId, memberId }: CartRecord['buyerInfo']) {
  return { ...(visitorId ? { visitorId } : {}), ...(memberId ? { memberId } : {}) };
}
