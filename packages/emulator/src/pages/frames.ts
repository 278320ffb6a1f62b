import type { EmulatorContext } from '../context';
import type { AppContext } from '../http';
import { appOrigins, listOAuthApps } from '../tokens';

/** The framing policy of a page that no other page may frame. */
export const NO_FRAMING = "frame-ancestors 'none'";

/**
 * A client id with no app is a local development client: loopback pages on any port may frame its pages, as they
 * may receive its redirects. (`[::1]` cannot be written in a CSP source.)
 */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];

/** The frame-ancestors policy of the app's pages: the app's allowed origins, so its silent sign-in frame works. */
export function appFraming(ctx: EmulatorContext, clientId: string | undefined): string {
  const app = clientId === undefined ? undefined : listOAuthApps(ctx).find((a) => a.clientId === clientId);
  return `frame-ancestors ${(app ? appOrigins(app) : LOOPBACK_SOURCES).join(' ')}`;
}

/** Lets the pages of `clientId`'s app be framed by its origins only (the sign-in and checkout pages). */
export function frameForApp(c: AppContext, clientId: string | undefined): void {
  c.header('content-security-policy', appFraming(c.get('ctx'), clientId));
}
