import { date, decimal, image, imageFromWire, pageUrl, video, videoFromWire, type Shape } from '@vitrine/http';

// Declared once by wire name, as the platform SDK's `productsV3`, `readOnlyVariantsV3` and `categories` transform
// them: dates, decimals (floats), media (images and videos as `image://…` and `video://…` URIs) and page URLs. Answers
// declare the reading half of media (`imageFromWire`, `videoFromWire`), so a bundle that only reads carries no URI
// parser. No object spreads: a bundler keeps a spread it cannot prove harmless, and with it every shape the
// spread's object names.

const richContent: Shape = { metadata: { createdTimestamp: date, updatedTimestamp: date } };

const mediaItem: Shape = { image: imageFromWire, video: videoFromWire };
const mediaItemInput: Shape = { image, video };

const choice: Shape = { linkedMedia: mediaItem, displayImage: imageFromWire, image: imageFromWire };
const choiceInput: Shape = { linkedMedia: mediaItemInput, displayImage: image, image };

const variant: Shape = {
  media: mediaItem,
  physicalProperties: { pricePerUnit: { settings: { quantity: decimal } } },
  revenueDetails: { profitMargin: decimal },
};
const variantInput: Shape = {
  media: mediaItemInput,
  physicalProperties: { pricePerUnit: { settings: { quantity: decimal } } },
  revenueDetails: { profitMargin: decimal },
};

const physicalProperties: Shape = {
  pricePerUnit: { quantity: decimal },
  shippingWeightRange: { minValue: decimal, maxValue: decimal },
};

/** A product as every products V3 call answers it. */
export const productShape: Shape = {
  createdDate: date,
  updatedDate: date,
  url: pageUrl,
  description: richContent,
  infoSections: { description: richContent },
  media: { main: mediaItem, itemsInfo: { items: mediaItem } },
  options: { choicesSettings: { choices: choice } },
  modifiers: { choicesSettings: { choices: choice } },
  physicalProperties,
  variantsInfo: { variants: variant },
  variantSummary: { minPriceVariant: variant },
  subscriptionDetails: { subscriptions: { discount: { percentOff: decimal } } },
};

/** A product given to a write: its images and videos from URIs back to the wire's objects. */
export const productInput: Shape = {
  url: pageUrl,
  description: richContent,
  infoSections: { description: richContent },
  media: { main: mediaItemInput, itemsInfo: { items: mediaItemInput } },
  options: { choicesSettings: { choices: choiceInput } },
  modifiers: { choicesSettings: { choices: choiceInput } },
  physicalProperties,
  variantsInfo: { variants: variantInput },
  subscriptionDetails: { subscriptions: { discount: { percentOff: decimal } } },
};

/** `{ product }`: get by slug, and the writes before they are unwrapped. */
export const productEnvelope: Shape = { product: productShape };
/** `{ products }`: query and search. */
export const productsEnvelope: Shape = { products: productShape };
/** `{ results: [{ item }] }`: bulk create and update. */
export const bulkProductsEnvelope: Shape = { results: { item: productShape } };

/** A read-only variant. */
export const variantShape: Shape = {
  media: mediaItem,
  physicalProperties: { pricePerUnit: { settings: { quantity: decimal } } },
  revenueDetails: { profitMargin: decimal },
  productData: { physicalProperties },
};
export const variantsEnvelope: Shape = { variants: variantShape };

/** A category: its image is a `image://v1/…` URI, its rich description has dates. */
export const categoryShape: Shape = {
  createdDate: date,
  updatedDate: date,
  image: imageFromWire,
  richContentDescription: richContent,
};
export const categoryInput: Shape = { image, richContentDescription: richContent };
export const categoryEnvelope: Shape = { category: categoryShape };
export const categoriesEnvelope: Shape = { categories: categoryShape };
