import type { ShopCategory } from '../types/category';
import { imageFromUri } from './media';
import type { V3CategoryLike } from './v3-shapes';

/** A category of the stores tree as the model's. */
export function fromV3Category(category: V3CategoryLike): ShopCategory {
  const image = imageFromUri(category.image ?? undefined);
  return {
    id: category._id ?? '',
    slug: category.slug ?? '',
    name: category.name ?? '',
    description: category.description ?? '',
    ...(image ? { image } : {}),
    ...(category.itemCounter != null ? { productCount: category.itemCounter } : {}),
    visible: category.visible !== false,
  };
}
