import type { ApiErrorRequest, RequestDescriptor } from './types';

// What the client hands the transport for one call. Its own file, so that the transport and the errors it builds
// (error-from-response.ts) share it without importing each other.

/** One call, ready to send: the URL and `fetch` init, and what errors and retries need to know of it. */
export interface Exchange {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  /** Method and path without the query, for errors: never a token, code or verifier. */
  request: ApiErrorRequest;
  /** The same, as `GET /path` for messages. */
  label: string;
  /** GET, or a call its module marked idempotent: network failures and retryable statuses get another try. */
  idempotent: boolean;
  descriptor: RequestDescriptor;
}
