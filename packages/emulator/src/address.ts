import { s, type Schema } from './validate';

/**
 * An address as the wire has it (wire.md, "Addresses"): the street line is `addressLine`, the one-line form
 * `formattedAddress`, the coordinates `geocode`. The SDK-side names (`addressLine1`, `formatted`, `location`) are
 * refused as unknown fields: on the platform they would be dropped without an error, so here they are loud.
 */
export const wireAddress: Schema = s.obj(
  {
    country: s.str(),
    subdivision: s.str(),
    city: s.str(),
    postalCode: s.str(),
    addressLine: s.str(),
    addressLine2: s.str(),
    formattedAddress: s.str(),
    hint: s.str(),
    streetAddress: s.obj({ number: s.str(), name: s.str(), apt: s.str(), formattedAddressLine: s.str() }, { strict: true }),
    geocode: s.obj({ latitude: s.num(), longitude: s.num() }, { strict: true }),
    countryFullname: s.str(),
    subdivisionFullname: s.str(),
  },
  { strict: true },
);

/** The SDK-side names an address kept before the wire names were known (databases seeded then). */
const LEGACY_NAMES: Readonly<Record<string, string>> = { addressLine1: 'addressLine', formatted: 'formattedAddress', location: 'geocode' };

/** A stored address on the wire: legacy SDK-side names become the wire's, where the wire's name is not set already. */
export function addressToWire(address: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(address)) {
    const wire = LEGACY_NAMES[key];
    if (wire === undefined) out[key] = value;
    else if (address[wire] === undefined) out[wire] = value;
  }
  return out;
}
