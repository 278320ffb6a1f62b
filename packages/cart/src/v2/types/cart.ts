// The Cart V2 entity as the SDK sees it (after the transforms), field for field as the platform SDK's
// `currentCartV2` module reads it: `_id`, `_createdDate` and `_updatedDate` renamed, dates as `Date`, images as media
// URIs, page URLs as strings, addresses with `addressLine1`, `formatted` and `location`.
import type { Address } from '@vitrine/http';
import type { ImageUri, PageUrl } from '../../types/common';

/**
 * V2 money: decimal strings in the cart's currency and in the visitor's. There is no formatted string: format it
 * with `formatMoney` (the currency is the cart's, `cartCurrency(cart)`).
 */
export interface ConvertedMoney {
  amount?: string;
  convertedAmount?: string;
}

export interface TranslatableString {
  original?: string;
  translated?: string | null;
}

/** A line's catalogue item: a product of the stores catalogue is `{ catalogItemId: product._id, appId: STORES_APP_ID }`. */
export interface CatalogReference {
  catalogItemId?: string;
  appId?: string;
  /**
   * `{ variantId }` for a product with variants (or, when its variants are not managed, `{ options: { Size: 'M' } }`,
   * its choices); without either such a product is refused (`VariantRequiredError`).
   */
  options?: { variantId?: string; options?: Record<string, string>; [option: string]: unknown } | null;
}

/** Whether a line can be bought as it is; anything but `IN_STOCK` blocks checkout (`unsellableLines`). */
export type ItemStatus = 'IN_STOCK' | 'PARTIALLY_IN_STOCK' | 'OUT_OF_STOCK' | 'REMOVED_FROM_CATALOG';

export interface ItemQuantityInfo {
  /** What the cart can sell (at most what is in stock). */
  confirmedQuantity?: number;
  /** What the buyer asked for. */
  requestedQuantity?: number;
  availableQuantity?: number | null;
  /** The quantity cannot change. */
  fixedQuantity?: boolean;
}

export interface ItemPricingInfo {
  unitPrice?: ConvertedMoney;
  totalPrice?: ConvertedMoney;
  priceDescription?: TranslatableString;
  priceUndetermined?: boolean;
  breakdown?: { fullPrice?: ConvertedMoney; salePrice?: ConvertedMoney; totalModifiersPrice?: ConvertedMoney };
}

export interface PhysicalProperties {
  weight?: number | null;
  sku?: string | null;
  shippable?: boolean;
}

export interface DescriptionLine {
  name?: TranslatableString;
  plainText?: TranslatableString;
  colorInfo?: TranslatableString & { code?: string | null };
}

export interface CatalogOverrideFields {
  name?: TranslatableString;
  salePrice?: string | null;
  fullPrice?: string | null;
  descriptionLines?: DescriptionLine[];
  physicalProperties?: PhysicalProperties;
  image?: ImageUri;
  paymentOption?: { value?: PaymentOptionType };
  depositAmount?: string | null;
  savePaymentMethod?: boolean | null;
  inventoryAppId?: string | null;
}

export interface ItemSource {
  catalogReference?: CatalogReference;
  catalogOverrideFields?: CatalogOverrideFields;
  rootCatalogItemId?: string | null;
  inventoryAppId?: string | null;
}

export type ItemTypePreset = 'UNRECOGNISED' | 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE';
export type PaymentOptionType =
  | 'FULL_PAYMENT_ONLINE'
  | 'FULL_PAYMENT_OFFLINE'
  | 'MEMBERSHIP'
  | 'DEPOSIT_ONLINE'
  | 'MEMBERSHIP_OFFLINE'
  | 'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER';

export interface ServiceProperties {
  scheduledDate?: Date | null;
  /** When the service ends (the platform SDK reads it as a date too). */
  endDate?: Date | null;
  numberOfParticipants?: number | null;
}

export interface ItemAttributes {
  descriptionLines?: DescriptionLine[];
  /** Set by a catalogue that gives one; the stores catalogue's lines have none: join it with `lineImages`. */
  image?: ImageUri;
  url?: PageUrl;
  policies?: { title?: string | null; content?: string }[];
  itemType?: { preset?: ItemTypePreset; custom?: string };
  physicalProperties?: PhysicalProperties;
  subscriptionInfo?: Record<string, unknown>;
  serviceProperties?: ServiceProperties;
  membersOnly?: boolean;
}

export interface SelectedMembership {
  _id?: string;
  appId?: string;
  name?: TranslatableString;
}

