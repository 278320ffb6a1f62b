import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ok } from '../respond';
import { principal } from '../tokens';
import { UnauthenticatedError } from '../errors';
import { redirectSessionRequest } from './schemas';
import { createRedirectSession } from './service';

/** The redirect session under one path layout's prefix. */
export function redirectRoutes(prefix: string): Hono<AppEnv> {
  return new Hono<AppEnv>().post(`${prefix}/v1/redirect-session`, async (c) => {
    const p = principal(c);
    if (!p) throw new UnauthenticatedError('Creating a redirect session needs an access token');
    const body = await readBody(c, redirectSessionRequest);
    return ok(c, { redirectSession: createRedirectSession(c.get('ctx'), p, body) });
  });
}
