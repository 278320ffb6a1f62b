import { imageUrl, type ImageSource } from '@vitrine/sdk';

/**
 * The absolute URL of a picture for search engines and link previews (JSON-LD, `og:image`), 1200 pixels wide or
 * as wide as the original when it is smaller.
 */
export function shareImageUrl(media: ImageSource | undefined, mediaHost: string): string | undefined {
  if (!media || (typeof media === 'object' && !media.image)) return undefined;
  return imageUrl(media, { width: 1200, mediaHost });
}

export function money(amount: number | string | undefined, currency = 'EUR'): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(value);
}
