import { parseMediaUri } from '@vitrine/http';
import { platform } from './config';

/** A displayable URL for an SDK media URI (`image://v1/<id>/…`), or a media URL relative to the platform. */
export function mediaUrl(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const media = parseMediaUri(uri);
  return media ? `${platform.host}/__vitrine/media/${encodeURIComponent(media.id)}` : new URL(uri, platform.host).href;
}

export function money(amount: number | string | undefined, currency = 'EUR'): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(value);
}
