import type { CallOptions, Client, Method } from '@vitrine/http';
import { createCursorQueryBuilder, type CursorQueryBuilder } from '@vitrine/query';
import { EmptyCategoryFilterError } from './errors';
import type { CategoryQueryFields } from './query-fields';
import { CATEGORIES } from './service';
import { categoriesEnvelope, categoryEnvelope, categoryInput } from './shapes';
import { STORES_TREE } from './tree';
import type { Category, ItemReference } from './types/category';
import type { CursorPagingMetadata, TreeReference } from './types/common';
import type {
  BulkAddItemsToCategoryResponse,
  BulkRemoveItemsFromCategoryResponse,
  CategorySearch,
  CategoryTreeOptions,
  CountCategoriesOptions,
  CountCategoriesResponse,
  CreateCategoryOptions,
  GetCategoryBySlugOptions,
  GetCategoryBySlugResponse,
  GetCategoryOptions,
  ListItemsInCategoryOptions,
  ListItemsInCategoryResponse,
  QueryCategoriesOptions,
  SearchCategoriesOptions,
  SearchCategoriesResponse,
  UpdateCategoryOptions,
} from './types/requests';

// The platform SDK's `categories` (`@wix/categories`), call for call. Where that SDK requires a tree reference,
// it is optional here and defaults to the stores' tree (`STORES_TREE`).

const call = ({ signal, headers }: CallOptions = {}): CallOptions => ({ signal, headers });
const CATEGORY_IN = { category: categoryInput };

interface Send {
  method: Method;
  path: string;
  pathParams?: Record<string, string>;
  params?: Record<string, unknown>;
  body?: object;
}

function send<T>(client: Client, request: Send, options: CallOptions | undefined, entity?: string): Promise<T> {
  return client.request<T>(
    {
      ...request,
      service: CATEGORIES,
      request: CATEGORY_IN,
      response: entity === 'categories' ? categoriesEnvelope : categoryEnvelope,
      ...(entity === 'category' ? { entity } : {}),
    },
    call(options),
  );
}

/** Creates a category in the tree (default the stores'). Answers the category. */
export async function createCategory(
  client: Client,
  category: Category,
  options: CreateCategoryOptions = {},
): Promise<Category> {
  const { treeReference = STORES_TREE, fields } = options;
  const answer = await send<{ category: Category }>(
    client,
    { method: 'POST', path: '/v1/categories', body: { category, treeReference, fields } },
    options,
    'category',
  );
  return answer.category;
}

/** A category by id. */
export async function getCategory(
  client: Client,
  categoryId: string,
  treeReference: TreeReference = STORES_TREE,
  options: GetCategoryOptions = {},
): Promise<Category> {
  const answer = await send<{ category: Category }>(
    client,
    {
      method: 'GET',
      path: '/v1/categories/{categoryId}',
      pathParams: { categoryId },
      params: { treeReference, fields: options.fields },
    },
    options,
    'category',
  );
  return answer.category;
}

/** A category by slug: `{ category }`, as the platform SDK answers it. */
export function getCategoryBySlug(
  client: Client,
  slug: string,
  treeReference: TreeReference = STORES_TREE,
  options: GetCategoryBySlugOptions = {},
): Promise<GetCategoryBySlugResponse> {
  return send<GetCategoryBySlugResponse>(
    client,
    {
      method: 'GET',
      path: '/v1/categories/slug/{slug}',
      pathParams: { slug },
      params: { treeReference, fields: options.fields },
    },
    options,
    'category',
  );
}

/** Updates a category: `category.revision` is required. Answers the category. */
export async function updateCategory(
  client: Client,
  _id: string,
  category: Category,
  options: UpdateCategoryOptions = {},
): Promise<Category> {
  const { treeReference = STORES_TREE, fields } = options;
  const answer = await send<{ category: Category }>(
    client,
    {
      method: 'PATCH',
      path: '/v1/categories/{categoryId}',
      pathParams: { categoryId: _id },
      body: { category: { ...category, _id }, treeReference, fields },
    },
    options,
    'category',
  );
  return answer.category;
}

/** Deletes a category (its subcategories too); resolves to nothing. */
export async function deleteCategory(
  client: Client,
  categoryId: string,
  treeReference: TreeReference = STORES_TREE,
  options?: CallOptions,
): Promise<void> {
  await client.request(
    {
      method: 'DELETE',
      service: CATEGORIES,
      path: '/v1/categories/{categoryId}',
      pathParams: { categoryId },
      params: { treeReference },
    },
    call(options),
  );
}

