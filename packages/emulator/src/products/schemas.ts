import { amount, anything, arr, bool, int, map, num, obj, oneOf, opt, str, strict, type Out } from '../schema/kit';
import { query } from '../query/schemas';
import { paging } from '../query/schemas';

const text = opt(str());
const numberish = opt(amount());
const nonNegative = opt(amount({ min: 0 }));

export const productInput = obj({
  id: text,
  name: opt(str({ maxLength: 80 })),
  slug: opt(str({ maxLength: 100 })),
  visible: opt(bool()),
  productType: opt(oneOf(['unspecified_product_type', 'physical', 'digital'])),
  description: opt(str({ maxLength: 16000 })),
  sku: opt(str({ maxLength: 40 })),
  weight: nonNegative,
  price: anything(),
  priceData: opt(obj({ price: nonNegative, currency: text })),
  costAndProfitData: opt(obj({ itemCost: nonNegative })),
  discount: opt(obj({ type: opt(oneOf(['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT'])), value: nonNegative })),
  pricePerUnitData: opt(
    obj({
      totalQuantity: opt(num({ min: 0 })),
      totalMeasurementUnit: text,
      baseQuantity: opt(num({ min: 0 })),
      baseMeasurementUnit: text,
    }),
  ),
  stock: opt(
    obj({
      trackInventory: opt(bool()),
      quantity: opt(int({ min: 0 })),
      inStock: opt(bool()),
      inventoryStatus: anything(),
    }),
  ),
  ribbon: text,
  brand: text,
  manageVariants: opt(bool()),
  productOptions: opt(
    arr(
      obj({
        optionType: opt(oneOf(['unspecified_option_type', 'drop_down', 'color'])),
        name: str({ minLength: 1 }),
        choices: opt(
          arr(
            obj({
              value: str({ minLength: 1 }),
              description: text,
              visible: opt(bool()),
              inStock: opt(bool()),
              media: anything(),
            }),
          ),
        ),
      }),
      { maxItems: 6 },
    ),
  ),
  additionalInfoSections: opt(arr(obj({ title: text, description: text }))),
  customTextFields: opt(arr(anything())),
  seoData: anything(),
  media: anything(),
  collectionIds: opt(arr(str())),
});
export type ProductInput = Out<typeof productInput>;

export const productBody = strict({ product: productInput });

const choices = opt(map(str()));
const idInBody = { id: text };

export const variantsPatch = strict({
  // The platform SDK sends the path's id again in the body; the path's is the one used.
  ...idInBody,
  variants: arr(
    strict({
      choices,
      variantIds: opt(arr(str())),
      price: nonNegative,
      cost: nonNegative,
      weight: nonNegative,
      sku: opt(str({ maxLength: 40 })),
      visible: opt(bool()),
    }),
  ),
});
export type VariantPatch = Out<typeof variantsPatch>['variants'][number];

export const idOnly = strict(idInBody);

export const addMedia = strict({
  ...idInBody,
  media: arr(strict({ mediaId: text, url: text, choice: opt(obj({ option: str(), choice: str() })) })),
});
export type MediaAdd = Out<typeof addMedia>['media'][number];

export const deleteMedia = strict({ ...idInBody, mediaIds: arr(str()) });

const choiceMedia = arr(strict({ option: str(), choice: str(), mediaIds: opt(arr(str())) }));
export const choiceMediaBody = strict({ ...idInBody, media: choiceMedia });
export type ChoiceMedia = Out<typeof choiceMedia>[number];

const ids = arr(str(), { maxItems: 100 });
export const bulkUpdate = strict({ ids, set: strict({ price: numberish, cost: numberish, weight: numberish }) });
export type BulkSet = Out<typeof bulkUpdate>['set'];

const adjustment = opt(strict({ amount: numberish, percentage: numberish }));
export const bulkAdjust = strict({ ids, adjust: strict({ price: adjustment, cost: adjustment, weight: adjustment }) });
export type BulkAdjust = Out<typeof bulkAdjust>['adjust'];

export const productQuery = strict({
  query: opt(query),
  includeVariants: opt(bool()),
  includeHiddenProducts: opt(bool()),
  includeMerchantSpecificData: opt(bool()),
});
export type ProductQuery = Out<typeof productQuery>;

export const getProductBody = strict({ ...idInBody, includeMerchantSpecificData: opt(bool()) });
export const optionsAvailability = strict({ options: choices, ...idInBody });

export const variantsQuery = strict({
  ...idInBody,
  choices,
  variantIds: opt(arr(str())),
  paging,
  includeMerchantSpecificData: opt(bool()),
});
export type VariantsQuery = Out<typeof variantsQuery>;

export const storeVariantsQuery = strict({ query: opt(query) });
