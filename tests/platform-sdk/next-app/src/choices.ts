import type { products } from '@wix/stores';

/** The first choice of each of the product's options: what its "Add to cart" button adds. */
export function firstChoices(product: products.Product): Record<string, string | undefined> {
  return Object.fromEntries(
    (product.productOptions ?? []).map((option) => [option.name, option.choices?.[0]?.description]),
  );
}
