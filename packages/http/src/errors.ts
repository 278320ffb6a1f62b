import type { ApiErrorRequest } from './types';

// Declared in the leaf types.ts (a descriptor's `read` names it) and exported here with the errors it describes.
export type { ApiErrorRequest } from './types';

// Every failure of the SDK is one of these `Error` subclasses, each with a literal `name` to switch on.

export type ErrorType = 'user' | 'system';

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string;
  data?: unknown;
}

export interface ApiErrorInit {
  status: number;
  code: string;
  request: ApiErrorRequest;
  requestId?: string;
  details?: Record<string, unknown>;
  bodyExcerpt?: string;
  cause?: unknown;
}

/**
 * A platform answer other than 200: the base of the three kinds of docs/specification.md#8-errors. `Init` is what a
 * kind adds to `ApiErrorInit` (typed here, so that the kinds need no constructor of their own).
 */
export abstract class ApiError<Init = unknown> extends Error {
  abstract override readonly name: 'ValidationError' | 'ApplicationError' | 'SystemError';
  abstract readonly errorType: ErrorType;
  // Declared, not initialised: the constructor copies them in one go (fewer bytes in every bundle).
  declare readonly status: number;
  declare readonly code: string;
  declare readonly requestId: string | undefined;
  declare readonly details: Record<string, unknown>;
  /** The first characters of a body that could not be read as the platform's error shape. */
  declare readonly bodyExcerpt: string | undefined;
  /** Which call failed: `{ method: 'GET', path: '/ecom/v1/carts/current' }`. */
  declare readonly request: ApiErrorRequest;

  constructor(message: string, init: ApiErrorInit & Init) {
    super(message, { cause: init.cause });
    Object.assign(this, { details: {} }, init);
  }

  /** `ApplicationError: Cart not found (GET /ecom/v1/carts/current)`: the message, then the request. */
  override toString(): string {
    return `${super.toString()} (${this.request.method} ${this.request.path})`;
  }
}

/** The platform refused the arguments: `details.validationError.fieldViolations`. */
export class ValidationError extends ApiError<{ violations: FieldViolation[] }> {
  override readonly name = 'ValidationError' as const;
  readonly errorType = 'user' as const;
  /** Violations sorted by field, with fields named as the caller's arguments. */
  declare readonly violations: FieldViolation[];
}

/** A 4xx or an answer with `details.applicationError`. */
export class ApplicationError extends ApiError<{ description: string; data?: unknown }> {
  override readonly name = 'ApplicationError' as const;
  readonly errorType = 'user' as const;
  declare readonly description: string;
  declare readonly data: unknown;
}

/** A 5xx, an unreadable answer, or anything else the platform did wrong. */
export class SystemError extends ApiError {
  override readonly name = 'SystemError' as const;
  readonly errorType = 'system' as const;
}

/**
 * No answer: the connection failed, was reset, or the device is offline. The message names the origin that could
 * not be reached and the call (method and path), never its query, body or headers, which may hold secrets.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError' as const;
  /** The origin (`scheme://host:port`) that did not answer. */
  readonly origin: string;

  constructor(origin: string, call: string, options?: ErrorOptions) {
    super(`Could not reach ${origin} (${call})`, options);
    this.origin = origin;
  }
}

/** One attempt (including reading its body) took longer than `timeoutMs`. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError' as const;
}

/** The caller's `AbortSignal` fired. */
export class AbortError extends Error {
  override readonly name = 'AbortError' as const;
}

/**
 * An answer's body passed the client's `maxAnswerBytes` (10 MiB by default; a token answer 1 MiB): reading stopped
 * there and the rest was never pulled. No platform answer is that large, so it is not retried.
 */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError' as const;
  /** The limit the body passed, in bytes. */
  declare readonly limit: number;
  /** The answer's HTTP status. */
  declare readonly status: number;
  declare readonly requestId: string | undefined;
  /** Which call it answered: `{ method: 'GET', path: '/ecom/v1/carts/current' }`. */
  declare readonly request: ApiErrorRequest;

  constructor(init: { limit: number; status: number; requestId?: string; request: ApiErrorRequest }) {
    super(`The answer to ${init.request.method} ${init.request.path} is larger than ${init.limit} bytes`);
    Object.assign(this, init);
  }
}

/** `createClient` (or another factory) was given options it cannot work with. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError' as const;
}

/**
 * Every error a call can reject with: `switch (error.name)` narrows it to one class (`case 'ValidationError':`
 * has `error.violations`).
 */
export type CallError =
  | ValidationError
  | ApplicationError
  | SystemError
  | NetworkError
  | TimeoutError
  | AbortError
  | AnswerTooLargeError
  | ConfigError;

// Guards compare names, not prototypes, so they hold across the ESM and CJS copies of this package.
function named<T extends Error>(...names: string[]) {
  return (error: unknown): error is T => error instanceof Error && names.includes(error.name);
}

export const isApiError = /* @__PURE__ */ named<ApiError>('ValidationError', 'ApplicationError', 'SystemError');
export const isValidationError = /* @__PURE__ */ named<ValidationError>('ValidationError');
export const isApplicationError = /* @__PURE__ */ named<ApplicationError>('ApplicationError');
export const isSystemError = /* @__PURE__ */ named<SystemError>('SystemError');
export const isNetworkError = /* @__PURE__ */ named<NetworkError>('NetworkError');
export const isTimeoutError = /* @__PURE__ */ named<TimeoutError>('TimeoutError');
export const isAbortError = /* @__PURE__ */ named<AbortError>('AbortError');
export const isConfigError = /* @__PURE__ */ named<ConfigError>('ConfigError');
export const isAnswerTooLargeError = /* @__PURE__ */ named<AnswerTooLargeError>('AnswerTooLargeError');
