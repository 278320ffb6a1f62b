import type { MediaItemType } from '../enums';

/**
 * A collection media item. Its `image` is a media URI (`image://v1/<id>/<name>#originWidth=…`) or, for a picture
 * the platform has no id for, its URL; either is accepted on the way in.
 */
export interface CollectionMediaItem {
  _id?: string;
  mediaType?: MediaItemType;
  title?: string;
  thumbnail?: { url: string; width: number; height: number };
  image?: string;
}

export interface Collection {
  _id: string;
  name?: string;
  slug?: string;
  description?: string;
  media?: { mainMedia?: CollectionMediaItem; items?: CollectionMediaItem[] };
  numberOfProducts?: number;
  visible?: boolean;
}

export type CollectionInput = Partial<Omit<Collection, '_id' | 'numberOfProducts'>> & { _id?: string; name: string };
export type CollectionUpdate = Partial<Omit<Collection, 'numberOfProducts'>> & { _id: string };
