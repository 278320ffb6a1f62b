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
 * A postal address as the SDK sees it, the type of the `address` transform's values (cart, checkout and identity
 * share it): on the wire `addressLine1`, `formatted` and `location` are `addressLine`, `formattedAddress` and
 * `geocode`; the other fields travel as they are.
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
  /** A note for the courier (identity addresses). */
  hint?: string;
}
