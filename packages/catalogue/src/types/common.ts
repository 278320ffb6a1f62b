import type { DiscountType, MeasurementUnit, MediaItemType } from '../enums';

/** An amount of money as the platform formats it; amounts are decimal strings. */
export interface Money {
  amount: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

/** Prices of a product or variant. Non-finite numbers (`NaN`, `Infinity`) travel as strings and read back as numbers. */
export interface PriceData {
  currency?: string;
  price?: number;
  discountedPrice?: number;
  pricePerUnit?: number;
  formatted?: { price?: string; discountedPrice?: string; pricePerUnit?: string };
}

export interface NumericRange {
  minValue?: number;
  maxValue?: number;
}

/** Merchant-only: present when `includeMerchantSpecificData` is set and the caller may see it. */
export interface CostAndProfitData {
  itemCost?: number;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  profitMargin?: number;
}

export interface PricePerUnitData {
  totalQuantity?: number;
  totalMeasurementUnit?: MeasurementUnit;
  baseQuantity?: number;
  baseMeasurementUnit?: MeasurementUnit;
}

export interface Discount {
  type?: DiscountType;
  value?: number;
}

/** A product media item. Its `image` stays an object with its `url`, since storefronts display it as is. */
export interface MediaItem {
  _id?: string;
  mediaType?: MediaItemType;
  title?: string;
  thumbnail?: { url: string; width: number; height: number };
  image?: { url: string; width: number; height: number; altText?: string; urlExpirationDate?: Date };
  video?: {
    files: { url: string; width: number; height: number; format: string; urlExpirationDate?: Date }[];
    stillFrameMediaId?: string;
  };
}

export interface Media {
  mainMedia?: MediaItem;
  items: MediaItem[];
}

/** The page metadata of a product's variants query (its total is the answer's `totalResults`). */
export interface QueryMetadata {
  items: number;
  offset: number;
}

/** The page metadata of the store variants query. */
export interface StoreQueryMetadata {
  count: number;
  offset: number;
  /** All matching variants. */
  total?: number;
}