export type CategoriesQueryBuilder = CursorQueryBuilder<Category, CategoryQueryFields>;

/**
 * A query over a tree's categories (default the stores'), paged by cursor. The platform refuses a query without a
 * filter: `find()` rejects with an `EmptyCategoryFilterError` and sends nothing (a cursor page is exempt: the
 * cursor carries its filter).
 */
export function queryCategories(client: Client, options: QueryCategoriesOptions = {}): CategoriesQueryBuilder {
  const { treeReference = STORES_TREE, returnNonVisibleCategories, fields } = options;
  return createCursorQueryBuilder<Category, CategoryQueryFields>(async (query) => {
    if (!query.cursorPaging.cursor && Object.keys(query.filter ?? {}).length === 0)
      throw new EmptyCategoryFilterError();
    const answer = await send<{ categories?: Category[]; pagingMetadata?: CursorPagingMetadata }>(
      client,
      {
        method: 'POST',
        path: '/v1/categories/query',
        body: { query, treeReference, returnNonVisibleCategories, fields },
      },
      options,
      'categories',
    );
    return { items: answer.categories ?? [], ...answer.pagingMetadata };
  });
}

/** Searches a tree's categories: free text, filter, sort, aggregations, cursor. */
export function searchCategories(
  client: Client,
  search: CategorySearch,
  options: SearchCategoriesOptions = {},
): Promise<SearchCategoriesResponse> {
  const { treeReference = STORES_TREE, returnNonVisibleCategories, fields } = options;
  return send<SearchCategoriesResponse>(
    client,
    {
      method: 'POST',
      path: '/v1/categories/search',
      body: { search, treeReference, returnNonVisibleCategories, fields },
    },
    options,
    'categories',
  );
}

/** How many categories of a tree match a filter or search. */
export function countCategories(
  client: Client,
  options: CountCategoriesOptions = {},
): Promise<CountCategoriesResponse> {
  const { filter, search, treeReference = STORES_TREE, returnNonVisibleCategories } = options;
  return client.request<CountCategoriesResponse>(
    {
      method: 'POST',
      service: CATEGORIES,
      path: '/v1/categories/count',
      body: { filter, search, treeReference, returnNonVisibleCategories },
    },
    call(options),
  );
}

/**
 * The items of a category: for the stores' tree, `{ catalogItemId: productId, appId }` references, newest first
 * (or in the merchant's order with `useCategoryArrangement`). Read the products with their ids.
 */
export function listItemsInCategory(
  client: Client,
  categoryId: string,
  treeReference: TreeReference = STORES_TREE,
  options: ListItemsInCategoryOptions = {},
): Promise<ListItemsInCategoryResponse> {
  const { useCategoryArrangement, includeItemsFromSubcategories, cursorPaging } = options;
  return client.request<ListItemsInCategoryResponse>(
    {
      method: 'GET',
      service: CATEGORIES,
      path: '/v1/categories/{categoryId}/list-items',
      pathParams: { categoryId },
      params: { treeReference, useCategoryArrangement, includeItemsFromSubcategories, cursorPaging },
      fallback: true,
    },
    call(options),
  );
}

function itemsCall(path: string) {
  return (
    client: Client,
    categoryId: string,
    items: ItemReference[],
    options: CategoryTreeOptions = {},
  ): Promise<BulkAddItemsToCategoryResponse> =>
    client.request(
      {
        method: 'POST',
        service: CATEGORIES,
        path: `/v1/bulk/categories/{categoryId}/${path}`,
        pathParams: { categoryId },
        body: { items, treeReference: options.treeReference ?? STORES_TREE },
      },
      call(options),
    );
}

/** Adds items (for the stores' tree: products, `{ catalogItemId, appId }`) to a category. */
export const bulkAddItemsToCategory: (
  client: Client,
  categoryId: string,
  items: ItemReference[],
  options?: CategoryTreeOptions,
) => Promise<BulkAddItemsToCategoryResponse> = /* @__PURE__ */ itemsCall('add-items');

/** Removes items from a category. */
export const bulkRemoveItemsFromCategory: (
  client: Client,
  categoryId: string,
  items: ItemReference[],
  options?: CategoryTreeOptions,
) => Promise<BulkRemoveItemsFromCategoryResponse> = /* @__PURE__ */ itemsCall('remove-items');
