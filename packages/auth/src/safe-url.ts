import { AuthError } from './errors';

const currentHref = (): string | undefined => (typeof location === 'undefined' ? undefined : location.href);

/**
 * A URL the member may be sent to after a flow: same origin as `reference` (the page, else the redirect URI),
 * or that origin's root instead. Without any reference (a server's logout) only a plain http(s) URL is taken.
 */
export function sameOriginUrl(value: string | undefined, reference = currentHref()): string {
  if (reference === undefined) {
    const url = parse(value ?? '');
    if (!url)
      throw new AuthError('Expected an absolute http(s) URL without credentials for the page after the flow', {
        code: 'UNSUPPORTED',
      });
    return url.href;
  }
  const base = new URL(reference);
  // Parsing against the reference turns `//evil.example` and `/\evil.example` into their real, foreign origins.
  const url = value === undefined ? base : parse(value, base);
  return url && url.origin === base.origin ? url.href : `${base.origin}/`;
}

function parse(value: string, base?: URL): URL | undefined {
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}
