import { STORES, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG } from '../arg-names';
import { decimalAmounts, variantsEnvelope } from '../shapes';
import type { Variant, VariantOverride } from '../types/variant';

/** Sets price, cost, weight, SKU or visibility of the variants each override targets; resolves to all variants. */
export async function updateProductVariants(
  client: Client,
  _id: string,
  variants: VariantOverride[],
  call?: CallOptions,
): Promise<Variant[]> {
  const answer = await client.request<{ variants: Variant[] }>(
    {
      method: 'PATCH',
      service: STORES,
      path: '/v1/products/{id}/variants',
      pathParams: { id: _id },
      body: { variants },
      request: { variants: decimalAmounts },
      response: variantsEnvelope,
      entity: 'variants',
      argNames: ID_ARG,
    },
    call,
  );
  return answer.variants;
}
