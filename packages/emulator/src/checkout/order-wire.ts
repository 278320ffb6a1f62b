import type { CartEstimate } from '../cart';
import type { CheckoutRecord, OrderDetails, OrderRecord } from './records';

/** The platform's order money: an amount and its text, no converted amounts (unlike the cart's). */
export interface OrderPrice {
  amount: string;
  formattedAmount: string;
}
const price = (m: { amount: string; formattedAmount: string }): OrderPrice => ({
  amount: m.amount,
  formattedAmount: m.formattedAmount,
});
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an order keeps of its checkout when it is placed, in the wire's shape of eCommerce Orders
 * (`GET /ecom/v1/orders/{id}`): the lines as sold (name, choices, picture, prices), the totals, the buyer, the
 * delivery. A snapshot: a product renamed or repriced later does not change a placed order.
 */
export function orderDetails(checkout: CheckoutRecord, est: CartEstimate): OrderDetails {
  const cart = est.cart;
  const contact = isRecord(cart.contactInfo) ? cart.contactInfo : {};
  const address = checkout.shippingAddress ?? (isRecord(contact.address) ? contact.address : undefined);
  const contactDetails = isRecord(contact.contactDetails) ? contact.contactDetails : undefined;
  const email = checkout.email ?? cart.buyerInfo.email;
  const withContact = {
    ...(address ? { address } : {}),
    ...(contactDetails ? { contactDetails } : {}),
  };
  const carrier = est.shippingInfo.selectedCarrierServiceOption;
  const pickup = carrier && isRecord(carrier.logistics) && 'pickupDetails' in carrier.logistics;
  const buyer = checkout.owner.kind === 'member' ? { memberId: checkout.owner.id } : { visitorId: checkout.owner.id };
  return {
    lineItems: cart.lineItems.map((line) => {
      const breakdown = est.calculatedLineItems.find((c) => c.lineItemId === line.id)?.pricesBreakdown;
      return {
        id: line.id,
        productName: line.productName,
        ...('catalogReference' in line && line.catalogReference ? { catalogReference: line.catalogReference } : {}),
        quantity: line.quantity,
        descriptionLines: line.descriptionLines,
        ...('image' in line && line.image ? { image: line.image } : {}),
        ...('physicalProperties' in line ? { physicalProperties: line.physicalProperties } : {}),
        ...('itemType' in line ? { itemType: line.itemType } : {}),
        price: price(line.price),
        priceBeforeDiscounts: price(line.priceBeforeDiscounts ?? line.price),
        ...(breakdown
          ? {
              totalPriceBeforeTax: price(breakdown.totalPriceBeforeTax),
              totalPriceAfterTax: price(breakdown.totalPriceAfterTax),
              totalDiscount: price(breakdown.totalDiscount),
              lineItemPrice: price(breakdown.lineItemPrice),
            }
          : {}),
        paymentOption: 'FULL_PAYMENT_ONLINE',
      };
    }),
    buyerInfo: { ...buyer, ...(email ? { email } : {}) },
    priceSummary: {
      subtotal: price(est.priceSummary.subtotal),
      shipping: price(est.priceSummary.shipping),
      tax: price(est.priceSummary.tax),
      discount: price(est.priceSummary.discount),
      total: price(est.priceSummary.total),
    },
    ...(address ? { billingInfo: withContact } : {}),
    ...(carrier
      ? {
          shippingInfo: {
            ...(carrier.code ? { code: carrier.code } : {}),
            title: carrier.title,
            logistics: {
              ...(isRecord(carrier.logistics) ? carrier.logistics : {}),
              // A pickup is collected at its point; anything else goes to the buyer's address.
              ...(!pickup && address ? { shippingDestination: withContact } : {}),
            },
            cost: { price: price(carrier.cost.price), totalPriceAfterTax: price(carrier.cost.totalPriceAfterTax) },
          },
        }
      : {}),
    ...(cart.buyerNote !== undefined ? { buyerNote: cart.buyerNote } : {}),
    appliedDiscounts: est.appliedDiscounts,
    channelType: checkout.channelType,
  };
}

export type OrderWire = ReturnType<typeof orderToWire>;

/** An order on the wire. An order recorded before the details were kept shows its names, quantities and total. */
export function orderToWire(order: OrderRecord) {
  const d = order.details;
  const eur = (amount: string): OrderPrice => ({ amount, formattedAmount: `€${amount}` });
  const buyer = order.owner.kind === 'member' ? { memberId: order.owner.id } : { visitorId: order.owner.id };
  const { channelType, ...details } = d ?? {
    lineItems: order.lineItems.map((l, i) => ({
      id: `${order.id}-${i + 1}`,
      productName: { original: l.name, translated: l.name },
      quantity: l.quantity,
      descriptionLines: [],
      price: eur(l.price),
    })),
    buyerInfo: buyer,
    priceSummary: { total: eur(order.total) },
    appliedDiscounts: [],
    channelType: 'WEB',
  };
  return {
    id: order.id,
    number: String(order.number),
    createdDate: order.createdDate,
    updatedDate: order.createdDate,
    purchasedDate: order.createdDate,
    checkoutId: order.checkoutId,
    ...details,
    // No payment is taken: the emulator's hosted checkout stands for a paid order.
    status: 'APPROVED',
    paymentStatus: 'PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    archived: false,
    currency: 'EUR',
    weightUnit: 'KG',
    taxIncludedInPrices: true,
    buyerLanguage: 'en',
    siteLanguage: 'en',
    channelInfo: { type: channelType },
    createdBy: buyer,
  };
}
