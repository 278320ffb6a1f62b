import { formatEur } from '../../money';
import {
  discounted,
  inventoryStatus,
  uuidFrom,
  variantInStock,
  variantPrice,
  type MediaItem,
  type ProductRecord,
  type VariantRecord,
} from '../model';
import { fileName } from '../../media-item';

/**
 * Catalog V3's view of the catalogue's records (the same products V1 answers, another shape): what the platform
 * SDK's `productsV3` and `readOnlyVariantsV3` read. Only the `fields` a read asks for carry their data, as on the
 * platform; variants only on a single product's read.
 */

/** The `fields` of a read (`RequestedFields`): the parts a product carries only when asked for. */
export type Fields = ReadonlySet<string>;

export interface ViewOptions {
  fields: Fields;
  /** A single product's read (get, get by slug, create, update): its variants come with it. */
  single: boolean;
  /** The API key asked for `MERCHANT_DATA`: costs and profits. */
  merchant: boolean;
}

const amountOf = (n: number) => n.toFixed(2);

function fixed(n: number, fields: Fields) {
  return { amount: amountOf(n), ...(fields.has('CURRENCY') ? { formattedAmount: formatEur(n) } : {}) };
}

function range(values: number[], fields: Fields) {
  return { minValue: fixed(Math.min(...values), fields), maxValue: fixed(Math.max(...values), fields) };
}

export const optionId = (p: ProductRecord, name: string) => uuidFrom(`${p.id}|option|${name}`);
export const choiceId = (p: ProductRecord, option: string, choice: string) =>
  uuidFrom(`${p.id}|option|${option}|${choice}`);
const brandId = (name: string) => uuidFrom(`brand|${name}`);
const ribbonId = (name: string) => uuidFrom(`ribbon|${name}`);

/** A media item: its picture a full image (`{id, url, width, height, filename, altText}`), read as a media URI. */
export function mediaV3(m: MediaItem) {
  const image = m.image && {
    id: m.id,
    url: m.image.url,
    width: m.image.width,
    height: m.image.height,
    filename: fileName(m.image.url),
    altText: m.image.altText ?? m.title,
  };
  return {
    id: m.id,
    ...(image ? { image } : {}),
    altText: m.image?.altText ?? m.title,
    displayName: m.title,
    mediaType: m.mediaType === 'video' ? 'VIDEO' : 'IMAGE',
    ...(m.thumbnail ? { thumbnail: { ...m.thumbnail, altText: m.title } } : {}),
  };
}

const renderType = (p: ProductRecord, option: string) =>
  p.productOptions.find((o) => o.name === option)?.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES';

/** A variant as a product's `variantsInfo.variants[]` carries it. */
export function variantV3(p: ProductRecord, v: VariantRecord, fields: Fields, merchant: boolean) {
  const price = variantPrice(p, v);
  const actual = discounted(price, p.discount);
  const cost = v.cost ?? p.cost;
  return {
    id: v.id,
    visible: v.visible,
    sku: v.sku ?? p.sku,
    choices: Object.entries(v.choices).map(([option, choice]) => ({
      optionChoiceIds: { optionId: optionId(p, option), choiceId: choiceId(p, option, choice) },
      ...(fields.has('VARIANT_OPTION_CHOICE_NAMES')
        ? { optionChoiceNames: { optionName: option, choiceName: choice, renderType: renderType(p, option) } }
        : {}),
    })),
    price: {
      actualPrice: fixed(actual, fields),
      ...(actual !== price ? { compareAtPrice: fixed(price, fields) } : {}),
    },
    ...(merchant && cost !== undefined
      ? {
          revenueDetails: {
            cost: fixed(cost, fields),
            profit: fixed(actual - cost, fields),
            profitMargin: actual === 0 ? 0 : Math.round(((actual - cost) / actual) * 10000) / 10000,
          },
        }
      : {}),
    inventoryStatus: { inStock: variantInStock(v) && v.visible, preorderEnabled: false },
    ...(p.productType === 'physical' ? { physicalProperties: { weight: v.weight ?? p.weight } } : {}),
    ...(p.productType === 'digital' ? { digitalProperties: {} } : {}),
  };
}

