export interface CatalogReference {
  catalogItemId: string;
  appId: string;
  options?: { variantId?: string; options?: Record<string, string> } & Record<string, unknown>;
}

export interface StoredLine {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  /** Name and price when added: a line whose product was deleted still renders. */
  snapshot: { name: string; price: number };
  serviceProperties?: { scheduledDate?: string; numberOfParticipants?: number };
}

export interface MerchantDiscount {
  amount?: number;
  percentage?: number;
  lineItemIds?: string[];
}

export interface CartRecord {
  id: string;
  ownerKey: string;
  buyerInfo: { visitorId?: string; memberId?: string };
  createdDate: string;
  updatedDate: string;
  lineItems: StoredLine[];
  customLineItems: Record<string, unknown>[];
  couponCode?: string;
  merchantDiscounts: MerchantDiscount[];
  contactInfo?: Record<string, unknown>;
  buyerNote?: string;
  selectedShippingOption?: { code: string; carrierId?: string };
  checkoutId?: string;
}

export interface CouponRecord {
  id: string;
  code: string;
  name: string;
  type: 'PERCENT' | 'AMOUNT';
  value: number;
  minSubtotal?: number;
}

export interface ShippingRateRecord {
  code: string;
  title: string;
  carrierId: string;
  price: number;
  freeAbove?: number;
  deliveryTime?: string;
  /** Delivery slot: `daysAhead` days from now, between the two UTC hours. */
  slot?: { daysAhead: number; fromHour: number; toHour: number };
  pickup?: { address: Record<string, unknown>; pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT' };
}

export interface MembershipRecord {
  id: string;
  appId: string;
  name: string;
  durationDays: number;
}

export interface CheckoutRecord {
  id: string;
  cartId: string;
  ownerKey: string;
  createdDate: string;
  channelType: string;
  email?: string;
  shippingAddress?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
  selectedShippingOption?: { code: string; carrierId?: string };
  completed: boolean;
  orderId?: string;
}

export interface OrderRecord {
  id: string;
  number: number;
  checkoutId: string;
  ownerKey: string;
  createdDate: string;
  lineItems: { name: string; quantity: number; price: string }[];
  total: string;
}
