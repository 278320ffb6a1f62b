import { documents } from '../db/table';
import type { DataCollectionRecord, DataItemRecord } from './records';

/** The Wix Data slice's tables: collections by id; items by `[collection, id]`, keyed by their collection. */
export const dataTables = {
  data_collections: documents<DataCollectionRecord>('data_collections'),
  data_items: documents<DataItemRecord>('data_items'),
};
