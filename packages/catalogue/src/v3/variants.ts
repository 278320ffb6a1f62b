import type { CallOptions, Client } from '@vitrine/http';
import { createCursorQueryBuilder, type CursorQueryBuilder } from '@vitrine/query';
import type { VariantQueryFieldsV3 } from './query-fields';
import { VARIANTS_V3 } from './service';
import { variantsEnvelope } from './shapes';
import type { CursorPagingMetadata } from './types/common';
import type {
  QueryVariantsOptions,
  SearchVariantsOptions,
  SearchVariantsResponse,
  VariantSearch,
} from './types/requests';
import type { VariantV3 } from './types/variant';

// The platform SDK's `readOnlyVariantsV3`: every variant of the store, each with its single price, its own stock,
// its choices and its product's id. Both calls are POSTs.

const call = ({ signal, headers }: CallOptions): CallOptions => ({ signal, headers });

export type VariantsQueryBuilderV3 = CursorQueryBuilder<VariantV3, VariantQueryFieldsV3>;

/** A query over the store's variants, paged by cursor: e.g. `.eq('productData.productId', id)`. */
export function queryVariants(client: Client, options: QueryVariantsOptions = {}): VariantsQueryBuilderV3 {
  const { fields } = options;
  return createCursorQueryBuilder<VariantV3, VariantQueryFieldsV3>(async (query) => {
    const answer = await client.request<{ variants?: VariantV3[]; pagingMetadata?: CursorPagingMetadata }>(
      {
        method: 'POST',
        service: VARIANTS_V3,
        path: '/v3/products/query-variants',
        body: { query, fields },
        response: variantsEnvelope,
      },
      call(options),
    );
    return { items: answer.variants ?? [], ...answer.pagingMetadata };
  });
}

/** Searches variants: filter (`productData.productId`, `optionChoices.optionChoiceNames…`), sort, free text, cursor. */
export function searchVariants(
  client: Client,
  search: VariantSearch,
  options: SearchVariantsOptions = {},
): Promise<SearchVariantsResponse> {
  return client.request<SearchVariantsResponse>(
    {
      method: 'POST',
      service: VARIANTS_V3,
      path: '/v3/products/search-variants',
      body: { search, fields: options.fields },
      response: variantsEnvelope,
    },
    call(options),
  );
}
