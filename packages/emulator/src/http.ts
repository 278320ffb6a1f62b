import type { Context } from 'hono';
import { ValidationError } from './errors';
import { validateBody, type Schema } from './validate';
import type { Principal } from './auth/principal';
import type { EmulatorContext } from './context';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppEnv {
  Variables: {
    requestId: string;
    ctx: EmulatorContext;
    readOnly: boolean;
    principal: Principal | null;
  };
}

export type AppContext = Context<AppEnv>;

function tooLarge(): ValidationError {
  return new ValidationError(
    [{ field: 'body', description: `must be at most ${MAX_BODY_BYTES} bytes`, violatedRule: 'MAX_SIZE', data: { maxBytes: MAX_BODY_BYTES } }],
    413,
  );
}

/** Reads the raw body with a hard cap: a body over 1 MiB is refused with 413 without buffering it all. */
export async function readBodyText(c: AppContext): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON object body (empty body = `{}`) and validates it against `fields`. */
export async function readJson<T = Record<string, unknown>>(c: AppContext, fields: Record<string, Schema>): Promise<T> {
  const text = await readBodyText(c);
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      throw new ValidationError([
        { field: 'body', description: `is not valid JSON (${(e as Error).message})`, violatedRule: 'FORMAT' },
      ]);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError([{ field: 'body', description: 'must be a JSON object', violatedRule: 'FORMAT' }]);
  }
  return validateBody<T>(fields, parsed);
}

/** Decodes the `.r` parameter of a GET query call (base64url JSON without padding). */
export function readQueryParam<T>(c: AppContext, fields: Record<string, Schema>): T {
  const r = c.req.query('.r');
  if (r === undefined) return validateBody<T>(fields, {});
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(r, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError([{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError([{ field: '.r', description: 'must encode a JSON object', violatedRule: 'FORMAT' }]);
  }
  return validateBody<T>(fields, parsed);
}
