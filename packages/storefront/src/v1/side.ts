import {
  getCollectionBySlug,
  getProduct,
  type Product,
  queryCollections,
  queryProducts,
  type Collection,
  type ProductsQueryBuilder,
} from '@vitrine/catalogue';
import { ConfigError, isApiError, type CallOptions, type Client } from '@vitrine/http';
import { writeCursor } from '../cursor';
import { whole } from '../map/listed';
import type { ListQuery } from '../list-query';
import { fromV1Collection } from '../map/v1-category';
import { listed } from '../map/listed';
import { ALL_PRODUCTS, fromV1Product } from '../map/v1-product';
import type { ShopCategory } from '../types/category';
import type { ProductList } from '../types/list';
import type { ShopProduct, ShopProductRef } from '../types/product';

// The model on a Catalog V1 store, through `@vitrine/catalogue`.

function sorted(builder: ProductsQueryBuilder, sort: ListQuery['sort']): ProductsQueryBuilder {
  switch (sort) {
    case 'name':
      return builder.ascending('name');
    case 'price-asc':
      return builder.ascending('priceData.discountedPrice');
    case 'price-desc':
      return builder.descending('priceData.discountedPrice');
    case 'newest':
      return builder.descending('_createdDate');
    default:
      return builder;
  }
}

/** A page of products, by category and sort, paged by offset (a search reads these pages: `searchedList`). */
export async function v1Products(client: Client, query: ListQuery, call: CallOptions): Promise<ProductList> {
  const { categoryId, pageSize, position } = query;
  const offset = position.at ? Number(position.at) : 0;
  // A V1 cursor's position is the offset this package wrote: anything else was not written here (a hand-edited URL).
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new ConfigError(
      `shopProducts needs a cursor from a page's nextCursor or prevCursor; got ${JSON.stringify(`${position.page}.${position.at}`)}.`,
    );
  let builder = queryProducts(client, call).limit(pageSize).skip(offset);
  if (categoryId) builder = builder.hasSome('collectionIds', [categoryId]);
  const page = await sorted(builder, query.sort).find();
  return {
    products: page.items.map((product) => listed(fromV1Product(product))),
    page: position.page,
    pageSize,
    ...(page.totalCount !== undefined ? { total: page.totalCount } : {}),
    ...(page.hasNext ? { nextCursor: writeCursor(position.page + 1, String(offset + pageSize)) } : {}),
    ...(offset > 0 && position.page > 1
      ? { prevCursor: writeCursor(position.page - 1, String(Math.max(0, offset - pageSize))) }
      : {}),
  };
}

/**
 * One product with its variants: by id with Get Product, by slug with a products query on `slug` (V1 has no read
 * by slug) that includes the variants.
 */
export async function v1Product(client: Client, ref: ShopProductRef, call: CallOptions): Promise<ShopProduct | null> {
  let product: Product | undefined;
  if (ref.slug !== undefined) {
    const page = await queryProducts(client, { ...call, includeVariants: true })
      .eq('slug', ref.slug)
      .limit(1)
      .find();
    product = page.items[0];
  } else {
    product = await getProduct(client, ref.id, call).catch(orNull);
  }
  return product && product.visible !== false ? whole(fromV1Product(product)) : null;
}

/** The platform's 404 as "none"; any other failure stays one. */
function orNull(error: unknown): undefined {
  if (isApiError(error) && error.status === 404) return undefined;
  throw error;
}

const shown = (collection: Collection): boolean => collection._id !== ALL_PRODUCTS && collection.visible !== false;

/** The visible collections but "All Products", up to 100 (a store has a few). */
export async function v1Categories(client: Client, call: CallOptions): Promise<ShopCategory[]> {
  const page = await queryCollections(client, call).limit(100).find();
  return page.items.filter(shown).map(fromV1Collection);
}

/** One collection by slug; `null` for none (the platform's 404) and for "All Products". */
export async function v1Category(client: Client, slug: string, call: CallOptions): Promise<ShopCategory | null> {
  const collection = await getCollectionBySlug(client, slug, call).catch(orNull);
  return collection && shown(collection) ? fromV1Collection(collection) : null;
}
