import type { Owner } from '../db/table';
import type { ShippingOption } from '../schema/shipping';
import type { LineItemInput } from './schemas';

export type CatalogReference = LineItemInput['catalogReference'];

export interface StoredLine {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  /** Name and price when added: a line whose product was deleted still renders. */
  snapshot: { name: string; price: number };
  serviceProperties?: NonNullable<LineItemInput['serviceProperties']>;
}

export interface MerchantDiscount {
  amount?: number;
  percentage?: number;
  lineItemIds?: string[];
}

export interface CartRecord {
  id: string;
  owner: Owner;
  /** Who the cart is for; `email` as the buyer gave it (Cart V2's `customerInfo.email`), for the checkout. */
  buyerInfo: { visitorId?: string; memberId?: string; email?: string };
  createdDate: string;
  updatedDate: string;
  lineItems: StoredLine[];
  customLineItems: Record<string, unknown>[];
  couponCode?: string;
  merchantDiscounts: MerchantDiscount[];
  contactInfo?: Record<string, unknown>;
  buyerNote?: string;
  selectedShippingOption?: ShippingOption;
  checkoutId?: string;
  /** Cart V2's `revision`: one more with every save (absent in carts saved before it was kept). */
  revision?: number;
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
  /**
   * The delivery region the rate belongs to, by its destinations (a country, or some of its subdivisions), as the
   * platform's delivery profiles tie every option to a region: offered only for an address inside it. None: every
   * address (the "rest of the world" region).
   */
  destinations?: { countryCode: string; subdivisions?: string[] }[];
}

export interface MembershipRecord {
  id: string;
  appId: string;
  name: string;
  durationDays: number;
}

export type { Owner };
