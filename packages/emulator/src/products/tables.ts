import { documents } from '../db/table';
import type { ProductRecord } from './model';

/** The products slice's tables. */
export const productTables = {
  products: documents<ProductRecord>('products'),
};
