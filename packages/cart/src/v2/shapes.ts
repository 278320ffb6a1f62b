import { address, date, decimal, image, imageFromWire, pageUrl, type Shape } from '@vitrine/http';

// Declared once by wire name, as the platform SDK's `currentCartV2` transforms them: dates, decimals, media, page
// URLs and addresses. Answers declare the reading half of media (`imageFromWire`), so a bundle that only reads the
// cart carries no media URI parser.

const weight: Shape = { weight: decimal };
const service: Shape = { scheduledDate: date, endDate: date };
const subscription: Shape = { subscriptionSettings: { startDate: date } };

const lineItem: Shape = {
  source: { catalogOverrideFields: { image: imageFromWire, physicalProperties: weight } },
  attributes: {
    image: imageFromWire,
    url: pageUrl,
    physicalProperties: weight,
    serviceProperties: service,
    subscriptionInfo: subscription,
  },
};

const deliveryAndPayment: Shape = { deliveryInfo: { address }, paymentInfo: { billingAddress: address } };

export const cartShape: Shape = { createdDate: date, updatedDate: date, lineItems: lineItem, ...deliveryAndPayment };

/** `{ cart }`: the answer of every current-cart call but delete. */
export const cartEnvelope: Shape = { cart: cartShape };

/** `{ cart, summary }`: calculate and estimate. */
export const summaryEnvelope: Shape = {
  cart: cartShape,
  summary: { paymentSummary: { subscriptionCharges: { charges: { cycleBillingDate: date } } } },
};

/** Add line items (and create): the media and page URLs of the items given. */
export const itemsInput: Shape = {
  catalogItems: { catalogOverrideFields: { image, physicalProperties: weight } },
  customItems: { attributes: { image, url: pageUrl, physicalProperties: weight } },
};

const cartInput: Shape = {
  lineItems: {
    source: { catalogOverrideFields: { image, physicalProperties: weight } },
    attributes: { image, url: pageUrl, physicalProperties: weight },
  },
  ...deliveryAndPayment,
};

/** Update: the cart given. */
export const updateInput: Shape = { cart: cartInput };

/** Create: a cart and items. */
export const createInput: Shape = { ...itemsInput, cart: cartInput };
