import type { ShopMoney, ShopPriceRange } from '../types/money';

/** A decimal amount as the model keeps it: `"85"`, `"7.5"`; from a number or the wire's string (`"85.00"`). */
export const decimalText = (amount: number | string | undefined): string => String(Number(amount ?? 0));

/**
 * Money from an amount and, when the store formatted it, its text. Only where the answer carries no text (a V1
 * price range's bounds) is it formatted here, the way the platform's `formatted` prices read (`€85.00`).
 */
export function shopMoney(amount: number | string | undefined, currency: string, formatted?: string): ShopMoney {
  const value = decimalText(amount);
  return {
    amount: value,
    currency,
    formatted:
      formatted ||
      (currency
        ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(value))
        : Number(value).toFixed(2)),
  };
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
