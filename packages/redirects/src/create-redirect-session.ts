import { REDIRECTS, type CallOptions, type Client } from '@vitrine/http';
import type { CreateRedirectSessionResponse, RedirectSessionRequest } from './types';

/**
 * Creates a redirect session: the URL of a hosted page (login, logout, a checkout, a product page) that comes back
 * to the storefront's callbacks. The answer needs no field transforms beyond the automatic `id` → `_id`.
 * `sensitive`: the answer holds a session token, so an unreadable one leaves nothing of itself on the error.
 */
export function createRedirectSession(
  client: Client,
  request: RedirectSessionRequest,
  options?: CallOptions,
): Promise<CreateRedirectSessionResponse> {
  return client.request(
    { method: 'POST', service: REDIRECTS, path: '/v1/redirect-session', body: request, sensitive: true },
    options,
  );
}
