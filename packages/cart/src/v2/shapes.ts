import { address, date, decimal, image, imageFromWire, pageUrl, type Shape } from '@vitrine/http';

// Declared once by wire name, as the platform SDK's `currentCartV2` transforms them: dates, decimals, media, page
// URLs and addresses. Answers declare the reading half of media (`imageFromWire`), so a bundle that only reads the
// cart carries no media URI parser. No object spreads: a bundler keeps a spread it cannot prove harmless, and with it
// every shape (and transform) the spread's object names.

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

const deliveryInfo: Shape = { address };
const paymentInfo: Shape = { billingAddress: address };

export const cartShape: Shape = {
  createdDate: date,
  updatedDate: date,
  lineItems: lineItem,
  deliveryInfo,
  paymentInfo,
};

/** `{ cart }`: the answer of every current-cart call but delete. */
export const cartEnvelope: Shape = { cart: cartShape };

/** `{ cart, summary }`: calculate and estimate. */
export const summaryEnvelope: Shape = {
  cart: cartShape,
  summary: { paymentSummary: { subscriptionCharges: { charges: { cycleBillingDate: date } } } },
};

const catalogItems: Shape = { catalogOverrideFields: { image, physicalProperties: weight } };
const customItems: Shape = { attributes: { image, url: pageUrl, physicalProperties: weight } };

/** Add line items: the media and page URLs of the items given. */
export const itemsInput: Shape = { catalogItems, customItems };

const cartInput: Shape = {
  lineItems: {
    source: { catalogOverrideFields: { image, physicalProperties: weight } },
    attributes: { image, url: pageUrl, physicalProperties: weight },
  },
  deliveryInfo,
  paymentInfo,
};

/** Update: the cart given. */
export const updateInput: Shape = { cart: cartInput };

/** Create: a cart and items. */
export const createInput: Shape = { catalogItems, customItems, cart: cartInput };
