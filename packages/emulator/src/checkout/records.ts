import type { Owner } from '../db/table';
import type { ShippingOption } from '../schema/shipping';

export interface CheckoutRecord {
  id: string;
  cartId: string;
  owner: Owner;
  createdDate: string;
  channelType: string;
  email?: string;
  shippingAddress?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
  selectedShippingOption?: ShippingOption;
  completed: boolean;
  orderId?: string;
}

export interface OrderRecord {
  id: string;
  number: number;
  checkoutId: string;
  owner: Owner;
  createdDate: string;
  lineItems: { name: string; quantity: number; price: string }[];
  total: string;
  /** The order as the wire shows it, kept when it is placed (absent in orders placed before it was kept). */
  details?: OrderDetails;
}

/**
 * What an order keeps of its checkout, in the wire's shape (`order-wire.ts` makes it): declared loosely here, so that
 * the table's record type does not reach into the cart slice's estimate.
 */
export interface OrderDetails {
  lineItems: Record<string, unknown>[];
  buyerInfo: Record<string, unknown>;
  priceSummary: Record<string, unknown>;
  channelType: string;
  [field: string]: unknown;
}
