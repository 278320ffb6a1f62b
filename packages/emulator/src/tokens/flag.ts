import { OAuthAppError, parseOrigin, parseRedirectUri, type OAuthApp } from './origins';

const FORM = '--oauth-app must be <clientId>=<redirect URI or origin>[,…]';

/** An origin (`http(s)://host[:port]`, nothing after it but a `/`) allows its every path; anything else is a URI. */
const isOrigin = (value: string): boolean => {
  try {
    parseOrigin(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * The CLI's repeatable `--oauth-app <clientId>=<redirect URI or origin>[,…]`: a value with a path is an exact
 * redirect URI, a bare origin allows any path on it. The same client id given twice collects the values of both,
 * in order.
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
        return isOrigin(o) ? parseOrigin(o) : parseRedirectUri(o);
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new OAuthAppError(`--oauth-app ${clientId}: ${reason}`, value, { cause });
      }
    });
    const known = apps.get(clientId) ?? [];
    apps.set(clientId, [...new Set([...known, ...parsed])]);
  }
  return [...apps].map(([clientId, values]) => {
    const allowedRedirectOrigins = values.filter(isOrigin);
    const redirectUris = values.filter((value) => !isOrigin(value));
    return {
      clientId,
      ...(redirectUris.length ? { redirectUris } : {}),
      ...(allowedRedirectOrigins.length ? { allowedRedirectOrigins } : {}),
    };
  });
}
