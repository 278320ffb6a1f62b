import { num, opt, str, strict } from './kit';

const text = opt(str());

/**
 * An address as the wire has it (docs/wire.md#addresses): the street line is `addressLine`, the one-line form
 * `formattedAddress`, the coordinates `geocode`. The SDK-side names (`addressLine1`, `formatted`, `location`) are
 * refused as unknown fields: on the platform they would be dropped without an error, so here they are loud.
 */
export const wireAddress = strict({
  country: text,
  subdivision: text,
  city: text,
  postalCode: text,
  addressLine: text,
  addressLine2: text,
  formattedAddress: text,
  hint: text,
  streetAddress: opt(strict({ number: text, name: text, apt: text, formattedAddressLine: text })),
  geocode: opt(strict({ latitude: opt(num()), longitude: opt(num()) })),
  countryFullname: text,
  subdivisionFullname: text,
});