/** A product in Catalog V3's shape; `categoryIds` are its collections that exist (as categories). */
export function productV3(p: ProductRecord, categoryIds: readonly string[], opts: ViewOptions) {
  const { fields } = opts;
  const actual = p.variants.map((v) => discounted(variantPrice(p, v), p.discount));
  const compareAt = p.variants.map((v) => variantPrice(p, v));
  const costs = p.variants.map((v) => v.cost ?? p.cost).filter((c): c is number => c !== undefined);
  const media = p.media.map(mediaV3);
  const categories = { categories: categoryIds.map((id, index) => ({ id, index })) };
  return {
    id: p.id,
    revision: String(p.revision ?? 1),
    createdDate: p.createdDate,
    updatedDate: p.lastUpdated,
    name: p.name,
    slug: p.slug,
    ...(fields.has('URL') ? { url: { relativePath: `/product-page/${p.slug}`, url: `/product-page/${p.slug}` } } : {}),
    ...(fields.has('PLAIN_DESCRIPTION') ? { plainDescription: p.description } : {}),
    visible: p.visible,
    visibleInPos: true,
    media: {
      ...(media[0] ? { main: media[0] } : {}),
      ...(fields.has('MEDIA_ITEMS_INFO') ? { itemsInfo: { items: media } } : {}),
    },
    options: p.productOptions.map((o) => ({
      id: optionId(p, o.name),
      name: o.name,
      optionRenderType: o.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
      key: o.name,
      choicesSettings: {
        choices: o.choices.map((c) => ({
          choiceId: choiceId(p, o.name, c.description),
          choiceType: o.optionType === 'color' ? 'ONE_COLOR' : 'CHOICE_TEXT',
          ...(o.optionType === 'color' ? { colorCode: c.value } : {}),
          key: c.description,
          name: c.description,
          inStock: p.variants.some((v) => v.choices[o.name] === c.description && variantInStock(v)),
          visible: c.visible,
          linkedMedia: (c.mediaIds ?? [])
            .map((id) => p.media.find((m) => m.id === id))
            .filter((m): m is MediaItem => !!m)
            .map(mediaV3),
        })),
      },
    })),
    ...(p.brand ? { brand: { id: brandId(p.brand), name: p.brand } } : {}),
    ...(fields.has('INFO_SECTION')
      ? {
          infoSections: p.additionalInfoSections.map((s, i) => ({
            id: uuidFrom(`${p.id}|info|${i}`),
            uniqueName: `${p.slug}-${i}`,
            title: s.title,
            ...(fields.has('INFO_SECTION_PLAIN_DESCRIPTION') ? { plainDescription: s.description } : {}),
          })),
        }
      : {}),
    ...(p.ribbon ? { ribbon: { id: ribbonId(p.ribbon), name: p.ribbon } } : {}),
    ...(fields.has('DIRECT_CATEGORIES_INFO') ? { directCategoriesInfo: categories } : {}),
    ...(fields.has('ALL_CATEGORIES_INFO') ? { allCategoriesInfo: categories } : {}),
    ...(categoryIds[0] ? { mainCategoryId: categoryIds[0] } : {}),
    ...(opts.merchant && costs.length ? { costRange: range(costs, fields) } : {}),
    inventory: {
      availabilityStatus: inventoryStatus(p),
      preorderStatus: 'DISABLED',
      preorderAvailability: 'NO_VARIANTS',
    },
    productType: p.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    ...(p.productType === 'physical' ? { physicalProperties: {} } : {}),
    handle: p.numericId,
    ...(fields.has('CURRENCY') ? { currency: 'EUR' } : {}),
    actualPriceRange: range(actual, fields),
    compareAtPriceRange: range(compareAt, fields),
    ...(opts.single
      ? { variantsInfo: { variants: p.variants.map((v) => variantV3(p, v, fields, opts.merchant)) } }
      : {}),
    variantSummary: { variantCount: p.variants.length },
  };
}

/** A read-only variant (`readOnlyVariantsV3`): one variant with its product's data beside it. */
export function readOnlyVariantV3(
  p: ProductRecord,
  v: VariantRecord,
  mainCategoryId: string | undefined,
  merchant: boolean,
) {
  const fields: Fields = new Set(['CURRENCY', 'VARIANT_OPTION_CHOICE_NAMES']);
  const { choices, ...variant } = variantV3(p, v, fields, merchant);
  const media = p.media[0];
  return {
    ...variant,
    variantId: v.id,
    optionChoices: choices,
    ...(media ? { media: mediaV3(media) } : {}),
    productData: {
      productId: p.id,
      name: p.name,
      productType: p.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
      ...(p.productType === 'physical' ? { physicalProperties: {} } : {}),
      slug: p.slug,
      visible: p.visible,
      visibleInPos: true,
      ...(mainCategoryId ? { mainCategoryId } : {}),
      currency: 'EUR',
      revision: String(p.revision ?? 1),
      handle: p.numericId,
    },
  };
}
