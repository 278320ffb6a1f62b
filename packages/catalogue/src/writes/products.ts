import { STORES, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG } from '../arg-names';
import { productEnvelope } from '../shapes';
import type { Product, ProductInput, ProductUpdate } from '../types/product';

// The platform has three product write routes with one contract: v1, platformized, and the v2 proxy.
// Each exported call is made by a factory marked pure, so a bundle keeps only the ones it uses.

type Create = (client: Client, product: ProductInput, call?: CallOptions) => Promise<Product>;
type Update = (client: Client, product: ProductUpdate, call?: CallOptions) => Promise<Product>;
type Delete = (client: Client, _id: string, call?: CallOptions) => Promise<void>;

const creator =
  (path: string): Create =>
  async (client, product, call) =>
    (
      await client.request<{ product: Product }>(
        {
          method: 'POST',
          service: STORES,
          path,
          body: { product },
          request: productEnvelope,
          response: productEnvelope,
          entity: 'product',
        },
        call,
      )
    ).product;

/** The product's `_id` names the product to change (the path's `{product.id}`); the other fields are the changes. */
const updater =
  (path: string): Update =>
  async (client, product, call) =>
    (
      await client.request<{ product: Product }>(
        {
          method: 'PATCH',
          service: STORES,
          path: `${path}/{product.id}`,
          pathParams: { 'product.id': product._id },
          body: { product },
          request: productEnvelope,
          response: productEnvelope,
          entity: 'product',
        },
        call,
      )
    ).product;

const deleter =
  (path: string): Delete =>
  async (client, _id, call) => {
    await client.request(
      { method: 'DELETE', service: STORES, path: `${path}/{id}`, pathParams: { id: _id }, argNames: ID_ARG },
      call,
    );
  };

/** POST /v1/products */
export const createProduct: Create = /* @__PURE__ */ creator('/v1/products');
/** PATCH /v1/products/{product.id} */
export const updateProduct: Update = /* @__PURE__ */ updater('/v1/products');
/** DELETE /v1/products/{id} */
export const deleteProduct: Delete = /* @__PURE__ */ deleter('/v1/products');

/** POST /v1/products-platformized */
export const createProductPlatformized: Create = /* @__PURE__ */ creator('/v1/products-platformized');
/** PATCH /v1/products-platformized/{product.id} */
export const updateProductPlatformized: Update = /* @__PURE__ */ updater('/v1/products-platformized');
/** DELETE /v1/products-platformized/{id} */
export const deleteProductPlatformized: Delete = /* @__PURE__ */ deleter('/v1/products-platformized');

/** POST /v2/products-platformized (the v2 proxy) */
export const createProductPlatformizedV2: Create = /* @__PURE__ */ creator('/v2/products-platformized');
/** PATCH /v2/products-platformized/{product.id} */
export const updateProductPlatformizedV2: Update = /* @__PURE__ */ updater('/v2/products-platformized');
/** DELETE /v2/products-platformized/{id} */
export const deleteProductPlatformizedV2: Delete = /* @__PURE__ */ deleter('/v2/products-platformized');
