import {
  isConfigError,
  isValidationError,
  shopCategories,
  shopCategory,
  shopProduct,
  shopProducts,
  shopTags,
  type ProductList,
  type ShopCategory,
  type ShopProduct,
} from '@vitrine/sdk';
import { cacheLife, cacheTag } from 'next/cache';
import { catalogueQuery, type CatalogueParams } from '../catalogue-query';
import { shopClient } from './shop-client';

// Every read here is cached across visitors ('use cache': its arguments are the key) and tagged with what it shows
// (`shopTags.of`, the storefront model's tags), so the events route revalidates exactly what a change touched, on a
// Catalog V1 and a V3 store alike. The catalogue is the shop's, the same for everyone: nothing of a visitor's
// (cookie, cart, member) may be read in here. The model answers plain data, which is what a cached read returns.

/** Events revalidate a change at once; the hour is only the backstop for an event that never arrived. */
const CATALOGUE_LIFE = { stale: 60, revalidate: 3600, expire: 86_400 };

/** One product whole, or `undefined` when the store has no such visible product (also cached: its tag is revalidated). */
export async function cachedProduct(id: string): Promise<ShopProduct | undefined> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  cacheTag(shopTags.product(id));
  const product = await shopProduct(shopClient(), { id });
  if (product) cacheTag(...shopTags.of(product));
  return product ?? undefined;
}

/**
 * One page of a catalogue view: tagged with every product it shows, the lists' tag and its category's, and what
 * orders or finds it (a price or name sort, a search), so a product's new price or name moves it here at once.
 */
export async function cachedProducts(categoryId: string | undefined, params: CatalogueParams): Promise<ProductList> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  const query = catalogueQuery(categoryId, params);
  const list = await shopProducts(shopClient(), query).catch((error: unknown) => {
    // A cursor the model or the store refuses (hand-edited, cut short, from another store): the first page, as a
    // URL without one shows, rather than a failed page.
    if (query.cursor && (isConfigError(error) || isValidationError(error)))
      return shopProducts(shopClient(), { ...query, cursor: undefined });
    throw error;
  });
  cacheTag(...shopTags.of(list, query), ...(categoryId ? [shopTags.category(categoryId)] : []));
  return list;
}

/** The store's categories (V1 collections, V3 categories): the chips on every catalogue view. */
export async function cachedCategories(): Promise<ShopCategory[]> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  const categories = await shopCategories(shopClient());
  cacheTag(...shopTags.of(categories));
  return categories;
}

/** A category by its slug, or `undefined`. */
export async function cachedCategoryBySlug(slug: string): Promise<ShopCategory | undefined> {
  'use cache';
  cacheLife(CATALOGUE_LIFE);
  // A slug can be given to a new category or taken from a renamed one: the list's tag covers both.
  cacheTag(shopTags.categoryLists);
  const category = await shopCategory(shopClient(), slug);
  if (category) cacheTag(...shopTags.of(category));
  return category ?? undefined;
}
