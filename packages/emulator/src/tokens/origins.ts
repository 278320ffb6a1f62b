/** The platform's OAuth app: a client id and the origins its redirect URIs may have. */
export interface OAuthApp {
  clientId: string;
  allowedRedirectOrigins: string[];
}

/** A malformed OAuth app (option, flag or admin call). */
export class OAuthAppError extends Error {
  override readonly name = 'OAuthAppError';
  constructor(
    message: string,
    readonly value: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `http(s)://host[:port]` with at most a trailing `/`, normalised the way browsers report `event.origin`. */
export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new OAuthAppError(`"${value}" is not an origin (http(s)://host[:port])`, value, { cause });
  }
  const bare =
    (url.pathname === '/' || url.pathname === '') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !value.endsWith('?') &&
    !value.endsWith('#');
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare)
    throw new OAuthAppError(`"${value}" is not an origin (http(s)://host[:port])`, value);
  return url.origin;
}

/** Checks and normalises an app; origins are deduplicated, order kept. */
export function normaliseOAuthApp(app: OAuthApp): OAuthApp {
  const clientId = typeof app.clientId === 'string' ? app.clientId.trim() : '';
  if (!clientId) throw new OAuthAppError('An OAuth app needs a non-empty clientId', String(app.clientId));
  if (!Array.isArray(app.allowedRedirectOrigins) || app.allowedRedirectOrigins.length === 0)
    throw new OAuthAppError(`OAuth app ${clientId} needs at least one allowed redirect origin`, clientId);
  return { clientId, allowedRedirectOrigins: [...new Set(app.allowedRedirectOrigins.map(parseOrigin))] };
}

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}
