import { STORES, type CallOptions, type Client } from '@vitrine/http';
import { ID_ARG } from '../arg-names';

/** A picture to add: an existing media id or a URL, optionally tied to one option choice. */
export interface ProductMediaInput {
  mediaId?: string;
  url?: string;
  choice?: { option: string; choice: string };
}

/** The media of one option choice (`mediaIds` may be left out when removing). */
export interface ChoiceMedia {
  option: string;
  choice: string;
  mediaIds?: string[];
}

async function send(
  client: Client,
  method: 'POST' | 'PATCH',
  path: string,
  _id: string,
  body: unknown,
  call?: CallOptions,
) {
  await client.request({ method, service: STORES, path, pathParams: { id: _id }, body, argNames: ID_ARG }, call);
}

export function addProductMedia(
  client: Client,
  _id: string,
  media: ProductMediaInput[],
  call?: CallOptions,
): Promise<void> {
  return send(client, 'POST', '/v1/products/{id}/media', _id, { media }, call);
}

export function removeProductMedia(client: Client, _id: string, mediaIds: string[], call?: CallOptions): Promise<void> {
  return send(client, 'POST', '/v1/products/{id}/media/delete', _id, { mediaIds }, call);
}

export function addProductMediaToChoices(
  client: Client,
  _id: string,
  media: ChoiceMedia[],
  call?: CallOptions,
): Promise<void> {
  return send(client, 'PATCH', '/v1/products/{id}/choices/media', _id, { media }, call);
}

export function removeProductMediaFromChoices(
  client: Client,
  _id: string,
  media: ChoiceMedia[],
  call?: CallOptions,
): Promise<void> {
  return send(client, 'POST', '/v1/products/{id}/choices/media/delete', _id, { media }, call);
}
