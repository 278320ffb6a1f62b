import type { ShopCategory } from './types/category';
import type { ProductList, ShopProductsQuery } from './types/list';
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
   * Lists a product's own data places it in or orders it within (sorted by price, sorted by name, searched): a
   * change of a product's price, name or searched text revalidates them even where they do not show it yet.
   */
  productListsByPrice: 'vitrine:product-lists:by-price',
  productListsByName: 'vitrine:product-lists:by-name',
  searchedProductLists: 'vitrine:product-lists:searched',
  /**
   * The tags of a model read: a product's own tag; a list's tag and every product's on it, and with the list's
   * `query` the tags of what orders or finds it (its price or name sort, its search term); a category's tag; a
   * list of categories' tag and each category's.
   */
  of(
    answer: ShopProduct | ProductList | ShopCategory | readonly ShopCategory[],
    query?: Pick<ShopProductsQuery, 'sort' | 'search'>,
  ): string[] {
    // `Array.isArray` does not narrow a readonly array.
    if (Array.isArray(answer))
      return [shopTags.categoryLists, ...(answer as readonly ShopCategory[]).map((c) => shopTags.category(c.id))];
    const one = answer as ShopProduct | ProductList | ShopCategory;
    if ('products' in one)
      return [
        shopTags.productLists,
        ...(query?.sort === 'price-asc' || query?.sort === 'price-desc' ? [shopTags.productListsByPrice] : []),
        ...(query?.sort === 'name' ? [shopTags.productListsByName] : []),
        ...(query?.search?.trim() ? [shopTags.searchedProductLists] : []),
        ...one.products.map((p) => shopTags.product(p.id)),
      ];
    return 'cartBy' in one ? [shopTags.product(one.id)] : [shopTags.category(one.id)];
  },
} as const;
