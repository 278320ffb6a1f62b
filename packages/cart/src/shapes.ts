import { address, date, decimal, fieldMask, image, imageFromWire, pageUrl, type Shape } from '@vitrine/http';

// Declared once by wire name and reused by every call: a shape only visits the keys an object actually has, so
// one declaration serves a full cart and a partial update. Answers declare the reading half of media
// (`imageFromWire`), so a bundle that only reads the cart carries no media URI parser.

const physicalProperties: Shape = { weight: decimal };
const serviceProperties: Shape = { scheduledDate: date };

const lineItem: Shape = { url: pageUrl, image: imageFromWire, physicalProperties, serviceProperties };
const lineItemInput: Shape = { url: pageUrl, image, physicalProperties, serviceProperties };
const customLineItemInput: Shape = { url: pageUrl, media: image, physicalProperties, serviceProperties };
const merchantDiscount: Shape = { percentage: decimal };
const appliedDiscount: Shape = { merchantDiscount };
const contactInfo: Shape = { address };

export const cartShape: Shape = {
  createdDate: date,
  updatedDate: date,
  // Custom lines come back among `lineItems` (with `customLineItem: true`): the platform's cart has no other list.
  lineItems: lineItem,
  contactInfo,
  appliedDiscounts: appliedDiscount,
};

/** `{ cart }`: the answer of every call that changes the cart. */
export const cartEnvelope: Shape = { cart: cartShape };

/** Update and add bodies (`cartInfo` carries the contact, buyer note and shipping option of a cart). */
export const cartInput: Shape = {
  cartInfo: { contactInfo },
  lineItems: lineItemInput,
  customLineItems: customLineItemInput,
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
