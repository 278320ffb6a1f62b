import { ConfigError } from './errors';
import { fillPath } from './paths';
import { toQueryString } from './query-string';
import { resolveRetry } from './retry';
import { toWire } from './transforms/to-wire';
import type { Exchange } from './exchange';
import { send, type TransportSettings } from './transport';
import type { CallOptions, PathLayout, RequestDescriptor, RetryOptions, Service } from './types';

/**
 * What `createClient` needs from an authentication strategy (`@vitrine/auth` implements it). Every call hands the
 * strategy the client it goes through, so a strategy that asks for tokens sends that request through the same
 * transport. `attach` tells the strategy the client it was made for: the one its own methods use when they are not
 * given one (`renewToken()`); a strategy must not need it to answer a call.
 */
export interface AuthStrategy {
  attach?(client: Client): void;
  getAuthHeaders(options?: CallOptions, client?: Client): Promise<Record<string, string>>;
  /**
   * The platform answered 401 to a call carrying `refused` (what `getAuthHeaders` gave). Resolve true once the
   * strategy has credentials worth one more try; the call is then sent again, once.
   */
  onUnauthorized?(refused: Record<string, string>, options?: CallOptions, client?: Client): Promise<boolean>;
}

export interface ClientOptions {
  host: string;
  readOnlyHost?: string;
  pathLayout?: PathLayout;
  auth?: AuthStrategy;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  timeoutMs?: number;
  retry?: RetryOptions | number;
  /**
   * The largest answer body a call reads, in bytes: past it, reading stops and the call rejects with an
   * `AnswerTooLargeError`. Default 10 MiB (10485760); the platform's answers are kilobytes.
   */
  maxAnswerBytes?: number;
  /** The media service's origin for `imageUrl` and `<Image>`: the platform's static host by default. */
  mediaHost?: string;
}

/**
 * The one object every call goes through: its hosts, its auth strategy, its transport settings and its last
 * `X-Wix-Consistent`. Nothing is shared between clients; what only the transport needs stays private. Made with
 * `createClient`; every call is a standalone function that takes it first (`getCurrentCart(client)`).
 */
export class Client {
  // Declared, not defined: the constructor sets them, and a minified bundle carries no field list twice.
  declare readonly host: string;
  declare readonly readOnlyHost: string;
  declare readonly pathLayout: PathLayout;
  declare readonly auth: AuthStrategy | undefined;
  /**
   * Where pictures are served at a size, as given to `createClient` (`imageUrl(uri, { width, mediaHost:
   * client.mediaHost })`); undefined means the platform's static media host. Kept as given and checked by
   * imageUrl, where it is used: a client that shows no picture pays nothing for it.
   */
  declare readonly mediaHost: string | undefined;
  readonly #headers: Record<string, string> | undefined;
  // A service's prefix in this layout (`Service` is [api, site]).
  readonly #layoutIndex: number;
  readonly #settings: TransportSettings;
  // What the packages above keep per client (`keep`).
  readonly #kept = new Map<symbol, unknown>();

  /** Use `createClient`, which is this constructor. */
  constructor(options: ClientOptions) {
    const host = checkHost(options?.host, 'host');
    const pathLayout = options.pathLayout ?? 'api';
    if (pathLayout !== 'api' && pathLayout !== 'site') {
      throw new ConfigError(
        `createClient needs pathLayout 'api' (the default) or 'site'; got ${JSON.stringify(pathLayout)}.`,
      );
    }
    const timeoutMs = options.timeoutMs ?? 30_000;
    if (!(timeoutMs > 0))
      throw new ConfigError(`createClient needs timeoutMs above 0 (milliseconds); got ${JSON.stringify(timeoutMs)}.`);
    const maxAnswerBytes = options.maxAnswerBytes ?? 10 * 1024 * 1024;
    if (!(maxAnswerBytes > 0))
      throw new ConfigError(`createClient needs maxAnswerBytes above 0; got ${JSON.stringify(maxAnswerBytes)}.`);
    this.host = host;
    this.readOnlyHost = options.readOnlyHost === undefined ? host : checkHost(options.readOnlyHost, 'readOnlyHost');
    this.pathLayout = pathLayout;
    this.mediaHost = options.mediaHost;
    this.auth = options.auth;
    this.#headers = options.headers;
    this.#layoutIndex = pathLayout === 'api' ? 0 : 1;
    this.#settings = {
      fetch: options.fetch,
      timeoutMs,
      maxAnswerBytes,
      retry: resolveRetry(options.retry),
      consistency: { value: undefined },
    };
    // The strategy's own methods that take no client (`renewToken()`) use this one; calls hand it theirs.
    options.auth?.attach?.(this);
  }

  /** The absolute URL of a service path on the main host, for links to hosted pages. */
  url(service: Service, path: string): string {
    return this.host + service[this.#layoutIndex] + path;
  }

  /** Sends one call and resolves to its transformed answer; rejects with one of the SDK's errors. */
  async request<T = Record<string, unknown>>(descriptor: RequestDescriptor, call: CallOptions = {}): Promise<T> {
    const auth = descriptor.auth === false ? undefined : this.auth;
    for (let retried = false; ; retried = true) {
      const credentials = auth ? await auth.getAuthHeaders(call, this) : {};
      try {
        return (await send(
          this.#exchange(descriptor, { ...this.#headers, ...call.headers, ...credentials }),
          this.#settings,
          call.signal,
        )) as T;
      } catch (error) {
        // A token the platform no longer accepts (revoked, or expired by its clock): renewed once, then sent again.
        // Only the platform's answers (ApiError) carry a status.
        if (
          retried ||
          (error as { status?: number }).status !== 401 ||
          !(await auth?.onUnauthorized?.(credentials, call, this))
        )
          throw error;
      }
    }
  }

  /**
   * A value kept on this client under `key`: `make()`'s on the first call, the same value after, for as long as the
   * client lives. A promise that rejects is forgotten, so the next call asks again (a failed lookup is not kept).
   * For what a package learns once per client and never again, such as the store's catalog version; the key is the
   * package's own `Symbol.for(…)`, so two copies of one package share the value.
   */
  keep<T>(key: symbol, make: () => T): T {
    const kept = this.#kept;
    if (!kept.has(key)) {
      const value = make();
      kept.set(key, value);
      (value as Promise<unknown>)?.catch?.(() => kept.get(key) === value && kept.delete(key));
    }
    return kept.get(key) as T;
  }

  #exchange(descriptor: RequestDescriptor, headers: Record<string, string>): Exchange {
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
    const path = descriptor.service[this.#layoutIndex] + fillPath(descriptor);
    // Every GET reads from the read-only host, unless its descriptor asks for `host` (docs/wire.md#hosts-and-paths).
    const base = method === 'GET' && descriptor.readOnlyHost !== false ? this.readOnlyHost : this.host;
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
}

/** Makes the one object every call goes through; nothing is shared between clients. */
export function createClient(options: ClientOptions): Client {
  return new Client(options);
}

function checkHost(value: unknown, option: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s]/.test(value)) {
    throw new ConfigError(
      `createClient needs ${option} as an http(s) origin, e.g. createClient({ ${option}: 'https://api.example.com' }); got ${JSON.stringify(value)}.`,
    );
  }
  return value.replace(/\/+$/, '');
}
