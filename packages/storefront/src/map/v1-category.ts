import type { Collection } from '@vitrine/catalogue';
import type { ShopCategory } from '../types/category';
import { shopImage } from './media';

/** A Catalog V1 collection as the model's category (its picture without alt text: V3 categories have none). */
export function fromV1Collection(collection: Collection): ShopCategory {
  const main = collection.media?.mainMedia;
  const image =
    main?.image &&
    shopImage({
      id: main.image._id ?? main._id,
      url: main.image.url,
      width: main.image.width,
      height: main.image.height,
    });
  return {
    id: collection._id,
    slug: collection.slug ?? '',
    name: collection.name ?? '',
    description: collection.description ?? '',
    ...(image ? { image } : {}),
    ...(collection.numberOfProducts !== undefined ? { productCount: collection.numberOfProducts } : {}),
    visible: collection.visible !== false,
  };
}
