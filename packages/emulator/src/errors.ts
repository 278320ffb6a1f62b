import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Errors in the platform's shape. Every answer other than 200 is built from one of these. */

/** The platform's names of a violated rule (the emulator spells its own: it is the oracle the SDK is checked by). */
export const VIOLATED_RULES = [
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
] as const;

export type ViolatedRule = (typeof VIOLATED_RULES)[number];

export interface FieldViolation {
  field: string;
  description: string;
  violatedRule: ViolatedRule;
  data?: Record<string, unknown>;
}

/** Base class: an error that becomes an HTTP answer with a JSON body. */
export class PlatformError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

/** 400 (or 413) with `details.validationError.fieldViolations`. */
export class ValidationError extends PlatformError {
  constructor(
    readonly violations: FieldViolation[],
    status: ContentfulStatusCode = 400,
  ) {
    const sorted = [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const message = `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
    super(status, message, { message, details: { validationError: { fieldViolations: sorted } } });
    this.name = 'ValidationError';
  }
}

/** A 4xx with `details.applicationError` carrying a string code. */
export class ApplicationError extends PlatformError {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    description: string,
    data?: Record<string, unknown>,
  ) {
    super(status, description, {
      message: description,
      details: { applicationError: { description, code, ...(data ? { data } : {}) } },
    });
    this.name = 'ApplicationError';
  }
}

export class NotFoundError extends ApplicationError {
  constructor(code: string, description: string) {
    super(404, code, description);
    this.name = 'NotFoundError';
  }
}

export class UnauthenticatedError extends ApplicationError {
  constructor(description = 'Missing or invalid access token') {
    super(401, 'UNAUTHENTICATED', description);
    this.name = 'UnauthenticatedError';
  }
}

export class ForbiddenError extends ApplicationError {
  constructor(description: string) {
    super(403, 'PERMISSION_DENIED', description);
    this.name = 'ForbiddenError';
  }
}

export class MethodNotAllowedError extends ApplicationError {
  constructor(description: string) {
    super(405, 'METHOD_NOT_ALLOWED', description);
    this.name = 'MethodNotAllowedError';
  }
}

/** 429: too many attempts; the answer carries `Retry-After` (whole seconds). */
export class TooManyRequestsError extends ApplicationError {
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', description);
    this.name = 'TooManyRequestsError';
  }
}

/** 503: the emulator is busy with this kind of work (picture resizes); the answer carries `Retry-After`. */
export class ServiceUnavailableError extends ApplicationError {
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'TEMPORARILY_UNAVAILABLE', description);
    this.name = 'ServiceUnavailableError';
  }
}

/** The token endpoint's OAuth-style refusal: 400 `{error, error_description}`. */
export class OAuthError extends PlatformError {
  constructor(error: string, description: string, status: ContentfulStatusCode = 400) {
    super(status, description, { error, error_description: description });
    this.name = 'OAuthError';
  }
}

/** Anything unexpected: 500 in platform shape. */
export function internalErrorBody(requestId: string): Record<string, unknown> {
  const message = `Internal error, request-id: ${requestId}`;
  return { message, details: { applicationError: { description: message, code: 'INTERNAL_ERROR' } } };
}
