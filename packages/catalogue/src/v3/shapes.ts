import {
  date,
  decimal,
  image,
  imageFromWire,
  pageUrl,
  video,
  videoFromWire,
  type FieldTransform,
  type Shape,
} from '@vitrine/http';

// Declared once by wire name, as the platform SDK's `productsV3`, `readOnlyVariantsV3` and `categories` transform
// them: dates, decimals (floats), media (images and videos as `image://…` and `video://…` URIs) and page URLs. Answers
// declare the reading half of media (`imageFromWire`, `videoFromWire`), so a bundle that only reads carries no URI
// parser. No object spreads: a bundler keeps a spread it cannot prove harmless, and with it every shape the
// spread's object names.

const WIRE_NAMES: Record<string, string> = { _id: 'id', _createdDate: 'createdDate', _updatedDate: 'updatedDate' };

/** Gives back the wire's names (`id`, …) that the answer's parse renamed, at any depth. */
function wireNames(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(wireNames);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const wire = Object.hasOwn(WIRE_NAMES, key) ? WIRE_NAMES[key]! : key;
    out[wire !== key && Object.hasOwn(node, wire) ? key : wire] = wireNames(value);
  }
  return out;
}

/**
 * Rich content (a description): its nodes keep the wire's `id`, as the platform SDK leaves them (it renames no key
 * inside rich content), and its metadata's timestamps are dates. A request's value goes as it is.
 */
const richContent: FieldTransform = (value, toWire) => {
  if (toWire || !value || typeof value !== 'object') return value;
  const content = wireNames(value) as { metadata?: Record<string, unknown> };
  const metadata = content.metadata;
  if (metadata && typeof metadata === 'object') {
    for (const key of ['createdTimestamp', 'updatedTimestamp']) {
      if (Object.hasOwn(metadata, key)) metadata[key] = date(metadata[key], false);
    }
  }
  return content;
};

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

/** An inventory item: its dates. */
export const inventoryItemShape: Shape = { createdDate: date, updatedDate: date };
export const inventoryItemEnvelope: Shape = { inventoryItem: inventoryItemShape };
export const inventoryItemsEnvelope: Shape = { inventoryItems: inventoryItemShape };
export const bulkInventoryItemsEnvelope: Shape = { results: { item: inventoryItemShape } };
