import { IAM, type CallOptions, type Client, type RequestDescriptor } from '@vitrine/http';

/** One identity call: `(client, request, options?)` POSTing the request as the body. */
export type IdentityCall<Request, Response> = (
  client: Client,
  request: Request,
  options?: CallOptions,
) => Promise<Response>;

/** Builds a POST call of the identity service; `extra` adds the request's or answer's shape, or `sensitive`. */
export const post =
  <Request, Response>(
    path: string,
    extra?: Pick<RequestDescriptor, 'request' | 'response' | 'sensitive'>,
  ): IdentityCall<Request, Response> =>
  (client, request, options) =>
    client.request({ method: 'POST', service: IAM, path, body: request, ...extra }, options);
