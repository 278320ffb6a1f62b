import { documents } from '../db/table';
import type { CollectionRecord } from './records';

/** The collections slice's tables. */
export const collectionTables = {
  collections: documents<CollectionRecord>('collections'),
};
