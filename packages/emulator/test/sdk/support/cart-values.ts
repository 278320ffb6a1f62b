import { STORES_APP_ID } from '@vitrine/cart';

// A fixed emulator clock, so delivery slots and membership expiry dates are exact.
export const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

export const STORES = STORES_APP_ID;
export const shirt = (quantity: number) => ({
  quantity,
  catalogReference: {
    catalogItemId: 'prod-linen-shirt',
    appId: STORES,
    options: { options: { Size: 'M', Color: 'Sage' } },
  },
});
export const CONTACT_ADDRESS = {
  country: 'DE',
  city: 'Berlin',
  addressLine1: 'Unter den Linden 1',
  formatted: 'Unter den Linden 1, 10117 Berlin',
  location: { latitude: 52.52, longitude: 13.405 },
};
export const WRAP_URI = 'image://v1/wrap-1/gift%20wrap.png#originWidth=40&originHeight=30';
