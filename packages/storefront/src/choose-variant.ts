import { ConfigError } from '@vitrine/http';
import type { ShopProduct, ShopVariant } from './types/product';

/**
 * What a set of choices selects: `chosen` (the variant, which may be out of stock: see `variant.stock`),
 * `incomplete` (the options still to choose, in the product's order) or `unavailable` (every option chosen, but
 * the product does not sell that combination).
 */
export type VariantChoice =
  | { status: 'chosen'; variant: ShopVariant; missing: [] }
  | { status: 'incomplete'; variant?: undefined; missing: string[] }
  | { status: 'unavailable'; variant?: undefined; missing: [] };

/**
 * The variant that a shopper's choices (option name → choice name) select, from a product read by `shopProduct`
 * (a list's products carry no variants: that throws `ConfigError`). Pure: no request.
 */
export function chooseVariant(product: ShopProduct, choices: Readonly<Record<string, string>>): VariantChoice {
  const variants = product.variants;
  if (!variants)
    throw new ConfigError(
      `chooseVariant needs a product read by shopProduct: product ${product.id} comes from a list, which carries no variants`,
    );
  const missing = product.options.map((option) => option.name).filter((name) => !choices[name]);
  if (missing.length > 0) return { status: 'incomplete', missing };
  const variant = variants.find(
    (candidate) =>
      candidate.visible && product.options.every((option) => candidate.choices[option.name] === choices[option.name]),
  );
  return variant ? { status: 'chosen', variant, missing: [] } : { status: 'unavailable', missing: [] };
}
