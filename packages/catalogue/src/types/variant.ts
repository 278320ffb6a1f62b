import type { CostAndProfitData, Money, PriceData } from './common';

/** One combination of a product's option choices, as product reads return it. */
export interface Variant {
  _id: string;
  /** Option name → the chosen choice's description. */
  choices?: Record<string, string>;
  variant?: {
    priceData?: PriceData;
    convertedPriceData?: PriceData;
    costAndProfitData?: CostAndProfitData;
    weight?: number;
    sku?: string;
    visible?: boolean;
  };
  stock?: { trackQuantity?: boolean; quantity?: number; inStock?: boolean };
}

/** The variant that matches the chosen options (`getProductOptionsAvailability`). */
export interface SelectedVariant {
  _id: string;
  price?: PriceData;
  convertedPriceData?: PriceData;
  weight?: number;
  sku?: string;
  inStock?: boolean;
  visible?: boolean;
}

/** A variant as the store-wide variant reads return it, with its product's id. */
export interface StoreVariant {
  _id: string;
  productId?: string;
  /** The variant's id within its product (`_id` is unique across the store). */
  variantId?: string;
  productName?: string;
  variantName?: string;
  choices?: Record<string, string>;
  price?: { actualPrice?: Money; compareAtPrice?: Money };
  stock?: { trackQuantity?: boolean; quantity?: number; inStock?: boolean };
  /** Media URIs: `image://v1/<id>[/<name>]#originWidth=…` and `video://v1/<id>[/<name>]#posterUri=…`. */
  media?: { image?: string; video?: string };
}

/** One change of `updateProductVariants`: the variants it targets (by ids or choices) and their new values. */
export interface VariantOverride {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
}
