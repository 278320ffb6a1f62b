import { formatMoney, type Cart, type ConvertedMoney } from '@vitrine/cart/v2';
import { imageUrl, type ImageSource } from '@vitrine/sdk';

type CurrencyHolder = Pick<Cart, 'customerInfo' | 'businessInfo'>;

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

/** Cart V2 money in the cart's currency, as the shop shows prices (`€16.00`). */
export function cartMoney(amount: ConvertedMoney | undefined, cart: CurrencyHolder): string {
  return formatMoney(amount, cart, { locale: 'en-IE' });
}

/** Cart V2 money times a quantity (a line's unit price × what can be ordered), still in both currencies. */
export function times(amount: ConvertedMoney | undefined, quantity: number): ConvertedMoney {
  const multiply = (value: string | undefined) => (value === undefined ? undefined : String(Number(value) * quantity));
  return { amount: multiply(amount?.amount), convertedAmount: multiply(amount?.convertedAmount) };
}

/** Cart V2 money minus another (a subtotal after its discount). */
export function minus(amount: ConvertedMoney | undefined, less: ConvertedMoney | undefined): ConvertedMoney {
  const subtract = (a: string | undefined, b: string | undefined) =>
    a === undefined ? undefined : String(Number(a) - Number(b ?? 0));
  return {
    amount: subtract(amount?.amount, less?.amount),
    convertedAmount: subtract(amount?.convertedAmount, less?.convertedAmount),
  };
}
