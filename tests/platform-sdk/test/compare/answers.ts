// Comparison 3 in one place: one emulator answer, replayed byte for byte to both SDKs, and the deliberate
// differences between the values they read from it (listed in packages/emulator/README.md).
import type { SentRequest } from './wire-recorder';

/** A fetch that answers every request with the recorded answer (a new Response each time). */
export function replay(recorded: Pick<SentRequest, 'status' | 'answer'>): typeof fetch {
  return async () =>
    new Response(recorded.answer, {
      status: recorded.status,
      headers: { 'content-type': 'application/json', 'x-wix-request-id': 'replayed' },
    });
}

/**
 * M1. Media URIs: the platform SDK reads an image as `wix:image://v1/…` (a video as `wix:video://v1/…`);
 * docs/wire.md#media makes ours `image://v1/…` (and accepts any scheme prefix before `image:` on input). The rest of
 * the URI (id, file name, width and height) must be the same.
 */
const WIX_MEDIA = /^wix:(image|video):\/\//;

/**
 * M3. A refused sign-in's `error`: the platform SDK puts the serialized error (`{"message", "details"}`) there;
 * ours the plain sentence, with the rest in typed fields (docs/wire.md#error-messages).
 */
export function plainError(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    const dump = JSON.parse(value) as { message?: unknown; details?: unknown };
    return typeof dump.message === 'string' && dump.details !== undefined ? dump.message : value;
  } catch {
    return value;
  }
}

/** The platform SDK's value with the deliberate differences undone. */
export function platformValue(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(WIX_MEDIA, '$1://');
  if (Array.isArray(value)) return value.map(platformValue);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, key === 'error' ? plainError(inner) : platformValue(inner)]),
  );
}

/**
 * M2. Variant pages: ours also carries `totalCount` (docs/wire.md#paging-answers: `metadata.total`, or `totalResults`
 * where the answer has it), which the platform SDK's variant queries leave to the caller. Dropped only when it is
 * that number.
 */
export function vitrineValue(ours: unknown, theirs: unknown): unknown {
  if (ours === null || typeof ours !== 'object' || !('variants' in ours) || !('totalCount' in ours)) return ours;
  if (theirs !== null && typeof theirs === 'object' && 'totalCount' in theirs) return ours;
  const page = theirs as { totalResults?: number; metadata?: { total?: number } } | undefined;
  const { totalCount, ...rest } = ours as { totalCount?: number };
  return totalCount === (page?.totalResults ?? page?.metadata?.total) ? rest : ours;
}

/**
 * M4. Token renewal: the platform SDK's `renewToken` keeps the refresh token it was given and drops the answer's;
 * ours keeps the answer's, which the emulator rotates on each renewal (RFC 9700 §4.14.2). Undone by giving the
 * platform SDK's token pair the refresh token of the answer it read.
 */
export function answeredRefreshToken(value: unknown, answer: string): unknown {
  const tokens = value as { refreshToken: Record<string, unknown> };
  const { refresh_token: rotated } = JSON.parse(answer) as { refresh_token: string };
  return { ...tokens, refreshToken: { ...tokens.refreshToken, value: rotated } };
}

/** Sets `path` (dotted, numbers index arrays) in a JSON answer: used to put non-finite decimals on the wire. */
export function withValue(answer: string, path: string, value: unknown): string {
  const json = JSON.parse(answer) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = json;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]!] = value;
  return JSON.stringify(json);
}

/** What both SDKs' errors must agree on: status, request id, the sentence, the code and its description. */
export interface ErrorView {
  status: unknown;
  requestId: unknown;
  message: unknown;
  code: unknown;
  description: unknown;
}

interface PlatformError {
  status?: number;
  requestId?: string;
  message: string;
  details?: { applicationError?: { code?: unknown; description?: unknown }; validationError?: unknown };
}

/** The platform SDK's error (its `message` is the serialized error: M3). */
export function platformError(error: unknown): ErrorView {
  const e = error as PlatformError;
  const application = e.details?.applicationError;
  return {
    status: e.status,
    requestId: e.requestId,
    message: plainError(e.message),
    code: application?.code,
    description: application?.description,
  };
}

/** Ours: an `ApiError` with typed fields. */
export function vitrineError(error: unknown): ErrorView {
  const e = error as { status?: number; requestId?: string; message: string; code?: string; description?: string };
  return { status: e.status, requestId: e.requestId, message: e.message, code: e.code, description: e.description };
}
