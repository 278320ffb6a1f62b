import type { Product } from '@vitrine/sdk';
import { mediaUrl } from '../format';
import { Link } from '../router';
import { Price } from './price';

export function ProductCard({ product }: { product: Product }) {
  const image = mediaUrl(product.media?.mainMedia?.image?.url);
  return (
    <Link to={`/product/${encodeURIComponent(product._id!)}`} className="card">
      <div className="card-media">
        {image && <img src={image} alt={product.name ?? ''} loading="lazy" />}
        {product.ribbon && <span className="ribbon">{product.ribbon}</span>}
      </div>
      <div className="card-body">
        {product.brand && <span className="card-brand">{product.brand}</span>}
        <span className="card-name">{product.name}</span>
        <Price
          price={product.priceData?.price}
          discounted={product.priceData?.discountedPrice}
          currency={product.priceData?.currency}
        />
      </div>
    </Link>
  );
}
