/**
 * The request id of an answer: the platform's `x-wix-request-id`, else the `x-request-id` of proxies
 * (docs/wire.md#answers-and-request-ids).
 */
export const requestIdOf = (response: Response): string | undefined =>
  response.headers.get('x-wix-request-id') ?? response.headers.get('x-request-id') ?? undefined;
