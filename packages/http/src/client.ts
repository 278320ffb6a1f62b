import { ConfigError } from './errors';
import { fillPath, isReadOnlyRoute, servicePath } from './paths';
import { toQueryString } from './query-string';
import { resolveRetry } from './retry';
import { toWire } from './transforms/to-wire';
import { send, type Exchange, type TransportSettings } from './transport';
import type { CallOptions, Client, ClientOptions, RequestDescriptor } from './types';

/** Over this many characters of query string, a call with a fallback goes as POST (spec section 7). */
export const GET_FALLBACK_THRESHOLD = 4000;

/** Makes the one object every call goes through; nothing is shared between clients. */
export function createClient(options: ClientOptions): Client {
  const host = checkHost(options?.host, 'host');
  const readOnlyHost = options.readOnlyHost === undefined ? host : checkHost(options.readOnlyHost, 'readOnlyHost');
  const pathLayout = options.pathLayout ?? 'api';
  if (pathLayout !== 'api' && pathLayout !== 'site') {
    throw new ConfigError(
      `createClient needs pathLayout 'api' (the default) or 'site'; got ${JSON.stringify(pathLayout)}.`,
    );
  }
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(timeoutMs > 0))
    throw new ConfigError(`createClient needs timeoutMs above 0 (milliseconds); got ${JSON.stringify(timeoutMs)}.`);
  const settings: TransportSettings = { fetch: options.fetch, timeoutMs, retry: resolveRetry(options.retry) };

  const client: Client = {
    host,
    readOnlyHost,
    pathLayout,
    auth: options.auth,
    url: (service, path) => host + servicePath(service, path, pathLayout),
    async request<T>(descriptor: RequestDescriptor, call: CallOptions = {}): Promise<T> {
      const auth = descriptor.auth === false ? undefined : options.auth;
      for (let retried = false; ; retried = true) {
        const credentials = auth ? await auth.getAuthHeaders(call) : {};
        try {
          return (await send(
            exchange(descriptor, { ...options.headers, ...call.headers, ...credentials }),
            settings,
            call.signal,
          )) as T;
        } catch (error) {
          // A token the platform no longer accepts (revoked, or expired by its clock): renewed once, then sent again.
          // Only the platform's answers (ApiError) carry a status.
          if (
            retried ||
            (error as { status?: number }).status !== 401 ||
            !(await auth?.onUnauthorized?.(credentials, call))
          )
            throw error;
        }
      }
    },
  };

  function exchange(descriptor: RequestDescriptor, headers: Record<string, string>): Exchange {
    let method = descriptor.method;
    let body = descriptor.body === undefined ? undefined : toWire(descriptor.body, descriptor.request);
    let query = '';
    if (descriptor.params) {
      const params = toWire(descriptor.params, descriptor.request) as Record<string, unknown>;
      query = (descriptor.encode ?? toQueryString)(params);
      if (descriptor.fallback && query.length > GET_FALLBACK_THRESHOLD) {
        method = 'POST';
        body = params;
        query = '';
      }
    }
    const path = servicePath(descriptor.service, fillPath(descriptor), pathLayout);
    const base = isReadOnlyRoute(method, descriptor) ? readOnlyHost : host;
    if (body !== undefined && method !== 'GET' && method !== 'DELETE') headers['Content-Type'] = 'application/json';
    return {
      url: base + path + (query ? `?${query}` : ''),
      // The platform never redirects an API call; following one could hand a token or code to another host.
      init: { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' },
      label: `${method} ${path}`,
      idempotent: method === 'GET' || descriptor.idempotent === true,
      descriptor,
    };
  }

  options.auth?.attach?.(client);
  return client;
}

function checkHost(value: unknown, option: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s]/.test(value)) {
    throw new ConfigError(
      `createClient needs ${option} as an http(s) origin, e.g. createClient({ ${option}: 'https://api.example.com' }); got ${JSON.stringify(value)}.`,
    );
  }
  return value.replace(/\/+$/, '');
}
