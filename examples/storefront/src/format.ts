import { parseMediaUri } from '@vitrine/sdk';

/**
 * A displayable URL for an SDK media URI (`image://v1/<id>/…`): the shop's own `/media/<id>`, which streams the
 * platform's file (same origin, so the server-rendered HTML needs no platform URL). Other URLs are used as given.
 */
export function mediaUrl(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const media = parseMediaUri(uri);
  return media ? `/media/${encodeURIComponent(media.id)}` : uri;
}

export function money(amount: number | string | undefined, currency = 'EUR'): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(value);
}
