import type { ShopMoney, ShopPriceRange } from '../types/money';

/** A decimal amount as the model keeps it: `"85"`, `"7.5"`; from a number or the wire's string (`"85.00"`). */
export const decimalText = (amount: number | string | undefined): string => String(Number(amount ?? 0));

/** Locales whose currency format a store's text may follow; the first that writes a sample as the store did wins. */
const LOCALES = [
  'en-US',
  'de-DE',
  'fr-FR',
  'en-GB',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'de-CH',
  'sv-SE',
  'pl-PL',
  'ja-JP',
];
const spaces = (text: string): string => text.replace(/[\s\u202f]/g, ' ');

/**
 * Formats an amount as the store formats money: in the locale that writes `like` (an amount the store formatted)
 * exactly as the store did, else in `en-US` (`€85.00`), with the store's kind of spaces.
 */
function formatted(value: string, currency: string, like: ShopMoney | undefined): string {
  if (!currency) return Number(value).toFixed(2);
  const format = (locale: string, amount: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  const locale =
    (like && LOCALES.find((candidate) => spaces(format(candidate, like.amount)) === spaces(like.formatted))) || 'en-US';
  const text = format(locale, value);
  return like && !/[\u00a0\u202f]/.test(like.formatted) ? spaces(text) : text;
}

/**
 * Money from an amount and, when the store formatted it, its text. Only where the answer carries no text (a V1
 * price range's bounds, a V1 list's "was" prices) is it formatted here, like `like`, an amount the store formatted.
 */
export function shopMoney(
  amount: number | string | undefined,
  currency: string,
  text?: string,
  like?: ShopMoney,
): ShopMoney {
  const value = decimalText(amount);
  return { amount: value, currency, formatted: text || formatted(value, currency, like) };
}

/** A compare-at price worth showing: only one above the price it belongs to. */
export const above = (compareAt: ShopMoney | undefined, price: ShopMoney): ShopMoney | undefined =>
  compareAt && Number(compareAt.amount) > Number(price.amount) ? compareAt : undefined;

/** A range from its bounds; the compare-at bounds only where they are above the prices. */
export function priceRange(
  min: ShopMoney,
  max: ShopMoney,
  compareAtMin?: ShopMoney,
  compareAtMax?: ShopMoney,
): ShopPriceRange {
  const wasMin = above(compareAtMin, min);
  const wasMax = above(compareAtMax, max);
  return {
    min,
    max,
    ...(wasMin ? { compareAtMin: wasMin } : {}),
    ...(wasMax ? { compareAtMax: wasMax } : {}),
    formatted: min.amount === max.amount ? min.formatted : `${min.formatted} – ${max.formatted}`,
  };
}
