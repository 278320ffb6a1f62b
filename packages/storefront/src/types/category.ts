import type { ShopImage } from './media';

/** A category of products: a collection on a Catalog V1 store, a category of the stores tree on a V3 store. */
export interface ShopCategory {
  id: string;
  slug: string;
  name: string;
  /** The description as the store keeps it (plain text on V1, the category's description on V3); empty when none. */
  description: string;
  image?: ShopImage;
  /** How many products it holds, when the store says it in the same answer. */
  productCount?: number;
  visible: boolean;
}
