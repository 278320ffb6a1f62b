import type { MediaItemType } from '../enums';

/** A collection's picture, as the platform's own SDK gives it: the wire's image object. */
export interface CollectionImage {
  _id?: string;
  url?: string;
  width?: number;
  height?: number;
  filename?: string;
  altText?: string;
}

export interface CollectionMediaItem {
  _id?: string;
  mediaType?: MediaItemType;
  title?: string;
  thumbnail?: { url: string; width: number; height: number };
  image?: CollectionImage;
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
