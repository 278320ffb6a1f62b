// The declarations every module shares. A leaf: it imports nothing of the package, so no import circle runs
// through it (the client's own options and its strategy's contract, which name the `Client` class, are in client.ts).

/**
 * How the platform spells its path prefixes: `api` on the API host, `site` on a site's own domain
 * (docs/wire.md#hosts-and-paths).
 */
export type PathLayout = 'api' | 'site';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * The request an `ApiError` answers, as it was sent: the method (`POST` after a GET fallback) and the path with the
 * service prefix, without the query string. Never a header, a token or a body.
 */
export interface ApiErrorRequest {
  readonly method: Method;
  readonly path: string;
}
/** A platform service: its path prefix in the `api` layout and in the `site` layout (`CART`, `STORES`, …). */
export type Service = readonly [api: string, site: string];

/** A declared field's conversion: wire → SDK when `toWire` is false, SDK → wire when true. */
export type FieldTransform = (value: unknown, toWire: boolean) => unknown;
/** Declared fields by wire name; arrays are transparent (a shape applies to every element). */
export interface Shape {
  readonly [wireKey: string]: FieldTransform | Shape;
}

/** One call of the platform, as a module describes it; `client.request` does the rest. */
export interface RequestDescriptor {
  method: Method;
  service: Service;
  /** Path after the service prefix, with `{name}` placeholders for `pathParams`. */
  path: string;
  /** Encoded by us: an id with `/` must not change the path. */
  pathParams?: Record<string, string | number>;
  /** GET parameters, flattened to a query string (or encoded by `encode`). */
  params?: Record<string, unknown>;
  /** How `params` become the query string; query calls pass `packedQuery` (one `.r=` parameter). */
  encode?: (params: Record<string, unknown>) => string;
  /** When the GET's query string is over 4000 characters, POST `params` as a JSON body to the same path. */
  fallback?: boolean;
  body?: unknown;
  /** Declared fields of the request (params or body) and of the answer. */
  request?: Shape;
  response?: Shape;
  /** Wire field → the caller's argument name, for validation messages (`id` → `_id`). */
  argNames?: Record<string, string>;
  /** Set false for calls that must not carry (or mint) a token, like the token endpoint itself. */
  auth?: boolean;
  /**
   * Set false for a GET that must see its own writes at once (the current cart): it goes to the client's `host`.
   * Every other GET goes to `readOnlyHost` (docs/wire.md#hosts-and-paths).
   */
  readOnlyHost?: boolean;
  /** Retry network failures and retryable statuses even though the method is not GET (a token renewal). */
  idempotent?: boolean;
  /**
   * How the body is read; default `readLimited(maxAnswerBytes)`. The token calls pass `readLimited(bytes)` with a
   * smaller limit. An error it throws names `request`.
   */
  read?: (response: Response, request: ApiErrorRequest) => Promise<string>;
  /**
   * The answer's key that holds what the call returns (`cart`, `product`): a 200 without an object or array there
   * is a `SystemError` with code `INVALID_RESPONSE`, never an `undefined` result.
   */
  entity?: string;
  /** Keep nothing of the body on errors (token answers). */
  sensitive?: boolean;
}

/** The last argument of every call, in every package. */
export interface CallOptions {
  /** Aborts the call; it then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** Sent with this call only, over the client's `headers`; the strategy's credentials win over both. */
  headers?: Record<string, string>;
}

export interface RetryOptions {
  /** Attempts after the first; 0 turns retries off. Default 2. */
  limit?: number;
  /** First backoff delay; doubles each attempt, with jitter. Default 300. */
  backoffMs?: number;
  /** Longest backoff delay. Default 10000. */
  maxBackoffMs?: number;
  /** A `Retry-After` longer than this is not waited for: the error is thrown instead. Default 60000. */
  maxRetryAfterMs?: number;
}
