import type { ChannelType } from '../enums';
import type { CatalogReference, ContactInfo, CustomLineItem, ServiceProperties } from './cart';
import type { Address, PageUrl, SelectedShippingOption } from './common';
import type { SelectedMemberships } from './estimate';

/** A catalogue item to put in the cart. */
export interface LineItemInput {
  quantity: number;
  catalogReference: CatalogReference;
  serviceProperties?: ServiceProperties;
  /** The item's page; goes to the wire as `{ relativePath, url }`. */
  url?: PageUrl;
}

/** A custom line item to put in the cart; the platform gives it an `_id` when it has none. */
export type CustomLineItemInput = CustomLineItem;

/** A merchant discount: an amount (decimal) or a percentage, on the whole cart or on some line items. */
export interface MerchantDiscountInput {
  amount?: string | number;
  percentage?: number;
  lineItemIds?: string[];
}

export interface CartInfo {
  contactInfo?: ContactInfo;
  buyerNote?: string;
  selectedShippingOption?: SelectedShippingOption;
  businessLocationId?: string;
}

/** The cart fields `cartFieldmask` may name. */
export type CartField =
  'cartInfo' | 'couponCode' | 'merchantDiscounts' | 'lineItems' | 'customLineItems' | (string & {});

export interface UpdateCurrentCartOptions {
  cartInfo?: CartInfo;
  couponCode?: string;
  merchantDiscounts?: MerchantDiscountInput[];
  /** Replaces the cart's line items. */
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
  /** The fields to change (sent comma-joined); without it, every field given is changed. */
  cartFieldmask?: CartField[];
}

export interface AddToCurrentCartOptions {
  lineItems?: LineItemInput[];
  customLineItems?: CustomLineItemInput[];
}

/** A new quantity for a line item already in the cart; 0 removes it. */
export interface LineItemQuantityUpdate {
  _id: string;
  quantity: number;
}

export interface EstimateCurrentCartTotalsOptions {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: Address;
  billingAddress?: Address;
  /** `{ memberships: [{ _id, appId, lineItemIds }] }` */
  selectedMemberships?: SelectedMemberships;
}

export interface CreateCheckoutFromCurrentCartOptions {
  channelType: ChannelType;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  email?: string;
}

export interface CreateCheckoutResponse {
  checkoutId: string;
}
