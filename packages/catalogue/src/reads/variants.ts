import { STORES_READER, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG, optionArgs } from '../arg-names';
import { productMedia, selectedVariantShape, storeVariantShape, variantsEnvelope } from '../shapes';
import type { Paging, PlainQuery } from '../types/calls';
import type { Media, QueryMetadata, StoreQueryMetadata } from '../types/common';
import type { StoreVariantQueryFields } from '../types/query-fields';
import type { ProductOption } from '../types/product';
import type { SelectedVariant, StoreVariant, Variant } from '../types/variant';

export interface ProductOptionsAvailability {
  /** The variant of the chosen options, or `null` until every option has a choice. */
  selectedVariant: SelectedVariant | null;
  availableForPurchase: boolean;
  productOptions: ProductOption[];
  /** The chosen choices' media, else the product's. */
  media: Media;
}

/** Which variant a set of choices (option name → choice) selects, and whether it can be bought. */
export function getProductOptionsAvailability(
  client: Client,
  _id: string,
  options: Record<string, string>,
  call?: CallOptions,
): Promise<ProductOptionsAvailability> {
  return client.request<ProductOptionsAvailability>(
    {
      method: 'POST',
      service: STORES_READER,
      path: '/v1/products/{id}/productOptionsAvailability',
      pathParams: { id: _id },
      body: { options },
      response: {
        selectedVariant: selectedVariantShape,
        media: productMedia,
        productOptions: { choices: { media: productMedia } },
      },
      argNames: ID_ARG,
    },
    call,
  );
}

export interface QueryProductVariantsOptions extends CallOptions {
  /** Option name → choice: only the variants with these choices. */
  choices?: Record<string, string>;
  variantIds?: string[];
  paging?: Paging;
  includeMerchantSpecificData?: boolean;
}

/** A page of variants as the platform answers it, plus `totalCount`: all matching variants. */
export interface VariantsPage<V, M = QueryMetadata> {
  variants: V[];
  metadata?: M;
  /** A product's variants query only: all matching variants. */
  totalResults?: number;
  /** All matching variants: `totalResults` of a product's variants, `metadata.total` of the store's. */
  totalCount?: number;
}

const VARIANT_QUERY_ARGS = /* @__PURE__ */ optionArgs('choices', 'variantIds', 'paging', 'includeMerchantSpecificData');

/** The variants of one product, filtered by choices or ids. */
export async function queryProductVariants(
  client: Client,
  _id: string,
  options: QueryProductVariantsOptions = {},
): Promise<VariantsPage<Variant>> {
  const { choices, variantIds, paging, includeMerchantSpecificData, signal, headers } = options;
  // `{ variants, metadata: { items, offset }, totalResults }` (docs/wire.md#paging-answers).
  const page = await client.request<VariantsPage<Variant>>(
    {
      method: 'POST',
      service: STORES_READER,
      path: '/v1/products/{id}/variants/query',
      pathParams: { id: _id },
      body: { choices, variantIds, paging, includeMerchantSpecificData },
      response: variantsEnvelope,
      argNames: VARIANT_QUERY_ARGS,
    },
    { signal, headers },
  );
  return { ...page, totalCount: page.totalResults };
}

/**
 * Variants across the store (`{ filter, sort, paging }`, fields typed by {@link StoreVariantQueryFields}; `_id` in
 * field names is sent as `id`).
 */
export async function queryStoreVariants(
  client: Client,
  query: PlainQuery<StoreVariantQueryFields> = {},
  call?: CallOptions,
): Promise<VariantsPage<StoreVariant, StoreQueryMetadata>> {
  // `{ variants, metadata: { count, offset, total } }` (docs/wire.md#paging-answers).
  const page = await client.request<VariantsPage<StoreVariant, StoreQueryMetadata>>(
    {
      method: 'POST',
      service: STORES_READER,
      path: '/v1/variants/query',
      body: { query },
      response: { variants: storeVariantShape },
    },
    call,
  );
  return { ...page, totalCount: page.metadata?.total };
}

/** One store variant by id. */
export async function getStoreVariant(client: Client, _id: string, call?: CallOptions): Promise<StoreVariant> {
  const answer = await client.request<{ variant: StoreVariant }>(
    {
      method: 'GET',
      service: STORES_READER,
      path: '/v1/variants/{id}',
      pathParams: { id: _id },
      response: { variant: storeVariantShape },
      entity: 'variant',
      argNames: ID_ARG,
    },
    call,
  );
  return answer.variant;
}
