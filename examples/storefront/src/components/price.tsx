import { money } from '../format';

export function Price({ price, discounted, currency }: { price?: number; discounted?: number; currency?: string }) {
  if (price === undefined) return null;
  const onSale = discounted !== undefined && discounted < price;
  return (
    <div className="price">
      {onSale ? (
        <>
          <span className="now">{money(discounted, currency)}</span>
          <span className="was">{money(price, currency)}</span>
        </>
      ) : (
        <span>{money(price, currency)}</span>
      )}
    </div>
  );
}
