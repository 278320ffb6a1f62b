import type { EmulatorContext } from '../context';
import type { AppContext } from '../http';
import { getCookie } from 'hono/cookie';
import { findRedirectSession, type RedirectSessionRecord } from '../redirects';

export const SESSION_COOKIE = 'vitrine_session';

/** Thrown to answer an HTML error page. */
export class PageError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 410,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

export function loadSession(
  ctx: EmulatorContext,
  id: string | undefined,
  kind: RedirectSessionRecord['kind'],
): RedirectSessionRecord {
  const found = findRedirectSession(ctx, id, kind);
  if (found === 'unknown')
    throw new PageError(
      404,
      'Unknown session',
      'This link does not belong to a redirect session of the emulator. Start again from the shop.',
    );
  if (found === 'expired')
    throw new PageError(410, 'Session expired', 'This redirect session has expired. Start again from the shop.');
  return found;
}

/** The client whose OAuth app's origins the session's pages answer to (may frame them, may send the browser). */
export function sessionClientId(record: RedirectSessionRecord): string | undefined {
  // A logout session kept from before sessions recorded their client still names it in its request.
  return record.auth?.authRequest.clientId ?? record.clientId ?? (record.logout?.clientId || undefined);
}

/** The session token of this browser's member on the hosted pages (cookie), if any. */
export function browserSession(c: AppContext): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}
