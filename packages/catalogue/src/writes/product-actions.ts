import { STORES, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG } from '../arg-names';

/** POST /v1/products/{id}/<action> with an empty body; the platform answers `{}`. */
const action =
  (name: string) =>
  async (client: Client, _id: string, call?: CallOptions): Promise<void> => {
    await client.request(
      {
        method: 'POST',
        service: STORES,
        path: `/v1/products/{id}/${name}`,
        pathParams: { id: _id },
        body: {},
        argNames: ID_ARG,
      },
      call,
    );
  };

/** Clears the product's brand. */
export const removeBrand: (client: Client, _id: string, call?: CallOptions) => Promise<void> =
  /* @__PURE__ */ action('remove-brand');

/** Clears the product's ribbon. */
export const removeRibbon: (client: Client, _id: string, call?: CallOptions) => Promise<void> =
  /* @__PURE__ */ action('remove-ribbon');

/** Rebuilds every variant from the product's options, dropping per-variant prices, costs, weights and SKUs. */
export const resetAllProductVariantData: (client: Client, _id: string, call?: CallOptions) => Promise<void> =
  /* @__PURE__ */ action('variants/resetToDefault');

/** Removes all options of the product (and so its variants but the default one). */
export async function deleteProductOptions(client: Client, _id: string, call?: CallOptions): Promise<void> {
  await client.request(
    { method: 'DELETE', service: STORES, path: '/v1/products/{id}/options', pathParams: { id: _id }, argNames: ID_ARG },
    call,
  );
}
