import { address, date, decimal, fieldMask, image, pageUrl, type Shape } from '@vitrine/http';

// Declared once by wire name and reused by every call (answers and request bodies alike): a shape only visits
// the keys an object actually has, so one declaration serves a full cart and a partial update.

const physicalProperties: Shape = { weight: decimal };
const serviceProperties: Shape = { scheduledDate: date };

const lineItem: Shape = { url: pageUrl, image, physicalProperties, serviceProperties };
const customLineItem: Shape = { url: pageUrl, media: image, physicalProperties, serviceProperties };
const merchantDiscount: Shape = { percentage: decimal };
const appliedDiscount: Shape = { merchantDiscount };

export const cartShape: Shape = {
  createdDate: date,
  updatedDate: date,
  lineItems: lineItem,
  customLineItems: customLineItem,
  contactInfo: { address },
  appliedDiscounts: appliedDiscount,
};

/** `{ cart }`: the answer of every call that changes the cart. */
export const cartEnvelope: Shape = { cart: cartShape };

/** Update and add bodies: `cartInfo` is a part of a cart, so the cart's own shape covers it. */
export const cartInput: Shape = {
  cartInfo: cartShape,
  lineItems: lineItem,
  customLineItems: customLineItem,
  merchantDiscounts: merchantDiscount,
  cartFieldmask: fieldMask,
};

/** Estimate and checkout bodies. */
export const addresses: Shape = { shippingAddress: address, billingAddress: address };

const shippingOption: Shape = {
  logistics: { deliveryTimeSlot: { from: date, to: date }, pickupDetails: { address } },
};
const expiring: Shape = { expirationDate: date };

export const estimateShape: Shape = {
  cart: cartShape,
  shippingInfo: {
    selectedCarrierServiceOption: shippingOption,
    carrierServiceOptions: { shippingOptions: shippingOption },
  },
  membershipOptions: { eligibleMemberships: expiring, invalidMemberships: { membership: expiring } },
  appliedDiscounts: appliedDiscount,
};
