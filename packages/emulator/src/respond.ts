import type { AppContext } from './http';
import type { Principal } from './tokens/principal';
import { resolvePrincipal } from './tokens/service';
import { UnauthenticatedError } from './errors';

const URL_KEYS = new Set(['url', 'base']);

/** Makes emulator-relative URLs (`/…`) absolute on the main URL, at any depth. */
export function absolutize(base: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(base, v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = URL_KEYS.has(k) && typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? base + v : absolutize(base, v);
    }
    return out;
  }
  return value;
}

export function ok(c: AppContext, body: unknown): Response {
  return c.json(absolutize(c.get('ctx').url, body) as Record<string, unknown>, 200);
}

/** The caller: null without an Authorization header; an unknown or expired token is a 401. */
export function principal(c: AppContext): Principal | null {
  const cached = c.get('principal');
  if (cached !== undefined) return cached;
  const p = resolvePrincipal(c.get('ctx'), c.req.header('authorization'));
  if (p === 'invalid') throw new UnauthenticatedError('The access token is unknown or has expired');
  c.set('principal', p);
  return p;
}
