import type { InventoryStatus, OptionType, ProductType } from '../enums';
import type { CostAndProfitData, Discount, Media, NumericRange, PriceData, PricePerUnitData } from './common';
import type { Variant } from './variant';

export interface Choice {
  /** The choice's value: a hex code for colours, else its name. */
  value?: string;
  /** The choice's name; variants key their `choices` on it. */
  description?: string;
  inStock?: boolean;
  visible?: boolean;
  media?: Media;
}

export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}

export interface Stock {
  trackInventory?: boolean;
  quantity?: number;
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/** A catalogue product (`_id`, dates as `Date`, decimal price fields as numbers). */
export interface Product {
  _id: string;
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: ProductType;
  description?: string;
  sku?: string;
  weight?: number;
  stock?: Stock;
  price?: PriceData;
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  costAndProfitData?: CostAndProfitData;
  priceRange?: NumericRange;
  costRange?: NumericRange;
  weightRange?: NumericRange;
  pricePerUnitData?: PricePerUnitData;
  discount?: Discount;
  additionalInfoSections?: { title: string; description: string }[];
  ribbon?: string;
  brand?: string;
  ribbons?: { text: string }[];
  collectionIds?: string[];
  productPageUrl?: { base: string; path: string };
  numericId?: string;
  inventoryItemId?: string;
  lastUpdated?: Date;
  _createdDate?: Date;
  manageVariants?: boolean;
  productOptions?: ProductOption[];
  variants?: Variant[];
  media?: Media;
  customTextFields?: unknown[];
  seoData?: unknown;
}

/** The fields a merchant sends to create a product (`name` is required by the platform). */
export type ProductInput = Partial<Omit<Product, '_id' | 'variants' | 'lastUpdated' | '_createdDate'>> & {
  name: string;
};

/** A product update: its `_id` plus the fields to change. */
export type ProductUpdate = Partial<Omit<Product, 'variants' | 'lastUpdated' | '_createdDate'>> & { _id: string };
