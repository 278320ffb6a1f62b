/** The SDK-side names an address kept before the wire names were known (databases seeded then). */
const LEGACY_NAMES: Readonly<Record<string, string>> = {
  addressLine1: 'addressLine',
  formatted: 'formattedAddress',
  location: 'geocode',
};

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
