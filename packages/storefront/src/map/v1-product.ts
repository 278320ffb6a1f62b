import type { MediaItem, Product, Variant } from '@vitrine/catalogue';
import type { ShopImage } from '../types/media';
import type { ShopOption, ShopProduct, ShopStockStatus, ShopVariant } from '../types/product';
import { priceRange, shopMoney } from './money';
import { shopImage } from './media';

const imageOf = (item: MediaItem | undefined): ShopImage | undefined =>
  item?.image &&
  shopImage({
    id: item._id,
    url: item.image.url,
    width: item.image.width,
    height: item.image.height,
    alt: item.image.altText || item.title,
  });

const images = (items: MediaItem[] | undefined): ShopImage[] =>
  (items ?? []).map(imageOf).filter((image): image is ShopImage => !!image);

/**
 * The price before a V1 product's discount, from the price after it: the discount is the product's and applies to
 * every variant (a percentage or an amount off), so a list read, which carries no variants, still has its "was".
 */
function undiscounted(product: Product, price: number): number | undefined {
  const { type, value } = product.discount ?? {};
  if (!value || (type !== 'PERCENT' && type !== 'AMOUNT')) return undefined;
  return type === 'AMOUNT'
    ? Math.round((price + value) * 100) / 100
    : Math.round((price * 100) / (1 - value / 100)) / 100;
}

function variantOf(variant: Variant, currency: string): ShopVariant {
  const data = variant.variant?.priceData ?? {};
  const price = shopMoney(data.discountedPrice ?? data.price, currency, data.formatted?.discountedPrice);
  const was = shopMoney(data.price, currency, data.formatted?.price);
  const stock = variant.stock ?? {};
  return {
    id: variant._id,
    choices: { ...variant.choices },
    price,
    ...(Number(was.amount) > Number(price.amount) ? { compareAt: was } : {}),
    stock: {
      inStock: stock.inStock !== false,
      ...(stock.trackQuantity && stock.quantity !== undefined ? { quantity: stock.quantity } : {}),
    },
    ...(variant.variant?.sku ? { sku: variant.variant.sku } : {}),
    visible: variant.variant?.visible !== false,
  };
}

/** V1's built-in collection of every product: no category of its own (a V3 store has none like it). */
export const ALL_PRODUCTS = '00000000-000000-000000-000000000001';

/** A Catalog V1 product as the model's; its variants when the read included them. */
export function fromV1Product(product: Product): ShopProduct {
  const data = product.priceData ?? product.price ?? {};
  const currency = data.currency ?? '';
  const base = data.discountedPrice ?? data.price ?? 0;
  const variants = product.variants?.map((variant) => variantOf(variant, currency));
  // The range's bounds: the variants' prices when they are at hand, else the product's `priceRange`; the text of a
  // bound that equals the product's own price is the platform's.
  const sample = shopMoney(base, currency, data.formatted?.discountedPrice ?? data.formatted?.price);
  const money = (amount: number | undefined) => (amount === base ? sample : shopMoney(amount, currency, '', sample));
  const sold = variants?.filter((variant) => variant.visible);
  const min = sold?.length
    ? sold.reduce((a, b) => (Number(b.price.amount) < Number(a.price.amount) ? b : a))
    : undefined;
  const max = sold?.length
    ? sold.reduce((a, b) => (Number(b.price.amount) > Number(a.price.amount) ? b : a))
    : undefined;
  const minPrice = min?.price ?? money(product.priceRange?.minValue ?? base);
  const maxPrice = max?.price ?? money(product.priceRange?.maxValue ?? base);
  const wasOf = (price: typeof minPrice) => {
    const was = undiscounted(product, Number(price.amount));
    return was === undefined
      ? undefined
      : was === data.price
        ? shopMoney(was, currency, data.formatted?.price)
        : shopMoney(was, currency, '', sample);
  };
  const stock = product.stock ?? {};
  const status: ShopStockStatus = stock.inventoryStatus ?? (stock.inStock === false ? 'OUT_OF_STOCK' : 'IN_STOCK');
  const options: ShopOption[] = (product.productOptions ?? []).map((option) => ({
    name: option.name ?? '',
    kind: option.optionType === 'color' ? 'color' : 'text',
    choices: (option.choices ?? []).map((choice) => ({
      name: choice.description ?? choice.value ?? '',
      ...(option.optionType === 'color' && choice.value ? { colorCode: choice.value } : {}),
      inStock: choice.inStock !== false,
      visible: choice.visible !== false,
      media: images(choice.media?.items),
    })),
  }));
  const main = imageOf(product.media?.mainMedia);
  return {
    id: product._id,
    slug: product.slug ?? '',
    name: product.name ?? '',
    descriptionHtml: product.description ?? '',
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.ribbon ? { ribbon: product.ribbon } : {}),
    media: { ...(main ? { main } : {}), items: images(product.media?.items) },
    options,
    price: priceRange(minPrice, maxPrice, min?.compareAt ?? wasOf(minPrice), max?.compareAt ?? wasOf(maxPrice)),
    ...(variants ? { variants } : {}),
    stock: {
      status,
      inStock: status !== 'OUT_OF_STOCK',
      ...(stock.trackInventory && stock.quantity !== undefined ? { quantity: stock.quantity } : {}),
    },
    categoryIds: (product.collectionIds ?? []).filter((id) => id !== ALL_PRODUCTS),
    visible: product.visible !== false,
    cartBy: product.manageVariants ? 'variant' : 'choices',
  };
}
