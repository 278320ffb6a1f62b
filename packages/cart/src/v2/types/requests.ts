// What the Cart V2 calls take, as the platform SDK's `currentCartV2` takes it (SDK side: `_id`, `Date`s, media
// URIs, URL strings, addresses with `addressLine1`).
import type {
  Cart,
  CatalogOverrideFields,
  CatalogReference,
  ConvertedMoney,
  DescriptionLine,
  ExtendedFields,
  ItemTypePreset,
  ModifierGroup,
  PaymentOptionType,
  PhysicalProperties,
  SelectedMembership,
  ServiceProperties,
  TranslatableString,
} from './cart';

/** Paying a line with a membership: one the buyer has, or one bought in the same cart. */
export interface MembershipInput {
  existingMembership?: { appId?: string; membershipId?: string };
  futureMembership?: { lineItemId?: string; benefitId?: string };
}

/** A catalogue item to add: `{ catalogReference: { catalogItemId, appId, options: { variantId } }, quantity }`. */
export interface CatalogItemInput {
  catalogReference: CatalogReference;
  quantity: number;
  selectedMembership?: SelectedMembership;
  catalogOverrideFields?: CatalogOverrideFields;
  extendedFields?: ExtendedFields;
  inventoryAppId?: string | null;
  membershipPayment?: MembershipInput;
}

/** A line the caller prices itself (the platform allows it to the merchant, not to a visitor). */
export interface CustomItemInput {
  name: TranslatableString;
  quantityInfo: { requestedQuantity: number; availableQuantity?: number | null; fixedQuantity?: boolean };
  pricing: {
    price: ConvertedMoney;
    fullPrice?: ConvertedMoney;
    priceDescription?: TranslatableString;
    priceUndetermined?: boolean;
  };
  source?: { catalogReference?: CatalogReference; rootCatalogItemId?: string | null; inventoryAppId?: string | null };
  attributes: {
    descriptionLines?: DescriptionLine[];
    image?: string;
    url?: string;
    itemType: { preset?: ItemTypePreset; custom?: string };
    physicalProperties?: PhysicalProperties;
    serviceProperties?: ServiceProperties;
    membersOnly?: boolean;
  };
  deliveryConfig?: { deliveryProfileId?: string | null };
  taxConfig?: { taxableAddress?: { addressType?: 'BUSINESS' | 'BILLING' | 'SHIPPING' }; taxGroupId?: string | null };
  paymentConfig?: { depositAmount?: ConvertedMoney; paymentOption?: PaymentOptionType };
  modifierGroups?: ModifierGroup[];
}

export interface CouponInput {
  code: string;
}

export interface DeliveryMethodInput {
  code: string;
  appId?: string | null;
}

export interface GiftCardInput {
  code: string;
  redeemAmount?: ConvertedMoney;
}

export interface AddLineItemsToCurrentCartOptions {
  catalogItems?: CatalogItemInput[];
  customItems?: CustomItemInput[];
}

export interface CreateCurrentCartOptions extends AddLineItemsToCurrentCartOptions {
  cart?: Cart;
  coupons?: CouponInput[];
  deliveryMethod?: DeliveryMethodInput;
  giftCards?: GiftCardInput[];
}

/** A change of one line: `{ lineItemId, quantity: { newQuantity } }` (at least 1; remove a line to drop it). */
export interface LineItemUpdate {
  lineItemId: string;
  quantity?: { newQuantity: number };
  selectedMembership?: { newMembership?: SelectedMembership };
  membershipPayment?: MembershipInput;
}

export interface UpdateLineItemsInCurrentCartOptions {
  lineItems: LineItemUpdate[];
}

export interface CalculateCurrentCartOptions {
  /** Re-read prices, stock and discounts first. */
  refreshCart?: boolean;
}

export type ValidationsConfig = 'SKIP_VALIDATIONS' | 'PRE_CHECKOUT_VALIDATIONS' | 'CHECKOUT_VALIDATIONS';

/** Which parts to price; a part not switched on is left out of the estimate. */
export interface EstimateCurrentCartOptions extends CalculateCurrentCartOptions {
  validationConfig?: ValidationsConfig;
  calculateDelivery?: boolean;
  calculateAdditionalFees?: boolean;
  calculateTax?: boolean;
  calculateGiftCards?: boolean;
}

export interface UpdateFormSubmissionsInCurrentCartOptions {
  formSubmissions?: { _id?: string; formSubmissionId?: string }[];
}

export interface GetCheckoutUrlOptions {
  /** The currency the checkout shows. */
  currencyCode?: string | null;
}

/** Every current-cart call but delete, calculate and estimate answers the cart in an envelope, as the platform SDK does. */
export interface CartResponse {
  cart?: Cart;
}

export interface GetCheckoutUrlResponse {
  checkoutUrl?: string;
}
