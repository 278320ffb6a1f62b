import {
  countProducts,
  getProduct,
  getProductBySlug,
  queryCategories,
  getCategoryBySlug,
  inCategory,
  searchProducts,
  STORES_TREE,
  type InventoryItem,
  type ProductSortField,
  type ProductV3,
  type Sorting,
} from '@vitrine/catalogue/v3';
import { isApiError, type CallOptions, type Client } from '@vitrine/http';
import { writeCursor } from '../cursor';
import { whole } from '../map/listed';
import type { ListQuery } from '../list-query';
import { fromV3Category } from '../map/v3-category';
import { listed } from '../map/listed';
import { fromV3Product } from '../map/v3-product';
import { inventoryOf, withQuantities } from './stock';
import type { ShopCategory } from '../types/category';
import type { ProductList } from '../types/list';
import type { ShopProduct, ShopProductRef } from '../types/product';

// The model on a Catalog V3 store, through `@vitrine/catalogue/v3`.

/** What a list's products need beyond the defaults: the currency of the formatted prices, the categories. */
const LIST_FIELDS = ['CURRENCY', 'ALL_CATEGORIES_INFO'] as const;
/** What a product page needs: the description as HTML, every picture, the variants' choice names. */
const PRODUCT_FIELDS = [
  'CURRENCY',
  'PLAIN_DESCRIPTION',
  'MEDIA_ITEMS_INFO',
  'VARIANT_OPTION_CHOICE_NAMES',
  'ALL_CATEGORIES_INFO',
] as const;

const PRICE = 'actualPriceRange.minValue.amount';
const SORTS: Record<ListQuery['sort'], Sorting<ProductSortField> | undefined> = {
  featured: undefined,
  name: { fieldName: 'name', order: 'ASC' },
  'price-asc': { fieldName: PRICE, order: 'ASC' },
  'price-desc': { fieldName: PRICE, order: 'DESC' },
  newest: { fieldName: '_createdDate', order: 'DESC' },
};

/**
 * A page of products by Search Products (a search reads these pages: `searchedList`): the category by the only
 * filter V3 takes for it (`allCategoriesInfo.categories: { $matchItems: [{ id }] }`), cursor paging. A later page
 * sends only its cursor: the platform's cursor carries the filter and the sort.
 */
export async function v3Products(client: Client, query: ListQuery, call: CallOptions): Promise<ProductList> {
  const { categoryId, sort, pageSize, position, withTotal } = query;
  const filter = categoryId ? inCategory(categoryId) : undefined;
  const [answer, counted] = await Promise.all([
    searchProducts(
      client,
      position.at
        ? { cursorPaging: { limit: pageSize, cursor: position.at } }
        : {
            cursorPaging: { limit: pageSize },
            ...(filter ? { filter } : {}),
            ...(SORTS[sort] ? { sort: [SORTS[sort]] } : {}),
          },
      { ...call, fields: [...LIST_FIELDS] },
    ),
    // The count is asked beside the page (not after it): the same filter, so the same products.
    withTotal ? countProducts(client, { ...call, ...(filter ? { filter } : {}) }) : undefined,
  ]);
  const cursors = answer.pagingMetadata?.cursors;
  return {
    products: (answer.products ?? []).map((product) => listed(fromV3Product(product))),
    page: position.page,
    pageSize,
    ...(counted?.count !== undefined ? { total: counted.count } : {}),
    ...(answer.pagingMetadata?.hasNext && cursors?.next
      ? { nextCursor: writeCursor(position.page + 1, cursors.next) }
      : {}),
    ...(position.page > 1 && cursors?.prev ? { prevCursor: writeCursor(position.page - 1, cursors.prev) } : {}),
  };
}

const notFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * One product with its variants, by Get Product By Slug or Get Product, with the fields a product page needs, and
 * its variants' stock quantities from the inventory items: by id, both reads at once; by slug, the items after the
 * product (their query needs its id). One inventory request either way, whatever the number of variants;
 * none when `quantities` is false (adding to the cart needs the variants, not their counts).
 */
export async function v3Product(
  client: Client,
  ref: ShopProductRef,
  call: CallOptions,
  quantities = true,
): Promise<ShopProduct | null> {
  try {
    const read = { ...call, fields: [...PRODUCT_FIELDS] };
    let product: ProductV3 | undefined;
    let items: InventoryItem[] | undefined;
    if (ref.slug !== undefined) {
      product = (await getProductBySlug(client, ref.slug, read)).product;
      if (quantities && product?._id && product.visible !== false) items = await inventoryOf(client, product._id, call);
    } else {
      [product, items] = await Promise.all([
        getProduct(client, ref.id, read),
        quantities ? inventoryOf(client, ref.id, call) : undefined,
      ]);
    }
    return product && product.visible !== false ? withQuantities(whole(fromV3Product(product)), items) : null;
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

/** The visible categories of the stores tree (V3 refuses a category query without a filter: `visible` is one). */
export async function v3Categories(client: Client, call: CallOptions): Promise<ShopCategory[]> {
  const page = await queryCategories(client, { ...call, treeReference: STORES_TREE, fields: ['DESCRIPTION'] })
    .eq('visible', true)
    .limit(100)
    .find();
  return page.items.map(fromV3Category);
}

/** One visible category of the stores tree by slug; `null` for none. */
export async function v3Category(client: Client, slug: string, call: CallOptions): Promise<ShopCategory | null> {
  try {
    const { category } = await getCategoryBySlug(client, slug, STORES_TREE, { ...call, fields: ['DESCRIPTION'] });
    return category && category.visible !== false ? fromV3Category(category) : null;
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}
