import type { EmulatorContext } from '../context';
import { UnauthenticatedError } from '../errors';
import type { AppContext } from '../http';
import { requireApiKey, type Principal } from '../principal';
import { resolvePrincipal } from './service';

/** The emulator context of a caller with the API key (catalogue writes). */
export function admin(c: AppContext): EmulatorContext {
  requireApiKey(principal(c));
  return c.get('ctx');
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
