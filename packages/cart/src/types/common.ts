// Pieces shared by the cart, its line items and the estimate, as the SDK sees them (after the transforms).

/** An amount in the cart's currency and in the visitor's; amounts are decimal strings (`"12.50"`). */
export interface MultiCurrencyPrice {
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

export interface TranslatableText {
  original?: string;
  translated?: string;
}

/** `image://v1/<id>/<name>#originWidth=<w>&originHeight=<h>`, or a plain URL for an external picture. */
export type ImageUri = string;

/** A page address: the wire's `{ relativePath, url }` reads as its `url`. */
export type PageUrl = string;

export type { Address, Geocode, StreetAddress } from '@vitrine/http';

/** Which delivery the visitor picked, by the code of a shipping option. */
export interface SelectedShippingOption {
  code: string;
  carrierId?: string;
}

/** The platform's own error object, as calculation errors carry it. */
export interface ApplicationErrorDetails {
  code?: string;
  description?: string;
  data?: Record<string, unknown>;
}
