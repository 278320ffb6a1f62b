import { image, video, type CallOptions, type Client } from '@vitrine/http';
import { checkSearchFilter } from './category-filter';
import { STORES_V3 } from './service';
import { bulkProductsEnvelope, productEnvelope, productInput } from './shapes';
import type { ProductSearchFilter } from './search-filter';
import type { ProductV3 } from './types/product';
import type {
  BulkCreateProductsOptions,
  BulkCreateProductsResponse,
  BulkDeleteProductsByFilterOptions,
  BulkDeleteProductsResponse,
  BulkJobResponse,
  BulkProductsToCategoriesByFilterOptions,
  BulkAdjustProductVariantsByFilterOptions,
  BulkUpdateProductsByFilterOptions,
  BulkUpdateProductVariantsByFilterOptions,
  BulkUpdateProductsOptions,
  BulkUpdateProductsResponse,
  CreateProductOptions,
  MaskedProduct,
  UpdateProductOptions,
} from './types/requests';

// The platform SDK's `productsV3` writes (merchant callers: an API key or an admin), call for call.

const call = ({ signal, headers }: CallOptions = {}): CallOptions => ({ signal, headers });
const PRODUCTS_IN: { product: typeof productInput } = { product: productInput };

async function productCall(
  client: Client,
  method: 'POST' | 'PATCH',
  path: string,
  body: object,
  options: CallOptions,
  pathParams?: Record<string, string>,
): Promise<ProductV3> {
  const answer = await client.request<{ product: ProductV3 }>(
    {
      method,
      service: STORES_V3,
      path,
      pathParams,
      body,
      request: PRODUCTS_IN,
      response: productEnvelope,
      entity: 'product',
    },
    call(options),
  );
  return answer.product;
}

/**
 * Creates a product with at least one variant (a product without options has one variant with no choices).
 * Creates no inventory items. Answers the product created.
 */
export function createProduct(
  client: Client,
  product: ProductV3,
  options: CreateProductOptions = {},
): Promise<ProductV3> {
  return productCall(client, 'POST', '/v3/products', { product, fields: options.fields }, options);
}

/** Updates a product: `product.revision` is required (the platform refuses a stale one). Answers the product. */
export function updateProduct(
  client: Client,
  _id: string,
  product: ProductV3,
  options: UpdateProductOptions = {},
): Promise<ProductV3> {
  return productCall(
    client,
    'PATCH',
    '/v3/products/{productId}',
    { product: { ...product, _id }, fields: options.fields },
    options,
    { productId: _id },
  );
}

/** Deletes a product; resolves to nothing. */
export async function deleteProduct(client: Client, productId: string, options?: CallOptions): Promise<void> {
  await client.request(
    { method: 'DELETE', service: STORES_V3, path: '/v3/products/{productId}', pathParams: { productId } },
    call(options),
  );
}

function bulk<T>(client: Client, path: string, body: object, options: CallOptions | undefined, io = true): Promise<T> {
  return client.request<T>(
    {
      method: 'POST',
      service: STORES_V3,
      path: `/v3/bulk/products/${path}`,
      body,
      ...(io ? { request: { products: productInput }, response: bulkProductsEnvelope } : {}),
    },
    call(options),
  );
}

/** Creates up to 100 products; `returnEntity` answers each in `results[].item`. */
export function bulkCreateProducts(
  client: Client,
  products: ProductV3[],
  options: BulkCreateProductsOptions = {},
): Promise<BulkCreateProductsResponse> {
  const { returnEntity, fields } = options;
  return bulk(client, 'create', { products, returnEntity, fields }, options);
}

/** Updates up to 100 products, each with its `_id` and `revision`. */
export function bulkUpdateProducts(
  client: Client,
  products: MaskedProduct[],
  options: BulkUpdateProductsOptions = {},
): Promise<BulkUpdateProductsResponse> {
  const { returnEntity, fields } = options;
  return client.request<BulkUpdateProductsResponse>(
    {
      method: 'POST',
      service: STORES_V3,
      path: '/v3/bulk/products/update',
      body: { products, returnEntity, fields },
      request: { products: { product: productInput } },
      response: bulkProductsEnvelope,
    },
    call(options),
  );
}

