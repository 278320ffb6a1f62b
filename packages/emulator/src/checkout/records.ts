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
}
