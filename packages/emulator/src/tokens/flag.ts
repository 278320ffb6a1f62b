import { OAuthAppError, parseOrigin, type OAuthApp } from './origins';

const FORM = '--oauth-app must be <clientId>=<origin>[,<origin>]';

/**
 * The CLI's repeatable `--oauth-app <clientId>=<origin>[,<origin>]`. The same client id given twice collects the
 * origins of both, in order.
 */
export function parseOAuthAppFlags(values: readonly string[]): OAuthApp[] {
  const apps = new Map<string, string[]>();
  for (const value of values) {
    const eq = value.indexOf('=');
    const clientId = eq < 0 ? '' : value.slice(0, eq).trim();
    const list = eq < 0 ? '' : value.slice(eq + 1);
    if (!clientId || !list.trim()) throw new OAuthAppError(`${FORM}, got "${value}"`, value);
    const origins = list.split(',').map((o) => o.trim());
    if (origins.some((o) => o === '')) throw new OAuthAppError(`${FORM}, got "${value}" (an empty origin)`, value);
    const parsed = origins.map((o) => {
      try {
        return parseOrigin(o);
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new OAuthAppError(`--oauth-app ${clientId}: ${reason}`, value, { cause });
      }
    });
    const known = apps.get(clientId) ?? [];
    apps.set(clientId, [...new Set([...known, ...parsed])]);
  }
  return [...apps].map(([clientId, allowedRedirectOrigins]) => ({ clientId, allowedRedirectOrigins }));
}
