import {
  ApplicationError,
  SystemError,
  ValidationError,
  type ApiError,
  type ApiErrorInit,
  type FieldViolation,
} from './errors';
import { statusText, upperSnake } from './status-text';
import { own, renamePath, SDK_NAME } from './transforms/rename';
import type { Exchange } from './exchange';

/** A JSON object: not null, not an array (shared with the transport). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * Turns a non-200 answer (its body read as `text`) into one of the three error kinds of
 * docs/specification.md#8-errors. The body is kept (shortened) only when it is not the platform's shape and the call
 * is not sensitive.
 */
export function errorFromResponse(
  { status, statusText: given }: Response,
  text: string,
  requestId: string | undefined,
  { request, descriptor }: Exchange,
): ApiError {
  const parsed = parseObject(text);
  const body = parsed ?? {};
  const details = isObject(body.details) ? body.details : {};
  const name = statusText(status, given);
  const init: ApiErrorInit = {
    status,
    code: upperSnake(name),
    requestId,
    request,
    details,
    bodyExcerpt: parsed || descriptor.sensitive ? undefined : text.slice(0, 200) || undefined,
  };

  const validation = isObject(details.validationError) ? details.validationError : undefined;
  if (validation && Array.isArray(validation.fieldViolations)) {
    const violations = validation.fieldViolations
      .filter(isObject)
      .map((v): FieldViolation => ({
        ...v,
        field: argName(String(v.field ?? ''), descriptor.argNames),
        description: String(v.description ?? ''),
      }))
      .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
    const message = `INVALID_ARGUMENT: ${violations.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
    return new ValidationError(message, { ...init, code: 'INVALID_ARGUMENT', violations });
  }

  const application = isObject(details.applicationError) ? details.applicationError : undefined;
  if (application || (status >= 400 && status < 500)) {
    // Odd shapes (docs/reliability.md#bad-answers-from-a-server, case 4): `error` as a string, problem+json's
    // title/detail, or nothing at all.
    const description = str(application?.description) ?? str(body.error_description) ?? str(body.detail) ?? name;
    const serverMessage = str(body.message) ?? str(body.title) ?? str(body.error) ?? description;
    const message = serverMessage === description ? serverMessage : `${serverMessage}: ${description}`;
    const code = application?.code;
    return new ApplicationError(message, {
      ...init,
      code: code != null && code !== '' ? String(code) : (str(body.error) ?? init.code),
      description,
      data: application?.data,
    });
  }

  return new SystemError(systemMessage(requestId), init);
}

export const systemMessage = (requestId: string | undefined): string =>
  requestId ? `System error occurred, request-id: ${requestId}` : 'System error occurred';

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text);
    return isObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The caller's name for a wire field: by the whole field, else by its first segment (`paging.limit`). */
function argName(field: string, argNames?: Record<string, string>): string {
  const head = /^[^.[]*/.exec(field)![0];
  return (
    own(argNames, field) ??
    (own(argNames, head) ?? own(SDK_NAME, head) ?? head) + renamePath(field.slice(head.length), SDK_NAME)
  );
}
