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

/** Latitude and longitude; non-finite values travel as strings and read back as numbers. */
export interface Geocode {
  latitude?: number;
  longitude?: number;
}

export interface StreetAddress {
  number?: string;
  name?: string;
  apt?: string;
  formattedAddressLine?: string;
}

/**
 * A postal address as the SDK sees it: on the wire `addressLine1`, `formatted` and `location` are `addressLine`,
 * `formattedAddress` and `geocode`; the other fields travel as they are.
 */
export interface Address {
  country?: string;
  /** ISO 3166-2, e.g. `DE-BE`. */
  subdivision?: string;
  city?: string;
  postalCode?: string;
  /** The street line (`addressLine` on the wire). */
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: StreetAddress;
  /** The whole address on one line (`formattedAddress` on the wire). */
  formatted?: string;
  /** Where it is (`geocode` on the wire). */
  location?: Geocode;
}

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
