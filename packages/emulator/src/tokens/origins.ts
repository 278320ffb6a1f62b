/**
 * The platform's OAuth app: a client id and where its sign-ins may answer. Register exact `redirectUris` (compared as
 * strings, RFC 9700 §4.1.3); `allowedRedirectOrigins` (any path on those origins, like the platform's "allowed
 * redirect domains") keep working for apps that need them. `loopbackAnyPort`: a native app's loopback redirect URI
 * on any port (RFC 8252 §7.3), never for a silent sign-in.
 */
export interface OAuthApp {
  clientId: string;
  redirectUris?: string[];
  allowedRedirectOrigins?: string[];
  loopbackAnyPort?: boolean;
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

/**
 * Why a redirect URI can never be one, whatever the app registered: not http(s), a fragment (RFC 6749 §3.1.2),
 * a user name or password, a backslash (browsers read `\` as `/`, so `http://127.0.0.1:3700\@evil.example/` goes to
 * evil.example). Undefined when it may be.
 */
export function unsafeRedirectUri(value: string): string | undefined {
  if (!URL.canParse(value)) return 'is not an absolute URL';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'is not an http(s) URL';
  if (value.includes('#')) return 'has a fragment, which a redirect URI may not have';
  if (value.includes('\\')) return 'has a backslash';
  // `http://@evil.example` has an empty user name, so the authority itself is looked at.
  const authority = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?]/)[0] ?? '';
  if (url.username || url.password || authority.includes('@')) return 'has a user name or password';
  return undefined;
}

/** An exact redirect URI to register: a safe absolute http(s) URL, kept as given (it is compared as a string). */
export function parseRedirectUri(value: string): string {
  const unsafe = typeof value === 'string' ? unsafeRedirectUri(value) : 'is not a string';
  if (unsafe) throw new OAuthAppError(`"${value}" ${unsafe}`, String(value));
  return value;
}

/** Checks and normalises an app; URIs and origins are deduplicated, order kept. */
export function normaliseOAuthApp(app: OAuthApp): OAuthApp {
  const clientId = typeof app.clientId === 'string' ? app.clientId.trim() : '';
  if (!clientId) throw new OAuthAppError('An OAuth app needs a non-empty clientId', String(app.clientId));
  const redirectUris = [...new Set((app.redirectUris ?? []).map(parseRedirectUri))];
  const origins = [...new Set((app.allowedRedirectOrigins ?? []).map(parseOrigin))];
  if (redirectUris.length === 0 && origins.length === 0)
    throw new OAuthAppError(
      `OAuth app ${clientId} needs at least one redirect URI or allowed redirect origin`,
      clientId,
    );
  const loopbackAnyPort = app.loopbackAnyPort === true;
  if (loopbackAnyPort && !redirectUris.some((uri) => isLoopbackOrigin(new URL(uri).origin)))
    throw new OAuthAppError(
      `OAuth app ${clientId} allows any loopback port but registers no loopback redirect URI`,
      clientId,
    );
  return {
    clientId,
    ...(redirectUris.length ? { redirectUris } : {}),
    ...(origins.length ? { allowedRedirectOrigins: origins } : {}),
    ...(loopbackAnyPort ? { loopbackAnyPort } : {}),
  };
}

/** Every origin the app's sign-ins may answer on: its allowed origins and its redirect URIs' origins. */
export function appOrigins(app: OAuthApp): string[] {
  return [
    ...new Set([...(app.allowedRedirectOrigins ?? []), ...(app.redirectUris ?? []).map((uri) => new URL(uri).origin)]),
  ];
}

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}
