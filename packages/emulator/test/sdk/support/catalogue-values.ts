/** A price in euros as the catalogue answers it, discounted or not. */
export const eur = (price: number, discountedPrice = price) => ({
  currency: 'EUR',
  price,
  discountedPrice,
  formatted: { price: `€${price.toFixed(2)}`, discountedPrice: `€${discountedPrice.toFixed(2)}` },
});

/** Any id the emulator makes. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