export interface ItemPaymentConfig {
  savePaymentMethod?: boolean;
  consentRequiredPaymentPolicy?: string | null;
  depositAmount?: ConvertedMoney;
  selectedMembership?: SelectedMembership;
  paymentOption?: PaymentOptionType;
  membership?: Record<string, unknown>;
}

export interface ItemModifier {
  _id?: string;
  quantity?: number | null;
  label?: TranslatableString;
  details?: TranslatableString;
  price?: ConvertedMoney;
}

export interface ModifierGroup {
  _id?: string;
  name?: TranslatableString;
  modifiers?: ItemModifier[];
}

export interface ItemDiscount {
  name?: TranslatableString;
  amountOff?: ConvertedMoney;
  source?: { sourceType?: 'AUTOMATIC_RULE' | 'COUPON'; couponCode?: string | null };
}

export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

export interface LineItem {
  _id?: string;
  name?: TranslatableString;
  quantityInfo?: ItemQuantityInfo;
  pricing?: ItemPricingInfo;
  source?: ItemSource;
  attributes?: ItemAttributes;
  deliveryConfig?: { deliveryProfileId?: string | null; fulfillerId?: string | null };
  taxConfig?: { taxableAddress?: { addressType?: 'BUSINESS' | 'BILLING' | 'SHIPPING' }; taxGroupId?: string | null };
  paymentConfig?: ItemPaymentConfig;
  status?: ItemStatus;
  extendedFields?: ExtendedFields;
  modifierGroups?: ModifierGroup[];
  discounts?: ItemDiscount[];
  customLineItem?: boolean;
}

export interface Coupon {
  _id?: string;
  code?: string;
}

export interface CartSource {
  channelType?: string;
  externalReferences?: { appId?: string; resourceId?: string | null }[];
  createdBy?: { visitorId?: string; memberId?: string; userId?: string; appId?: string };
  customContentReference?: { appId?: string; componentId?: string };
}

export interface BusinessInfo {
  locationId?: string | null;
  languageCode?: string;
  /** The shop's currency: what `amount`s are in (ISO 4217, `EUR`). */
  currencyCode?: string;
}

export interface VatId {
  _id?: string;
  type?: 'UNSPECIFIED' | 'CPF' | 'CNPJ';
}

export interface CustomerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  openAccess?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
  vatId?: VatId;
  email?: string | null;
  contactId?: string | null;
  languageCode?: string;
  /** The visitor's currency: what `convertedAmount`s are in. */
  currencyCode?: string;
}

export interface DeliveryMethod {
  code?: string;
  appId?: string | null;
  title?: TranslatableString;
  pickup?: boolean;
}

export interface DeliveryInfo {
  address?: Address;
  method?: DeliveryMethod;
  weightUnit?: 'UNSPECIFIED_WEIGHT_UNIT' | 'KG' | 'LB';
}

export interface GiftCard {
  _id?: string;
  obfuscatedCode?: string;
  appId?: string;
  externalId?: string | null;
  requestedRedeemAmount?: ConvertedMoney;
}

export interface PaymentInfo {
  giftCards?: GiftCard[];
  currencyCode?: string;
  billingAddress?: Address;
  billingContact?: {
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
    company?: string | null;
    vatId?: VatId;
  };
}

export interface CartSettings {
  lockGiftCard?: boolean | null;
  lockCouponCode?: boolean | null;
  policyAgreementCheckboxDisabled?: boolean | null;
  manualPaymentDisabled?: boolean | null;
}

/** A Cart V2. Its `_id` is also the id of its checkout: `createCheckoutRedirect` hands it to the hosted checkout. */
export interface Cart {
  _id?: string;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  /** Grows with every change. */
  revision?: string;
  lineItems?: LineItem[];
  subtotal?: ConvertedMoney;
  note?: string | null;
  coupons?: Coupon[];
  source?: CartSource;
  businessInfo?: BusinessInfo;
  customerInfo?: CustomerInfo;
  deliveryInfo?: DeliveryInfo;
  taxInfo?: { pricesIncludeTax?: boolean; taxExemptGroupId?: string | null };
  paymentInfo?: PaymentInfo;
  orderPlaced?: boolean;
  orderId?: string | null;
  purchaseFlowId?: string | null;
  settings?: CartSettings;
  customCheckoutUrl?: string | null;
  extendedFields?: ExtendedFields;
  currentCart?: boolean;
  demo?: boolean;
}
