import type { ShopCategory } from './types/category';
import type { ProductList } from './types/list';
import type { ShopProduct } from './types/product';

/**
 * Cache-tag names for the model's reads, equal to `@vitrine/events`' `catalogueTags` (whose revalidation handler
 * stales them when the platform reports a change, on either catalog version): a product's, a category's, every
 * product list and every category list. `shopTags.of(answer)` gives all the tags a read's answer should carry.
 */
export const shopTags = {
  product: (productId: string): string => `vitrine:product:${productId}`,
  category: (categoryId: string): string => `vitrine:collection:${categoryId}`,
  productLists: 'vitrine:product-lists',
  categoryLists: 'vitrine:collection-lists',
  /**
   * The tags of a model read: a product's own tag; a list's tag and every product's on it; a category's tag; a
   * list of categories' tag and each category's.
   */
  of(answer: ShopProduct | ProductList | ShopCategory | readonly ShopCategory[]): string[] {
    // `Array.isArray` does not narrow a readonly array.
    if (Array.isArray(answer))
      return [shopTags.categoryLists, ...(answer as readonly ShopCategory[]).map((c) => shopTags.category(c.id))];
    const one = answer as ShopProduct | ProductList | ShopCategory;
    if ('products' in one) return [shopTags.productLists, ...one.products.map((p) => shopTags.product(p.id))];
    return 'cartBy' in one ? [shopTags.product(one.id)] : [shopTags.category(one.id)];
  },
} as const;
