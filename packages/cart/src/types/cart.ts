import type {
  DescriptionLineType,
  DiscountType,
  FileType,
  ItemAvailabilityStatus,
  ItemType,
  PaymentOptionType,
  SubscriptionFrequency,
  VatType,
  WeightUnit,
} from '../enums';
import type {
  Address,
  ImageUri,
  MultiCurrencyPrice,
  PageUrl,
  SelectedShippingOption,
  TranslatableText,
} from './common';

/** The current visitor's cart. `_id`, `_createdDate` and `_updatedDate` are the wire's `id`, `createdDate`, `updatedDate`. */
export interface Cart {
  _id?: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  currency?: string;
  conversionCurrency?: string;
  weightUnit?: WeightUnit;
  taxIncludedInPrices?: boolean;
  buyerInfo?: BuyerInfo;
  /** Catalogue lines and custom lines alike; a custom line has `customLineItem: true`. */
  lineItems: LineItem[];
  appliedDiscounts?: CartDiscount[];
  contactInfo?: ContactInfo;
  buyerNote?: string;
  selectedShippingOption?: SelectedShippingOption;
  subtotal?: MultiCurrencyPrice;
  checkoutId?: string;
}

export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
}

/** Where a line item comes from: a catalogue (`appId`) and an item in it, with the chosen variant or options. */
export interface CatalogReference {
  catalogItemId: string;
  /** `STORES_APP_ID` for the stores catalogue. */
  appId: string;
  options?: { variantId?: string; options?: Record<string, string>; [key: string]: unknown };
}

export interface LineItem {
  _id: string;
  quantity: number;
  catalogReference: CatalogReference;
  productName?: TranslatableText;
  url?: PageUrl;
  price?: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  descriptionLines?: DescriptionLine[];
  image?: ImageUri;
  availability?: ItemAvailability;
  physicalProperties?: PhysicalProperties;
  itemType?: ItemTypeInfo;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  digitalFile?: SecuredMedia;
  couponScopes?: CouponScope[];
  /** Added as a custom line item (`customLineItems` of an add or update), not from a catalogue. */
  customLineItem?: boolean;
}

/** An item the storefront prices itself, outside any catalogue. */
export interface CustomLineItem {
  _id?: string;
  quantity: number;
  productName: TranslatableText;
  /** A decimal string. */
  price: string;
  url?: PageUrl;
  media?: ImageUri;
  descriptionLines?: DescriptionLine[];
  itemType?: ItemTypeInfo;
  physicalProperties?: PhysicalProperties;
  serviceProperties?: ServiceProperties;
  paymentOption?: PaymentOptionType;
  digitalFile?: SecuredMedia;
}

/** One line under the product name: an option's text or its color. */
export interface DescriptionLine {
  name?: TranslatableText;
  plainText?: TranslatableText;
  colorInfo?: TranslatableText & { code?: string };
  lineType?: DescriptionLineType;
}

export interface ItemAvailability {
  status?: ItemAvailabilityStatus;
  quantityAvailable?: number;
}

export interface PhysicalProperties {
  /** In the cart's `weightUnit`; non-finite values travel as strings and read back as numbers. */
  weight?: number;
  sku?: string;
  shippable?: boolean;
}

/** A preset item type, or a custom one named by the catalogue. */
export interface ItemTypeInfo {
  preset?: ItemType;
  custom?: string;
}

export interface ServiceProperties {
  scheduledDate?: Date;
  numberOfParticipants?: number;
}

export interface SubscriptionOptionInfo {
  subscriptionSettings?: { frequency?: SubscriptionFrequency; autoRenewal?: boolean; billingCycles?: number };
  title?: TranslatableText;
  description?: TranslatableText;
}

/** A file a digital item delivers. */
export interface SecuredMedia {
  _id?: string;
  fileName?: string;
  fileType?: FileType;
}

export interface CouponScope {
  namespace?: string;
  group?: { name?: string; entityId?: string };
}

export interface ContactInfo {
  address?: Address;
  contactDetails?: ContactDetails;
}

export interface ContactDetails {
  firstName?: string;
  lastName?: string;
  phone?: string;
  company?: string;
  /** A tax id (Brazil); its `id` reads as `_id` like every other. */
  vatId?: { _id?: string; type?: VatType };
}

/** A discount the cart applied: a coupon or a merchant discount, on the whole cart, some items, or shipping. */
export interface CartDiscount {
  discountType?: DiscountType;
  lineItemIds?: string[];
  coupon?: { _id?: string; code?: string; name?: string; amount?: MultiCurrencyPrice };
  merchantDiscount?: { amount?: MultiCurrencyPrice; percentage?: number };
}
