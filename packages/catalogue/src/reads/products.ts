import { packedQuery, STORES_READER, type CallOptions, type Client } from '@vitrine/http';
import { createQueryBuilder, type QueryBuilder } from '@vitrine/query';
import { optionArgs } from '../arg-names';
import { productEnvelope, productShape } from '../shapes';
import type { Product } from '../types/product';
import type { ProductQueryFields } from '../types/query-fields';

export interface GetProductOptions extends CallOptions {
  /** Adds cost and profit data; honoured for callers allowed to see it (API keys). */
  includeMerchantSpecificData?: boolean;
}

const GET_ARGS = /* @__PURE__ */ optionArgs('includeMerchantSpecificData');

function readProduct(path: string, fallback: boolean) {
  return async (client: Client, _id: string, options: GetProductOptions = {}): Promise<Product> => {
    const answer = await client.request<{ product: Product }>(
      {
        method: 'GET',
        service: STORES_READER,
        path,
        pathParams: { id: _id },
        params: { includeMerchantSpecificData: options.includeMerchantSpecificData },
        fallback,
        response: productEnvelope,
        entity: 'product',
        argNames: GET_ARGS,
      },
      { signal: options.signal, headers: options.headers },
    );
    return answer.product;
  };
}

/** A product by id (GET, with the POST fallback on the same path). */
export const getProduct: (client: Client, _id: string, options?: GetProductOptions) => Promise<Product> =
  /* @__PURE__ */ readProduct('/v1/products/{id}', true);

/** A product by id through the platformized read. */
export const getProductPlatformized: (client: Client, _id: string, options?: GetProductOptions) => Promise<Product> =
  /* @__PURE__ */ readProduct('/v1/products-platformized/{id}', false);

export interface QueryProductsOptions extends CallOptions {
  /** Whether each product carries its `variants`. */
  includeVariants?: boolean;
  /** Hidden products too (API keys only). */
  includeHiddenProducts?: boolean;
  includeMerchantSpecificData?: boolean;
}

const QUERY_ARGS = /* @__PURE__ */ optionArgs(
  'includeVariants',
  'includeHiddenProducts',
  'includeMerchantSpecificData',
);

/** The query builder of `queryProducts`: fields and values typed by {@link ProductQueryFields}. */
export type ProductsQueryBuilder = QueryBuilder<Product, ProductQueryFields>;

/**
 * A query builder over the catalogue's products, with offset paging. `find()` sends the request object as one
 * `.r=` GET parameter; a query string over 4000 characters goes as a POST with the same object as its body.
 */
export function queryProducts(client: Client, options: QueryProductsOptions = {}): ProductsQueryBuilder {
  const { signal, headers, includeVariants, includeHiddenProducts, includeMerchantSpecificData } = options;
  return createQueryBuilder<Product, ProductQueryFields>(async (query) => {
    // The platform answers `{ products, metadata: { count, offset, total } }` (docs/wire.md#paging-answers).
    const answer = await client.request<{ products?: Product[]; metadata?: { total?: number } }>(
      {
        method: 'GET',
        service: STORES_READER,
        path: '/v1/products/query-platformized',
        params: { query, includeVariants, includeHiddenProducts, includeMerchantSpecificData },
        encode: packedQuery,
        fallback: true,
        response: { products: productShape },
        argNames: QUERY_ARGS,
      },
      { signal, headers },
    );
    return { items: answer.products ?? [], totalCount: answer.metadata?.total };
  });
}
