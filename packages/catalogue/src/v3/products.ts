import { complexQuery, type CallOptions, type Client } from '@vitrine/http';
import { createCursorQueryBuilder, type CursorQueryBuilder } from '@vitrine/query';
import { checkQueryFilter, checkSearchFilter } from './category-filter';
import type { ProductQueryFieldsV3 } from './query-fields';
import { STORES_V3 } from './service';
import { productEnvelope, productsEnvelope } from './shapes';
import type { ProductV3 } from './types/product';
import type {
  CountProductsOptions,
  CountProductsResponse,
  GetProductBySlugOptions,
  GetProductBySlugResponse,
  GetProductOptions,
  ProductSearch,
  QueryProductsOptions,
  SearchProductsOptions,
  SearchProductsResponse,
} from './types/requests';
import type { CursorPagingMetadata } from './types/common';

// The platform SDK's `productsV3` reads, call for call: GET with the request packed as `.r=` when it is nested
// (POST with the same body past 4000 characters), answers as that SDK gives them.

const call = ({ signal, headers }: CallOptions): CallOptions => ({ signal, headers });

/** The products query builder: cursor paging, fields typed by what the platform lets a query filter and sort on. */
export type ProductsQueryBuilderV3 = CursorQueryBuilder<ProductV3, ProductQueryFieldsV3>;

/**
 * A query over the store's products (Catalog V3), paged by cursor: `.limit()`, `.skipTo(cursor)`, and on the
 * result `hasNext()` / `next()`. List reads carry no variants; ask for the parts a listing needs with `fields`
 * (`CURRENCY` for formatted prices, `MEDIA_ITEMS_INFO` for every picture). No category filter: search has it.
 */
export function queryProducts(client: Client, options: QueryProductsOptions = {}): ProductsQueryBuilderV3 {
  const { fields } = options;
  return createCursorQueryBuilder<ProductV3, ProductQueryFieldsV3>(async (query) => {
    checkQueryFilter(query.filter);
    const answer = await client.request<{ products?: ProductV3[]; pagingMetadata?: CursorPagingMetadata }>(
      {
        method: 'GET',
        service: STORES_V3,
        path: '/v3/products/query',
        params: { query, fields },
        encode: complexQuery,
        fallback: true,
        response: productsEnvelope,
      },
      call(options),
    );
    return { items: answer.products ?? [], ...answer.pagingMetadata };
  });
}

/**
 * Searches products: free text (`search.expression`), filter, sort, aggregations, cursor. The one read that
 * filters by category, as `inCategory(id)` writes it; another form is refused before sending.
 */
export async function searchProducts(
  client: Client,
  search: ProductSearch,
  options: SearchProductsOptions = {},
): Promise<SearchProductsResponse> {
  checkSearchFilter('searchProducts', search.filter);
  return client.request<SearchProductsResponse>(
    {
      method: 'GET',
      service: STORES_V3,
      path: '/v3/products/search',
      params: { search, fields: options.fields },
      encode: complexQuery,
      fallback: true,
      response: productsEnvelope,
    },
    call(options),
  );
}

/** A product by id, with its variants (`variantsInfo.variants`). */
export async function getProduct(
  client: Client,
  productId: string,
  options: GetProductOptions = {},
): Promise<ProductV3> {
  const answer = await client.request<{ product: ProductV3 }>(
    {
      method: 'GET',
      service: STORES_V3,
      path: '/v3/products/{productId}',
      pathParams: { productId },
      params: { fields: options.fields },
      response: productEnvelope,
      entity: 'product',
    },
    call(options),
  );
  return answer.product;
}

/** A product by slug: `{ product }`, as the platform SDK answers it. */
export function getProductBySlug(
  client: Client,
  slug: string,
  options: GetProductBySlugOptions = {},
): Promise<GetProductBySlugResponse> {
  return client.request<GetProductBySlugResponse>(
    {
      method: 'GET',
      service: STORES_V3,
      path: '/v3/products/slug/{slug}',
      pathParams: { slug },
      params: { fields: options.fields },
      response: productEnvelope,
      entity: 'product',
    },
    call(options),
  );
}

/** How many products match a filter or a free-text search (category filters as in `searchProducts`). */
export async function countProducts(
  client: Client,
  options: CountProductsOptions = {},
): Promise<CountProductsResponse> {
  const { filter, search, returnNonVisibleProducts } = options;
  checkSearchFilter('countProducts', filter);
  return client.request<CountProductsResponse>(
    {
      method: 'GET',
      service: STORES_V3,
      path: '/v3/products/count',
      params: { filter, search, returnNonVisibleProducts },
      encode: complexQuery,
      fallback: true,
    },
    call(options),
  );
}
