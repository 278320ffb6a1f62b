// Inputs both SDKs get in the comparisons (seed ids from the emulator's demo data). The platform SDK rewrites some
// inputs in place (a page URL becomes `{relativePath, url}`), so each call takes its own copy: `fresh(input)`.

export const fresh = <T>(input: T): T => structuredClone(input);

export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const SHIRT = 'prod-linen-shirt';

export const shirtLine = {
  catalogReference: { appId: STORES_APP_ID, catalogItemId: SHIRT, options: { options: { Size: 'M', Color: 'White' } } },
  quantity: 1,
};

/**
 * Every address field, SDK side (docs/wire.md#addresses: `addressLine1`, `formatted`, `location` are renamed on the
 * wire).
 */
export const address = {
  addressLine1: 'Torstraße 1',
  addressLine2: 'Hinterhaus',
  city: 'Berlin',
  subdivision: 'DE-BE',
  country: 'DE',
  postalCode: '10119',
  streetAddress: { number: '1', name: 'Torstraße' },
  location: { latitude: 52.53, longitude: 13.4 },
  formatted: 'Torstraße 1, 10119 Berlin',
};

export const giftWrap = {
  productName: { original: 'Gift wrap' },
  itemType: { preset: 'PHYSICAL' },
  price: '3.50',
  quantity: 1,
  descriptionLines: [{ name: { original: 'Colour' }, plainText: { original: 'Red' } }],
  url: 'https://shop.example/gift-wrap?x=1',
};
