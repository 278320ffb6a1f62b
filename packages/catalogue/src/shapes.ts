import { date, decimal, image, video, type Shape } from '@vitrine/http';

// Declared once, by wire name, and reused wherever the entity travels (answers and request bodies alike).

const expiring: Shape = { urlExpirationDate: date };
const prices: Shape = { price: decimal, discountedPrice: decimal, pricePerUnit: decimal };
const range: Shape = { minValue: decimal, maxValue: decimal };
const costAndProfit: Shape = { itemCost: decimal, profit: decimal, profitMargin: decimal };

/** Product media keep their image objects (storefronts show `url`); only the expiry dates convert. */
const mediaItem: Shape = { image: expiring, video: { files: expiring } };
export const productMedia: Shape = { mainMedia: mediaItem, items: mediaItem };

export const variantShape: Shape = {
  variant: { priceData: prices, convertedPriceData: prices, costAndProfitData: costAndProfit, weight: decimal },
};

export const productShape: Shape = {
  weight: decimal,
  price: prices,
  priceData: prices,
  convertedPriceData: prices,
  costAndProfitData: costAndProfit,
  priceRange: range,
  costRange: range,
  weightRange: range,
  pricePerUnitData: { totalQuantity: decimal, baseQuantity: decimal },
  discount: { value: decimal },
  lastUpdated: date,
  createdDate: date,
  media: productMedia,
  productOptions: { choices: { media: productMedia } },
  variants: variantShape,
};

export const selectedVariantShape: Shape = { price: prices, convertedPriceData: prices, weight: decimal };

/** Store variants: picture and video are media URIs on the SDK side (the specification's "variant media"). */
export const storeVariantShape: Shape = { media: { image, video } };

/** Writes of numbers the platform reads as decimals (variant overrides, bulk set). */
export const decimalAmounts: Shape = { price: decimal, cost: decimal, weight: decimal };

// Envelopes: the same shape serves the request body and the answer of a call.
export const productEnvelope: Shape = { product: productShape };
export const variantsEnvelope: Shape = { variants: variantShape };
