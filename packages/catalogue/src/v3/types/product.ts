import type {
  BreadcrumbsInfo,
  ExtendedFields,
  FixedMonetaryAmount,
  Media,
  PriceRange,
  ProductMedia,
  RichContent,
  SeoSchema,
} from './common';

// A Catalog V3 product as the platform SDK's `productsV3` reads it.

export type ProductType = 'UNKNOWN_PRODUCT_TYPE' | 'PHYSICAL' | 'DIGITAL';
/** A product's stock over its variants. */
export type InventoryAvailabilityStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK';
export type PreorderStatus = 'ENABLED' | 'DISABLED' | 'PARTIALLY_ENABLED';
export type ProductPreorderAvailability = 'ALL_VARIANTS' | 'NO_VARIANTS' | 'SOME_VARIANTS';
export type ProductOptionRenderType = 'UNKNOWN_OPTION_RENDER_TYPE' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';
export type ModifierRenderType = 'UNKNOWN_MODIFIER_RENDER_TYPE' | 'FREE_TEXT' | 'TEXT_CHOICES' | 'SWATCH_CHOICES';
export type ChoiceType = 'UNKNOWN_CHOICE_TYPE' | 'CHOICE_TEXT' | 'ONE_COLOR' | 'MULTIPLE_COLORS' | 'IMAGE';
export type WeightUnit = 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB';
export type MeasurementUnit =
  | 'UNSPECIFIED'
  | 'ML'
  | 'CL'
  | 'L'
  | 'CBM'
  | 'MG'
  | 'G'
  | 'KG'
  | 'MM'
  | 'CM'
  | 'M'
  | 'SQM'
  | 'OZ'
  | 'LB'
  | 'FLOZ'
  | 'PT'
  | 'QT'
  | 'GAL'
  | 'IN'
  | 'FT'
  | 'YD'
  | 'SQFT';

/**
 * The extra parts a list read (query, search, bulk) asks for: without them the platform leaves them out (no
 * formatted prices without `CURRENCY`, one picture without `MEDIA_ITEMS_INFO`, no choice names on variants without
 * `VARIANT_OPTION_CHOICE_NAMES`).
 */
export type RequestedField =
  | 'URL'
  | 'CURRENCY'
  | 'INFO_SECTION'
  | 'MERCHANT_DATA'
  | 'PLAIN_DESCRIPTION'
  | 'INFO_SECTION_PLAIN_DESCRIPTION'
  | 'SUBSCRIPTION_PRICES_INFO'
  | 'BREADCRUMBS_INFO'
  | 'WEIGHT_MEASUREMENT_UNIT_INFO'
  | 'VARIANT_OPTION_CHOICE_NAMES'
  | 'MEDIA_ITEMS_INFO'
  | 'DESCRIPTION'
  | 'DIRECT_CATEGORIES_INFO'
  | 'ALL_CATEGORIES_INFO'
  | 'INFO_SECTION_DESCRIPTION'
  | 'THUMBNAIL'
  | 'PRODUCT_CHOICES_MEDIA_REFERENCES'
  | 'PRODUCT_CHOICES_DISPLAY_IMAGE'
  | 'MIN_PRICE_VARIANT'
  | 'DISCOUNT_INFO';

/** The extra parts a single read or write (get, get by slug, create, update) asks for: as lists, less `MIN_PRICE_VARIANT`. */
export type SingleEntityRequestedField = Exclude<RequestedField, 'MIN_PRICE_VARIANT'>;

export interface Inventory {
  availabilityStatus?: InventoryAvailabilityStatus;
  preorderStatus?: PreorderStatus;
  preorderAvailability?: ProductPreorderAvailability;
}

export interface OptionChoiceIds {
  optionId?: string;
  choiceId?: string;
}

/** Only with the `VARIANT_OPTION_CHOICE_NAMES` field. */
export interface OptionChoiceNames {
  optionName?: string;
  choiceName?: string;
  renderType?: ProductOptionRenderType;
}

