import { ownedDocuments } from '../db/table';
import type { CheckoutRecord, OrderRecord } from './records';

/** The checkout slice's tables. */
export const checkoutTables = {
  checkouts: ownedDocuments<CheckoutRecord>('checkouts'),
  orders: ownedDocuments<OrderRecord>('orders'),
};
