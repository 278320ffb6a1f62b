import type { ShopImage, ShopMedia } from './media';
import type { ShopMoney, ShopPriceRange } from './money';

/** How an option shows its choices: as text (a drop-down, buttons) or as colour swatches. */
export type ShopOptionKind = 'text' | 'color';

export interface ShopChoice {
  /** The choice's name, which a variant's `choices` and `chooseVariant` use (`"Small"`, `"Red"`). */
  name: string;
  /** For a colour option, the swatch's CSS colour (`"#ff0000"`), when the store has one. */
  colorCode?: string;
  /** Whether some variant with this choice is in stock. */
  inStock: boolean;
  visible: boolean;
  /** The pictures the merchant tied to this choice (empty when none). */
  media: ShopImage[];
}

export interface ShopOption {
  /** The option's name (`"Size"`), the key of a variant's `choices`. */
  name: string;
  kind: ShopOptionKind;
  choices: ShopChoice[];
}

/**
 * Whether a product or a variant can be bought: `quantity` is there when the store counts it; `preorder` when it
 * sells what it does not have.
 */
export interface ShopStock {
  inStock: boolean;
  quantity?: number;
  preorder?: boolean;
}

/** A product's stock over its variants: all, some or none of them in stock. */
export type ShopStockStatus = 'IN_STOCK' | 'PARTIALLY_OUT_OF_STOCK' | 'OUT_OF_STOCK';

export interface ShopProductStock extends ShopStock {
  status: ShopStockStatus;
}

/** One combination of choices that is sold: its own id, single price and stock. */
export interface ShopVariant {
  /** The id the cart takes (`catalogReference.options.variantId`). */
  id: string;
  /** Option name → choice name; empty for a product without options. */
  choices: Record<string, string>;
  price: ShopMoney;
  /** The "was" price, present only when above `price`. */
  compareAt?: ShopMoney;
  stock: ShopStock;
  sku?: string;
  visible: boolean;
}

/**
 * A product as a shop shows it, the same whichever catalog version the store runs. Plain data (strings, numbers,
 * booleans, arrays, objects): a server component can hand it to a client component.
 */
export interface ShopProduct {
  id: string;
  slug: string;
  name: string;
  /** The description as HTML (empty when none). Render it as the merchant's own markup. */
  descriptionHtml: string;
  brand?: string;
  ribbon?: string;
  media: ShopMedia;
  options: ShopOption[];
  price: ShopPriceRange;
  /**
   * Every variant, on a product read (`shopProduct`); `undefined` on a list read (`shopProducts`), which carries no
   * variants on either version. A product without options has one variant.
   */
  variants?: ShopVariant[];
  stock: ShopProductStock;
  /** The ids of its categories (`ShopCategory.id`). */
  categoryIds: string[];
  visible: boolean;
  /**
   * How the cart names what is bought: `'variant'` by the variant's id (every Catalog V3 product, and V1 products
   * whose variants the merchant manages), `'choices'` by the chosen options (V1 products whose variants are not
   * managed). `addProductToCart` reads it; a shop need not.
   */
  cartBy: 'variant' | 'choices';
}

/** Which product `shopProduct` reads: by its slug (a product page's URL) or by its id. */
export type ShopProductRef = { slug: string; id?: undefined } | { id: string; slug?: undefined };
