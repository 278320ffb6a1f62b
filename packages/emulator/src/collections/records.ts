import type { MediaItem } from '../media-item';

export interface CollectionRecord {
  id: string;
  name: string;
  slug: string;
  description?: string;
  visible: boolean;
  media: MediaItem[];
  createdDate: string;
  updatedDate: string;
  /** A category's `revision` (Catalog V3): 1 when made, one more at each save. */
  revision?: number;
}
