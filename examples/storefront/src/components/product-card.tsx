import type { ShopProduct } from '@vitrine/sdk';
import Link from 'next/link';
import { Price } from './price';
import { ShopImage } from './shop-image';

/** A product in a grid: rendered on the server; only its picture is a client component (it reads the media host). */
export function ProductCard({ product }: { product: ShopProduct }) {
  return (
    <Link
      href={`/product/${encodeURIComponent(product.id)}`}
      className={product.stock.inStock ? 'card' : 'card sold-out'}
      prefetch={false}
    >
      <div className="card-media">
        {/* 4:5 cards, about a quarter of a wide screen and half of a phone's. */}
        <ShopImage
          media={product.media.main?.uri}
          alt={product.name}
          width={320}
          height={400}
          sizes="(max-width: 720px) 50vw, 320px"
        />
        {/* Sold out says so on the picture, in the ribbon's place: no card looks buyable that is not. */}
        {!product.stock.inStock ? (
          <span className="ribbon sold-out-note">Sold out</span>
        ) : (
          product.ribbon && <span className="ribbon">{product.ribbon}</span>
        )}
      </div>
      <div className="card-body">
        {product.brand && <span className="card-brand">{product.brand}</span>}
        <span className="card-name">{product.name}</span>
        <Price price={product.price} />
      </div>
    </Link>
  );
}
