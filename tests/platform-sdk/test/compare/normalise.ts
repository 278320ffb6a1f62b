// Comparison 2 in one place: what of a request is compared, and every known, deliberate difference between the two
// SDKs' requests, each undone here and listed with its reason in packages/emulator/README.md
// ("Differences from the platform SDK"). Anything not undone here must show up as a failing comparison.
import type { SentRequest } from './wire-recorder';

/**
 * What comparison 2 compares: method, path after the host, query (`.r` decoded), JSON body, the form of
 * Authorization, and Content-Type (both send `application/json` with a body, nothing without).
 */
export interface ComparableRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  authorization: string;
  contentType: string | undefined;
}

/** Names for the credentials a test hands out, so that the form (not the value) of `Authorization` is compared. */
export type Credentials = Record<string, string>;

const base64url = (value: string): string => Buffer.from(value, 'base64url').toString('utf8');

/** JSON with object keys sorted at any depth (key order is not part of the wire). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

function parseBody(body: string): unknown {
  if (body === '') return undefined;
  try {
    return sortKeys(JSON.parse(body));
  } catch {
    return body;
  }
}

function parseQuery(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] =
      key === '.r' ? sortKeys(JSON.parse(base64url(values[0] ?? ''))) : values.length === 1 ? values[0] : values;
  }
  return out;
}

/** `access token`, `API key`, … for a known credential; anything else as it is (a `Bearer ` prefix stays visible). */
function authorizationForm(value: string | undefined, credentials: Credentials): string {
  if (value === undefined) return '(none)';
  const known = Object.entries(credentials).find(([, credential]) => credential === value);
  return known ? known[0] : value;
}

/** A recorded request as comparison 2 sees it, before any difference is undone. */
export function comparable(request: SentRequest, credentials: Credentials): ComparableRequest {
  return {
    method: request.method,
    path: decodeURIComponent(request.url.pathname),
    query: parseQuery(request.url.searchParams),
    body: parseBody(request.body),
    authorization: authorizationForm(request.headers.authorization, credentials),
    contentType: request.headers['content-type'],
  };
}

/**
 * D1. Store collections v2: the platform SDK (`@wix/auto_sdk_stores_collections` 1.0.51) has no `www.wixapis.com`
 * mapping for them and sends the bare `/v2/collections…`; docs/wire.md#hosts-and-paths puts them under the reader's
 * prefix.
 */
const V2_COLLECTIONS_PREFIX = '/stores-reader/v2/collections';

/**
 * D2. The platform SDK's generated calls also send their path parameters in the query (GET) or the body (POST,
 * PATCH): `?id=<id>` on `GET /v1/products/{id}`, `"id"` in the body of `/v1/products/{id}/variants/query`,
 * `?cartId=` on Cart V2's `GET /v2/carts/{cartId}` and `"cartId"` in its `get-checkout-url` body, `?productId=` on
 * Catalog V3's `GET`/`DELETE /v3/products/{productId}`, `?categoryId=` and `"categoryId"` on the categories' calls.
 * The path already carries them; ours sends them once.
 */
function withoutEchoedPathParams(request: ComparableRequest): ComparableRequest {
  const segments = new Set(request.path.split('/').filter(Boolean));
  const echoed = (key: string, value: unknown) =>
    typeof value === 'string' && segments.has(value) && /^(id|slug|cartId|productId|categoryId)$/.test(key);
  const query = Object.fromEntries(Object.entries(request.query).filter(([key, value]) => !echoed(key, value)));
  let body = request.body;
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    body = Object.fromEntries(Object.entries(body).filter(([key, value]) => !echoed(key, value)));
  }
  return { ...request, query, body };
}

/**
 * D3. Starting a verification: docs/specification.md#7-calls spells it `POST /v1/Start`, which ours sends; the
 * platform SDK (`@wix/auto_sdk_identity_verification` 1.0.51) sends `/v1/start`.
 */
const VERIFICATION_START = '/_api/iam/verification/v1/Start';

/** Our request, with the deliberate differences undone. */
export function normaliseVitrine(request: SentRequest, credentials: Credentials): ComparableRequest {
  const out = comparable(request, credentials);
  if (out.path.startsWith(V2_COLLECTIONS_PREFIX)) out.path = out.path.slice('/stores-reader'.length);
  if (out.path === VERIFICATION_START) out.path = VERIFICATION_START.toLowerCase();
  return out;
}

/** The platform SDK's request, with the deliberate differences undone. */
export function normalisePlatform(request: SentRequest, credentials: Credentials): ComparableRequest {
  return withoutEchoedPathParams(comparable(request, credentials));
}

/** The headers comparison 2 does not compare (H1, H2 of the README's table), as each side must send them. */
export interface UncomparedHeaders {
  biGateway: boolean;
  siteId: string | undefined;
}

export const uncomparedHeaders = (request: SentRequest): UncomparedHeaders => ({
  biGateway: 'x-wix-bi-gateway' in request.headers,
  siteId: request.headers['wix-site-id'],
});

/** Ours sends neither. */
export const vitrineHeaders = (): UncomparedHeaders => ({ biGateway: false, siteId: undefined });

/** The platform SDK: its BI header on every call, the site id on an API key's calls. */
export const platformHeaders = (request: SentRequest, apiKey: string, siteId: string): UncomparedHeaders => ({
  biGateway: true,
  siteId: request.headers.authorization === apiKey ? siteId : undefined,
});
