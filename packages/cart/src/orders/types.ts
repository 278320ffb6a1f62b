import type { Address } from '@vitrine/http';

/** An amount of the order's currency: the decimal and its text (`"€24.90"`). */
export interface OrderPrice {
  amount?: string;
  formattedAmount?: string;
}

/** A translatable name: as the merchant wrote it, and in the buyer's language. */
export interface OrderText {
  original?: string;
  translated?: string | null;
}

/** A choice of the line (`Size: M`), as plain text or a colour. */
export interface OrderDescriptionLine {
  name?: OrderText;
  plainText?: OrderText;
  colorInfo?: OrderText & { code?: string | null };
  lineType?: string;
}

/** One line of an order, as sold: a snapshot, not the product today. */
export interface OrderLineItem {
  _id?: string;
  productName?: OrderText;
  catalogReference?: { catalogItemId?: string; appId?: string; options?: Record<string, unknown> | null };
  quantity?: number;
  descriptionLines?: OrderDescriptionLine[];
  /** The line's picture, a media URI (`wix:image://v1/…`; `imageUrl` of `@vitrine/http` sizes it). */
  image?: string;
  physicalProperties?: { weight?: number | null; sku?: string | null; shippable?: boolean };
  itemType?: { preset?: string; custom?: string };
  /** The price of one item. */
  price?: OrderPrice;
  priceBeforeDiscounts?: OrderPrice;
  totalPriceBeforeTax?: OrderPrice;
  /** The line's total: `price` × `quantity`, less its discounts. */
  totalPriceAfterTax?: OrderPrice;
  totalDiscount?: OrderPrice;
  lineItemPrice?: OrderPrice;
  paymentOption?: string;
}

/** A postal address with the name and phone it is for. */
export interface OrderAddressWithContact {
  address?: Address;
  contactDetails?: {
    firstName?: string | null;
    lastName?: string | null;
    phone?: string | null;
    company?: string | null;
  };
}

/** How the order is delivered: the option chosen, where to, and its cost. */
export interface OrderShippingInfo {
  carrierId?: string | null;
  code?: string | null;
  title?: string;
  logistics?: {
    shippingDestination?: OrderAddressWithContact;
    pickupDetails?: OrderAddressWithContact & { pickupMethod?: string };
    deliveryTime?: string | null;
    instructions?: string | null;
    deliverByDate?: Date | null;
    deliveryTimeSlot?: { from?: Date | null; to?: Date | null };
  };
  cost?: { price?: OrderPrice; totalPriceAfterTax?: OrderPrice; discount?: OrderPrice };
}

/** An eCommerce order, as the platform SDK's `orders.getOrder` resolves to it (the fields a shop shows). */
export interface Order {
  _id?: string | null;
  /** The number the buyer's confirmation mail names (`"10001"`), not the id. */
  number?: string;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  purchasedDate?: Date | null;
  checkoutId?: string | null;
  lineItems?: OrderLineItem[];
  /** Who placed it: the visitor or the member, and the e-mail the confirmation went to. */
  buyerInfo?: { visitorId?: string; memberId?: string; contactId?: string | null; email?: string | null };
  priceSummary?: {
    subtotal?: OrderPrice;
    shipping?: OrderPrice;
    tax?: OrderPrice;
    discount?: OrderPrice;
    total?: OrderPrice;
    totalAdditionalFees?: OrderPrice;
  };
  billingInfo?: OrderAddressWithContact;
  shippingInfo?: OrderShippingInfo;
  recipientInfo?: OrderAddressWithContact;
  buyerNote?: string | null;
  /** `INITIALIZED`, `APPROVED`, `CANCELED`, … */
  status?: string;
  /** `NOT_PAID`, `PAID`, `PARTIALLY_REFUNDED`, … */
  paymentStatus?: string;
  /** `NOT_FULFILLED`, `FULFILLED`, `PARTIALLY_FULFILLED`. */
  fulfillmentStatus?: string;
  archived?: boolean | null;
  currency?: string | null;
  weightUnit?: string;
  taxIncludedInPrices?: boolean;
  buyerLanguage?: string | null;
  siteLanguage?: string | null;
  channelInfo?: { type?: string; externalOrderId?: string | null; externalOrderUrl?: string | null };
  createdBy?: { userId?: string; memberId?: string; visitorId?: string; appId?: string };
}
