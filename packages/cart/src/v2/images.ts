import type { ImageMediaItem, ImageSource } from '@vitrine/http';
import type { Cart, LineItem } from './types/cart';

/**
 * What a line's picture is joined from: a list of products (any object with `_id` and `media.mainMedia`, as
 * `@vitrine/catalogue`'s products are), or a function from a catalogue item id to a picture.
 */
export type LineImageSource =
  | readonly { _id?: string; media?: { mainMedia?: ImageMediaItem } }[]
  | ((catalogItemId: string, line: LineItem) => ImageSource | undefined);

/**
 * The picture of a line: its own `attributes.image` when its catalogue gave one, otherwise the catalogue item's,
 * joined by `source.catalogReference.catalogItemId` (V2 lines of the stores catalogue carry none). It is what
 * `imageUrl` and `<Image>` take.
 */
export function lineImage(line: LineItem, from: LineImageSource): ImageSource | undefined {
  if (line.attributes?.image) return line.attributes.image;
  const id = line.source?.catalogReference?.catalogItemId;
  if (!id) return undefined;
  if (typeof from === 'function') return from(id, line);
  return from.find((product) => product._id === id)?.media?.mainMedia;
}

/** Every line's picture by line `_id` (lines without one are left out). */
export function lineImages(cart: Pick<Cart, 'lineItems'>, from: LineImageSource): Map<string, ImageSource> {
  const images = new Map<string, ImageSource>();
  for (const line of cart.lineItems ?? []) {
    const image = lineImage(line, from);
    if (line._id && image) images.set(line._id, image);
  }
  return images;
}
