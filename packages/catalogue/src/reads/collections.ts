import { STORES_READER, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG } from '../arg-names';
import type { Collection } from '../types/collection';

async function readCollection(client: Client, path: string, pathParams: Record<string, string>, call?: CallOptions) {
  const answer = await client.request<{ collection: Collection }>(
    { method: 'GET', service: STORES_READER, path, pathParams, argNames: ID_ARG, entity: 'collection' },
    call,
  );
  return answer.collection;
}

/** A collection by slug (catalogue v1). */
export function getCollectionBySlug(client: Client, slug: string, call?: CallOptions): Promise<Collection> {
  return readCollection(client, '/v1/collections/slug/{slug}', { slug }, call);
}

/** A store collection by id (v2). */
export function getCollection(client: Client, _id: string, call?: CallOptions): Promise<Collection> {
  return readCollection(client, '/v2/collections/{id}', { id: _id }, call);
}

/** A store collection by slug (v2). */
export function getCollectionBySlugV2(client: Client, slug: string, call?: CallOptions): Promise<Collection> {
  return readCollection(client, '/v2/collections/slug/{slug}', { slug }, call);
}
