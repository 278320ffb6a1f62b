import { ConfigError } from './errors';
import { fillPath } from './paths';
import { toQueryString } from './query-string';
import { resolveRetry } from './retry';
import { toWire } from './transforms/to-wire';
import { send, type Exchange, type TransportSettings } from './transport';
import type { CallOptions, Client, ClientOptions, RequestDescriptor } from './types';

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
  // A service's prefix in this layout (`Service` is [api, site]).
  const layoutIndex = pathLayout === 'api' ? 0 : 1;
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(timeoutMs > 0))
    throw new ConfigError(`createClient needs timeoutMs above 0 (milliseconds); got ${JSON.stringify(timeoutMs)}.`);
  const settings: TransportSettings = {
    fetch: options.fetch,
    timeoutMs,
    retry: resolveRetry(options.retry),
    consistency: { value: undefined },
  };

  const client: Client = {
    host,
    readOnlyHost,
    pathLayout,
    // Kept as given and checked by imageUrl, where it is used: a client that shows no picture pays nothing for it.
    mediaHost: options.mediaHost,
    auth: options.auth,
    url: (service, path) => host + service[layoutIndex] + path,
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
    let body = toWire(descriptor.body, descriptor.request);
    let query = '';
    if (descriptor.params) {
      const params = toWire(descriptor.params, descriptor.request) as Record<string, unknown>;
      query = (descriptor.encode ?? toQueryString)(params);
      // Over 4000 characters of query string, a call with a fallback goes as POST (docs/specification.md#7-calls).
      if (descriptor.fallback && query.length > 4000) {
        method = 'POST';
        body = params;
        query = '';
      }
    }
    const path = descriptor.service[layoutIndex] + fillPath(descriptor);
    // Every GET reads from the read-only host, unless its descriptor asks for `host` (docs/wire.md#hosts-and-paths).
    const base = method === 'GET' && descriptor.readOnlyHost !== false ? readOnlyHost : host;
    if (body !== undefined && method !== 'GET' && method !== 'DELETE') headers['Content-Type'] = 'application/json';
    return {
      url: base + path + (query ? `?${query}` : ''),
      // The platform never redirects an API call; following one could hand a token or code to another host.
      // JSON.stringify(undefined) is undefined: no body.
      init: { method, headers, body: JSON.stringify(body), redirect: 'manual' },
      request: { method, path },
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
