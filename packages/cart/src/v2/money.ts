import type { Cart, ConvertedMoney } from './types/cart';

type CurrencyHolder = Pick<Cart, 'customerInfo' | 'businessInfo'>;

/**
 * The cart's currencies: the visitor's (`customerInfo.currencyCode`, what `convertedAmount`s are in) and the shop's
 * (`businessInfo.currencyCode`, what `amount`s are in). Either falls back to the other.
 */
export function cartCurrency(cart: CurrencyHolder): { converted?: string; business?: string } {
  const converted = cart.customerInfo?.currencyCode || cart.businessInfo?.currencyCode || undefined;
  const business = cart.businessInfo?.currencyCode || cart.customerInfo?.currencyCode || undefined;
  return { converted, business };
}

export interface FormatMoneyOptions {
  /** A BCP 47 locale (or several) for `Intl.NumberFormat`; the runtime's by default. */
  locale?: string | string[];
  /** Format `amount` in the shop's currency instead of `convertedAmount` in the visitor's. */
  business?: boolean;
}

/**
 * V2 money as text, the way Cart V1's `formattedAmount` read: `formatMoney(line.pricing?.unitPrice, cart, { locale:
 * 'de-DE' })` → `'12,50 €'`. It shows `convertedAmount` in the visitor's currency (or `amount` when there is none,
 * or with `business: true` in the shop's). Money without an amount is `''`; a cart without a currency gives the
 * bare number.
 */
export function formatMoney(
  money: ConvertedMoney | undefined,
  cart: CurrencyHolder,
  options: FormatMoneyOptions = {},
): string {
  const currencies = cartCurrency(cart);
  const converted = !options.business && money?.convertedAmount;
  const amount = converted || money?.amount;
  if (!amount) return '';
  const currency = converted ? currencies.converted : currencies.business;
  const format = currency ? { style: 'currency', currency } : { style: 'decimal', minimumFractionDigits: 2 };
  return new Intl.NumberFormat(options.locale, format as Intl.NumberFormatOptions).format(Number(amount));
}
