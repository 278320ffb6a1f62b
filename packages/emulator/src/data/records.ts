/** A field of a data collection: its key and type; a reference field names the collection it points into. */
export interface DataFieldRecord {
  key: string;
  displayName: string;
  type: string;
  referencedCollectionId?: string;
}

/** A data collection the merchant created (admin API or seed). Its permissions are the platform's default. */
export interface DataCollectionRecord {
  id: string;
  displayName: string;
  fields: DataFieldRecord[];
  createdDate: string;
  updatedDate: string;
}

/**
 * A data item: `data` holds the item's fields as sent, with the system fields the emulator sets (`_id`,
 * `_createdDate` and `_updatedDate` as `{$date}`). A multi-reference field keeps the referenced item ids.
 */
export interface DataItemRecord {
  collectionId: string;
  id: string;
  data: Record<string, unknown>;
}
