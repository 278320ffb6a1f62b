import type { ShopImage } from '../types/media';
import type { ShopMoney } from '../types/money';
import type { ShopOption, ShopProduct, ShopStockStatus, ShopVariant } from '../types/product';
import { imageFromUri, shopImage } from './media';
import { priceRange, shopMoney } from './money';
import type { V3Media, V3Money, V3ProductLike, V3Variant } from './v3-shapes';

/** A V3 picture: a media URI (the platform SDK's form) or the wire's image object. */
export function imageOfV3(media: V3Media | null | undefined): ShopImage | undefined {
  const image = media?.image;
  const alt = media?.altText ?? undefined;
  if (typeof image === 'string') return imageFromUri(image, alt);
  if (image) {
    return shopImage({
      id: image.id ?? media?._id ?? undefined,
      url: image.url ?? undefined,
      width: image.width ?? undefined,
      height: image.height ?? undefined,
      alt,
    });
  }
  return media?.url ? imageFromUri(media.url, alt) : undefined;
}

const images = (items: (V3Media | null | undefined)[] | null | undefined): ShopImage[] =>
  (items ?? []).map(imageOfV3).filter((image): image is ShopImage => !!image);

const money = (value: V3Money | null | undefined, currency: string): ShopMoney | undefined =>
  value?.amount == null ? undefined : shopMoney(value.amount, currency, value.formattedAmount ?? undefined);

function variantOf(variant: V3Variant, currency: string): ShopVariant {
  const price = money(variant.price?.actualPrice, currency) ?? shopMoney(0, currency);
  const was = money(variant.price?.compareAtPrice, currency);
  const choices: Record<string, string> = {};
  for (const choice of variant.choices ?? []) {
    const names = choice.optionChoiceNames;
    if (names?.optionName && names.choiceName != null) choices[names.optionName] = names.choiceName;
  }
  const status = variant.inventoryStatus;
  return {
    id: variant._id ?? '',
    choices,
    price,
    ...(was && Number(was.amount) > Number(price.amount) ? { compareAt: was } : {}),
    stock: {
      inStock: status?.inStock !== false,
      ...(status?.preorderEnabled ? { preorder: true } : {}),
    },
    ...(variant.sku ? { sku: variant.sku } : {}),
    visible: variant.visible !== false,
  };
}

const STATUSES: readonly string[] = ['IN_STOCK', 'PARTIALLY_OUT_OF_STOCK', 'OUT_OF_STOCK'];

/** A Catalog V3 product as the model's; its variants when the read carried them (a product read, not a list). */
export function fromV3Product(product: V3ProductLike): ShopProduct {
  const currency = product.currency ?? '';
  const min = money(product.actualPriceRange?.minValue, currency) ?? shopMoney(0, currency);
  const max = money(product.actualPriceRange?.maxValue, currency) ?? min;
  const variants = product.variantsInfo?.variants?.map((variant) => variantOf(variant, currency));
  const availability = product.inventory?.availabilityStatus ?? 'IN_STOCK';
  const status = (STATUSES.includes(availability) ? availability : 'IN_STOCK') as ShopStockStatus;
  const options: ShopOption[] = (product.options ?? []).map((option) => {
    const color = option.optionRenderType === 'SWATCH_CHOICES';
    return {
      name: option.name ?? '',
      kind: color ? 'color' : 'text',
      choices: (option.choicesSettings?.choices ?? []).map((choice) => ({
        name: choice.name ?? '',
        ...(color && choice.colorCode ? { colorCode: choice.colorCode } : {}),
        inStock: choice.inStock !== false,
        visible: choice.visible !== false,
        media: images(choice.linkedMedia),
      })),
    };
  });
  const main = imageOfV3(product.media?.main);
  const items = images(product.media?.itemsInfo?.items);
  return {
    id: product._id ?? '',
    slug: product.slug ?? '',
    name: product.name ?? '',
    descriptionHtml: product.plainDescription ?? '',
    ...(product.brand?.name ? { brand: product.brand.name } : {}),
    ...(product.ribbon?.name ? { ribbon: product.ribbon.name } : {}),
    // Without MEDIA_ITEMS_INFO a read has only the main picture: it is then the whole list.
    media: { ...(main ? { main } : {}), items: items.length ? items : main ? [main] : [] },
    options,
    price: priceRange(
      min,
      max,
      money(product.compareAtPriceRange?.minValue, currency),
      money(product.compareAtPriceRange?.maxValue, currency),
    ),
    ...(variants ? { variants } : {}),
    stock: {
      status,
      inStock: status !== 'OUT_OF_STOCK',
      ...(product.inventory?.preorderStatus === 'ENABLED' ? { preorder: true } : {}),
    },
    categoryIds: (product.allCategoriesInfo?.categories ?? [])
      .map((category) => category._id)
      .filter((id): id is string => !!id),
    visible: product.visible !== false,
    cartBy: 'variant',
  };
}