/** One of a variant's choices: which option, which choice. */
export interface OptionChoice {
  optionChoiceIds?: OptionChoiceIds;
  optionChoiceNames?: OptionChoiceNames;
}

/** A variant's single price; `priceAfterDiscount` with the `DISCOUNT_INFO` field. */
export interface PriceInfo {
  actualPrice?: FixedMonetaryAmount;
  compareAtPrice?: FixedMonetaryAmount;
  priceAfterDiscount?: FixedMonetaryAmount;
}

export interface RevenueDetails {
  cost?: FixedMonetaryAmount;
  profit?: FixedMonetaryAmount;
  profitMargin?: number;
}

export interface PricePerUnitSettings {
  quantity?: number;
  measurementUnit?: MeasurementUnit;
}

export interface PricePerUnit {
  settings?: PricePerUnitSettings;
  value?: string;
  description?: string | null;
  priceAfterDiscount?: FixedMonetaryAmount;
}

export interface Dimensions {
  length?: string | null;
  width?: string | null;
  height?: string | null;
  unit?: string;
}

export interface VariantPhysicalProperties {
  weight?: number | null;
  pricePerUnit?: PricePerUnit;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

export interface SecuredMedia {
  _id?: string;
  fileName?: string;
  fileSize?: string | null;
  fileType?: string;
}

export interface VariantDigitalProperties {
  digitalFile?: SecuredMedia;
}

/** A variant's stock: per variant, unlike the product's summary. */
export interface InventoryStatus {
  inStock?: boolean;
  preorderEnabled?: boolean;
}

export interface SubscriptionPrice {
  subscriptionId?: string;
  price?: FixedMonetaryAmount;
  pricePerUnit?: { value?: string; description?: string | null; priceAfterDiscount?: FixedMonetaryAmount };
  priceAfterDiscount?: FixedMonetaryAmount;
}

/** A variant inside a product (`variantsInfo.variants[]`): only in single reads, never in list reads. */
export interface Variant {
  physicalProperties?: VariantPhysicalProperties;
  digitalProperties?: VariantDigitalProperties;
  _id?: string | null;
  visible?: boolean | null;
  sku?: string | null;
  barcode?: string | null;
  choices?: OptionChoice[];
  price?: PriceInfo;
  revenueDetails?: RevenueDetails;
  media?: ProductMedia;
  subscriptionPricesInfo?: { subscriptionPrices?: SubscriptionPrice[] };
  inventoryStatus?: InventoryStatus;
}

export interface MediaReference {
  mediaId?: string;
  url?: string;
}

export interface ConnectedOptionChoice {
  colorCode?: string;
  choiceId?: string | null;
  linkedMedia?: ProductMedia[];
  choiceType?: ChoiceType;
  key?: string;
  name?: string | null;
  inStock?: boolean;
  visible?: boolean;
  /** A `image://v1/…` URI, with the `PRODUCT_CHOICES_DISPLAY_IMAGE` field. */
  displayImage?: string;
  media?: { items?: MediaReference[] };
  multipleColors?: { colorCodes?: string[] };
}

/** A product's option (Size, Color) and its choices. */
export interface ConnectedOption {
  choicesSettings?: { choices?: ConnectedOptionChoice[] };
  _id?: string | null;
  name?: string | null;
  optionRenderType?: ProductOptionRenderType;
  key?: string;
}

export interface ConnectedModifierChoice {
  colorCode?: string;
  choiceId?: string | null;
  linkedMedia?: ProductMedia[];
  choiceType?: ChoiceType;
  key?: string;
  name?: string | null;
  addedPrice?: string | null;
  displayImage?: string;
  media?: { items?: MediaReference[] };
}

/** A modifier: a choice or a free text that changes no variant (engraving, gift wrap). */
export interface ConnectedModifier {
  freeTextSettings?: {
    minCharCount?: number;
    maxCharCount?: number;
    defaultAddedPrice?: string | null;
    title?: string;
    key?: string;
  };
  choicesSettings?: { choices?: ConnectedModifierChoice[] };
  _id?: string | null;
  name?: string | null;
  modifierRenderType?: ModifierRenderType;
  key?: string;
  mandatory?: boolean | null;
}

export interface Brand {
  _id?: string | null;
  name?: string | null;
}

export interface Ribbon {
  _id?: string | null;
  name?: string | null;
}

export interface InfoSection {
  _id?: string | null;
  uniqueName?: string | null;
  title?: string | null;
  description?: RichContent;
  plainDescription?: string | null;
}

export interface ProductCategory {
  _id?: string;
  index?: number | null;
}

/** The categories a product is in: `directCategoriesInfo` directly, `allCategoriesInfo` with their ancestors. */
export interface ProductCategoriesInfo {
  categories?: ProductCategory[];
}

export interface PhysicalProperties {
  pricePerUnit?: PricePerUnitSettings;
  fulfillerId?: string | null;
  shippingWeightRange?: { minValue?: number; maxValue?: number };
  pricePerUnitRange?: {
    minValue?: { value?: string; description?: string | null };
    maxValue?: { value?: string; description?: string | null };
  };
  weightMeasurementUnitInfo?: { weightMeasurementUnit?: WeightUnit };
  deliveryProfileId?: string | null;
}

export interface SubscriptionDetails {
  subscriptions?: {
    autoRenewal?: boolean;
    billingCycles?: number;
    _id?: string | null;
    title?: string;
    description?: string | null;
    visible?: boolean | null;
    frequency?: 'UNDEFINED' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
    interval?: number | null;
    discount?: { amountOff?: string; percentOff?: number; type?: 'UNKNOWN_DISCOUNT' | 'AMOUNT' | 'PERCENT' };
  }[];
  allowOneTimePurchases?: boolean | null;
}

/**
 * A Catalog V3 product. Prices are ranges (`actualPriceRange`, `compareAtPriceRange`); a list read carries no
 * `variantsInfo` (get the product, or query its variants); `plainDescription` is HTML, with `PLAIN_DESCRIPTION`.
 */
export interface ProductV3 {
  _id?: string | null;
  revision?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  name?: string | null;
  slug?: string | null;
  /** The product page's URL, with the `URL` field. */
  url?: string;
  description?: RichContent;
  /** HTML, with the `PLAIN_DESCRIPTION` field. */
  plainDescription?: string | null;
  /** Visitors see only visible products. */
  visible?: boolean | null;
  visibleInPos?: boolean | null;
  media?: Media;
  seoData?: SeoSchema;
  taxGroupId?: string | null;
  options?: ConnectedOption[];
  modifiers?: ConnectedModifier[];
  brand?: Brand;
  infoSections?: InfoSection[];
  ribbon?: Ribbon;
  directCategoriesInfo?: ProductCategoriesInfo;
  allCategoriesInfo?: ProductCategoriesInfo;
  mainCategoryId?: string | null;
  costRange?: PriceRange;
  inventory?: Inventory;
  productType?: ProductType;
  physicalProperties?: PhysicalProperties;
  handle?: string | null;
  /** With the `CURRENCY` field. */
  currency?: string | null;
  breadcrumbsInfo?: BreadcrumbsInfo;
  actualPriceRange?: PriceRange;
  compareAtPriceRange?: PriceRange;
  /** Only in single reads (get, get by slug) and writes: list reads leave it out. */
  variantsInfo?: { variants?: Variant[] };
  purchaseEligibility?: { userCriteria?: 'UNKNOWN_USER_CRITERIA' | 'MEMBERS_ONLY' };
  additionalRibbons?: Ribbon[];
  extendedFields?: ExtendedFields;
  tags?: { privateTags?: { tagIds?: string[] }; publicTags?: { tagIds?: string[] } };
  subscriptionDetails?: SubscriptionDetails;
  /** With the `MIN_PRICE_VARIANT` field. */
  variantSummary?: { variantCount?: number; minPriceVariant?: Variant };
}

/** The platform SDK's name for it. */
export type Product = ProductV3;