/** Sets the given values on every product a filter (or search) matches; the platform runs it as a job. */
export async function bulkUpdateProductsByFilter(
  client: Client,
  options: BulkUpdateProductsByFilterOptions,
): Promise<BulkJobResponse> {
  const { filter, product, search } = options;
  checkSearchFilter('bulkUpdateProductsByFilter', filter);
  return client.request<BulkJobResponse>(
    {
      method: 'POST',
      service: STORES_V3,
      path: '/v3/bulk/products/update-by-filter',
      body: { filter, product, search },
      request: { product: productInput },
    },
    call(options),
  );
}

/** Deletes up to 100 products by id. */
export function bulkDeleteProducts(
  client: Client,
  productIds: string[],
  options?: CallOptions,
): Promise<BulkDeleteProductsResponse> {
  return bulk(client, 'delete', { productIds }, options, false);
}

/** Deletes every product a filter (or search) matches; the platform runs it as a job. */
export async function bulkDeleteProductsByFilter(
  client: Client,
  filter: ProductSearchFilter,
  options: BulkDeleteProductsByFilterOptions = {},
): Promise<BulkJobResponse> {
  checkSearchFilter('bulkDeleteProductsByFilter', filter);
  return bulk(client, 'delete-by-filter', { filter, search: options.search }, options, false);
}

function categoriesByFilter(call: string, path: string) {
  return async (client: Client, options: BulkProductsToCategoriesByFilterOptions): Promise<BulkJobResponse> => {
    const { filter, categoryIds, search } = options;
    checkSearchFilter(call, filter);
    return bulk(client, path, { filter, categoryIds, search }, options, false);
  };
}

/** Adds every product a filter matches to the categories; a job. */
export const bulkAddProductsToCategoriesByFilter: (
  client: Client,
  options: BulkProductsToCategoriesByFilterOptions,
) => Promise<BulkJobResponse> = /* @__PURE__ */ categoriesByFilter(
  'bulkAddProductsToCategoriesByFilter',
  'add-to-categories-by-filter',
);

/** Removes every product a filter matches from the categories; a job. */
export const bulkRemoveProductsFromCategoriesByFilter: (
  client: Client,
  options: BulkProductsToCategoriesByFilterOptions,
) => Promise<BulkJobResponse> = /* @__PURE__ */ categoriesByFilter(
  'bulkRemoveProductsFromCategoriesByFilter',
  'remove-from-categories-by-filter',
);

/** Sets the given values on every variant of the products a filter (or search) matches; a job. */
export function bulkUpdateProductVariantsByFilter(
  client: Client,
  filter: Record<string, unknown>,
  options: BulkUpdateProductVariantsByFilterOptions,
): Promise<BulkJobResponse> {
  const { variant, search } = options;
  return client.request<BulkJobResponse>(
    {
      method: 'POST',
      service: STORES_V3,
      path: '/v3/bulk/products/update-variants-by-filter',
      body: { filter, variant, search },
      request: { variant: { media: { image, video } } },
    },
    call(options),
  );
}

/** Raises or lowers the prices (or cost) of every variant of the products a filter matches; a job. */
export function bulkAdjustProductVariantsByFilter(
  client: Client,
  filter: Record<string, unknown>,
  options: BulkAdjustProductVariantsByFilterOptions = {},
): Promise<BulkJobResponse> {
  const { cost, rounding, search, actualPrice, compareAtPrice, compareAtPriceDiscount } = options;
  const body = { filter, cost, rounding, search, actualPrice, compareAtPrice, compareAtPriceDiscount };
  return bulk(client, 'adjust-variants-by-filter', body, options, false);
}
