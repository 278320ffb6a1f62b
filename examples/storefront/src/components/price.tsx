import type { ShopMoney, ShopPriceRange } from '@vitrine/sdk';

/**
 * A price as the store formats it: the sale price beside the "was" price when there is one. A product whose
 * variants cost differently shows its cheapest ("From €45.00") until a variant is chosen.
 */
export function Price({ price }: { price: ShopPriceRange | { min: ShopMoney; compareAtMin?: ShopMoney } | undefined }) {
  if (!price) return null;
  const from = 'max' in price && price.max.amount !== price.min.amount ? 'From ' : '';
  return (
    <div className="price">
      {price.compareAtMin ? (
        <>
          <span className="now">
            {from}
            {price.min.formatted}
          </span>
          <span className="was">{price.compareAtMin.formatted}</span>
        </>
      ) : (
        <span>
          {from}
          {price.min.formatted}
        </span>
      )}
    </div>
  );
}
