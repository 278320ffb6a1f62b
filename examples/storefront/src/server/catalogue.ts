import {
  atPage,
  catalogueTags,
  getCollectionBySlug,
  getProduct,
  isApplicationError,
  queryCollections,
  queryProducts,
  toPage,
  type Collection,
  type Page,
  type Product,
} from '@vitrine/sdk';
import { cacheLife, cacheTag } from 'next/cache';
import { catalogueQuery, type CatalogueParams } from '../catalogue-query';
import { shopClient } from './shop-client';

// Every read here is cached across visitors ('use cache': its arguments are the key) and tagged with what it shows,
// so the events route revalidates exactly what a change touched (`catalogueTags`). The catalogue is the shop's, the
// same for everyone: nothing of a visitor's (cookie, cart, member) may be read in here.

/** Events revalidate a change at once; the hour is only the backstop for an event that never arrived. */
const CATALOGUE_LIFE = { stale: 60, revalidate: 3600, expire: 86_400 };

/** A page of products as plain data: what a cached read may return. */
export type ProductPage = Page<Product>;

/** One product, or `undefined` when the platform has none of that id (also cached: its tag is revalidated). */
export async function cachedProduct(id: string): Promise<Product | undefined> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  cacheTag(catalogueTags.product(id));
  try {
    return await getProduct(shopClient(), id);
  } catch (error) {
    if (isApplicationError(error) && error.status === 404) return undefined;
    throw error;
  }
}

/** One page of a catalogue view: tagged with every product it shows, and its collection's tag. */
export async function cachedProducts(collectionId: string | undefined, params: CatalogueParams): Promise<ProductPage> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  const result = await atPage(catalogueQuery(collectionId, params)(queryProducts(shopClient())), params.page).find();
  cacheTag(
    catalogueTags.productLists,
    ...(collectionId ? [catalogueTags.collection(collectionId)] : []),
    ...result.items.map((product) => catalogueTags.product(product._id!)),
  );
  return toPage(result);
}

/** The store's collections (the chips on every catalogue view). */
export async function cachedCollections(): Promise<Collection[]> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  const result = await queryCollections(shopClient()).limit(100).find();
  cacheTag(
    catalogueTags.collectionLists,
    ...result.items.map((collection) => catalogueTags.collection(collection._id!)),
  );
  return result.items;
}

/** A collection by its slug, or `undefined`. */
export async function cachedCollectionBySlug(slug: string): Promise<Collection | undefined> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  // A slug can be given to a new collection or taken from a renamed one: the list's tag covers both.
  cacheTag(catalogueTags.collectionLists);
  try {
    const collection = await getCollectionBySlug(shopClient(), slug);
    cacheTag(catalogueTags.collection(collection._id!));
    return collection;
  } catch (error) {
    if (isApplicationError(error) && error.status === 404) return undefined;
    throw error;
  }
}
