import type { ShopProduct } from './types/product';

// A shopper's search, the same on both catalog versions: every word must begin a word of what a product's card
// shows (its name, brand and ribbon), in any order, whatever the case or accents ("shirt linen" finds "Linen
// shirt", "nordhaus" the brand's products, "cafe" "Café").

/** Lower case without accents, so "Café" and "cafe" are one word. */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of a text: letters and digits, split at anything else ("T-shirt" is "t" and "shirt"). */
export const searchWords = (text: string): string[] =>
  folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether every word of the search begins a word of the product's name, brand or ribbon. */
export function matchesSearch(product: ShopProduct, words: readonly string[]): boolean {
  const own = searchWords([product.name, product.brand ?? '', product.ribbon ?? ''].join(' '));
  return words.every((word) => own.some((each) => each.startsWith(word)));
}
