import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type * as v from 'valibot';
import { ValidationError } from './errors';
import { parse } from './schema/violations';
import { parseRequestJson } from './schema/json';
import type { Principal } from './principal';
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

/** The client's address as the connection shows it (no forwarding header is trusted). */
export function clientAddress(c: AppContext): string {
  return getConnInfo(c).remote.address ?? 'unknown';
}

/** The answer to a body over 1 MiB (Hono's `bodyLimit` refuses it before it is read whole). */
export function tooLarge(): ValidationError {
  return new ValidationError(
    [
      {
        field: 'body',
        description: `must be at most ${MAX_BODY_BYTES} bytes`,
        violatedRule: 'MAX_SIZE',
        data: { maxBytes: MAX_BODY_BYTES },
      },
    ],
    413,
  );
}

function jsonObject(text: string): Record<string, unknown> {
  let parsed: unknown = {};
  if (text.trim() !== '') {
    const json = parseRequestJson(text, 'body');
    if (!json.ok)
      throw new ValidationError([
        { field: 'body', description: `is not valid JSON (${json.reason})`, violatedRule: 'FORMAT' },
      ]);
    parsed = json.value;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError([{ field: 'body', description: 'must be a JSON object', violatedRule: 'FORMAT' }]);
  }
  return { ...parsed };
}

/** The JSON object body (empty body = `{}`), for a rule that checks it in more than one step. */
export async function readJsonObject(c: AppContext): Promise<Record<string, unknown>> {
  return jsonObject(await c.req.text());
}

/** Parses a JSON object body (empty body = `{}`) with a request schema. */
export async function readBody<T extends v.GenericSchema>(c: AppContext, schema: T): Promise<v.InferOutput<T>> {
  return parse(schema, jsonObject(await c.req.text()));
}

/** Decodes the `.r` parameter of a GET query call (base64url JSON without padding) with a request schema. */
export function readQuery<T extends v.GenericSchema>(c: AppContext, schema: T): v.InferOutput<T> {
  return parse(schema, queryObject(c));
}

function queryObject(c: AppContext): Record<string, unknown> {
  const r = c.req.query('.r');
  if (r === undefined) return {};
  const json = parseRequestJson(Buffer.from(r, 'base64url').toString('utf8'), '.r');
  if (!json.ok)
    throw new ValidationError([{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }]);
  const parsed = json.value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError([{ field: '.r', description: 'must encode a JSON object', violatedRule: 'FORMAT' }]);
  }
  return { ...parsed };
}

/** A query call: GET with `.r` and its POST fallback with the same object as the body, on one path. */
export function queryRoute<T extends v.GenericSchema>(
  app: Hono<AppEnv>,
  path: string,
  schema: T,
  handler: (c: AppContext, body: v.InferOutput<T>) => Response,
): void {
  app.get(path, (c) => handler(c, readQuery(c, schema)));
  app.post(path, async (c) => handler(c, await readBody(c, schema)));
}
