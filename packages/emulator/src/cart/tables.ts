import { documents, ownedDocuments } from '../db/table';
import type { CartRecord, CouponRecord, MembershipRecord, ShippingRateRecord } from './records';

/** The cart slice's tables: the carts, and what prices them. */
export const cartTables = {
  carts: ownedDocuments<CartRecord>('carts'),
  coupons: documents<CouponRecord>('coupons'),
  shipping_rates: documents<ShippingRateRecord>('shipping_rates'),
  memberships: documents<MembershipRecord>('memberships'),
};
