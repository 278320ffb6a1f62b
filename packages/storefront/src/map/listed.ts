import type { ShopProduct } from '../types/product';

/**
 * A product as a list carries it, the same on both versions: what Catalog V3's search answers without extra
 * fields. No variants, no description, the main picture only and no pictures per choice; V1's richer list
 * answers are trimmed to it, so a shop's list looks alike on either store. `shopProduct` reads the rest.
 */
export function listed(product: ShopProduct): ShopProduct {
  const { variants: _variants, media, options, ...rest } = product;
  return {
    ...rest,
    descriptionHtml: '',
    media: { ...(media.main ? { main: media.main } : {}), items: media.main ? [media.main] : [] },
    options: options.map((option) => ({
      ...option,
      choices: option.choices.map((choice) => ({ ...choice, media: [] })),
    })),
  };
}

/** A product as a product read carries it: always with its variants (one, for a product without options). */
export const whole = (product: ShopProduct): ShopProduct => ({ ...product, variants: product.variants ?? [] });
