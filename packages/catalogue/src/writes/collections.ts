import { STORES, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG } from '../arg-names';
import type { Collection, CollectionInput, CollectionUpdate } from '../types/collection';

export async function createCollection(
  client: Client,
  collection: CollectionInput,
  call?: CallOptions,
): Promise<Collection> {
  const answer = await client.request<{ collection: Collection }>(
    {
      method: 'POST',
      service: STORES,
      path: '/v1/collections',
      body: { collection },
      entity: 'collection',
    },
    call,
  );
  return answer.collection;
}

/** The collection's `_id` names the collection to change (`{collection.id}`); the other fields are the changes. */
export async function updateCollection(
  client: Client,
  collection: CollectionUpdate,
  call?: CallOptions,
): Promise<Collection> {
  const answer = await client.request<{ collection: Collection }>(
    {
      method: 'PATCH',
      service: STORES,
      path: '/v1/collections/{collection.id}',
      pathParams: { 'collection.id': collection._id },
      body: { collection },
      entity: 'collection',
    },
    call,
  );
  return answer.collection;
}

export async function deleteCollection(client: Client, _id: string, call?: CallOptions): Promise<void> {
  await client.request(
    { method: 'DELETE', service: STORES, path: '/v1/collections/{id}', pathParams: { id: _id }, argNames: ID_ARG },
    call,
  );
}

async function sendProductIds(client: Client, path: string, _id: string, productIds: string[], call?: CallOptions) {
  await client.request(
    { method: 'POST', service: STORES, path, pathParams: { id: _id }, body: { productIds }, argNames: ID_ARG },
    call,
  );
}

export function addProductsToCollection(
  client: Client,
  _id: string,
  productIds: string[],
  call?: CallOptions,
): Promise<void> {
  return sendProductIds(client, '/v1/collections/{id}/productIds', _id, productIds, call);
}

export function removeProductsFromCollection(
  client: Client,
  _id: string,
  productIds: string[],
  call?: CallOptions,
): Promise<void> {
  return sendProductIds(client, '/v1/collections/{id}/productIds/delete', _id, productIds, call);
}
