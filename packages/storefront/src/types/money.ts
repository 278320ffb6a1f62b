/** An amount of money: the decimal amount, its currency and the text a shop shows. Plain data. */
export interface ShopMoney {
  /** The amount as a decimal string, as the platform sends it (`"85"`, `"7.5"`). */
  amount: string;
  /** ISO 4217 (`"USD"`). */
  currency: string;
  /** The amount as the store formats it (`"$85.00"`). */
  formatted: string;
}

/**
 * A product's price: the cheapest and the dearest variant's (equal when every variant costs the same), and the
 * compare-at ("was") prices when the product is discounted.
 */
export interface ShopPriceRange {
  min: ShopMoney;
  max: ShopMoney;
  /** The "was" price of `min`, present only when it is above `min`. */
  compareAtMin?: ShopMoney;
  /** The "was" price of `max`, present only when it is above `max`. */
  compareAtMax?: ShopMoney;
  /** `min.formatted`, or `"<min> – <max>"` when they differ. */
  formatted: string;
}
