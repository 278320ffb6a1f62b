import * as v from 'valibot';
import {
  amount,
  anything,
  arr,
  bool,
  formatted,
  int,
  isRecord,
  map,
  num,
  obj,
  oneOf,
  opt,
  picked,
  str,
  strict,
  type Out,
} from '../schema/kit';
import { query } from '../query/schemas';
import { paging } from '../query/schemas';

/**
 * Limits from the platform SDK's catalogue types (`@wix/auto_sdk_stores_products`: Product, ProductOption, Choice,
 * VariantOverride, PricePerUnitData, Stock, SeoSchema; `@max`, `@min`, `@maxLength`, `@maxSize`).
 */
export const LIMITS = {
  /** `@max 999999999.99` of a price, a cost and a weight (product and variant). */
  amount: 999999999.99,
  /** `@maxSize 6` of a product's options, `@maxSize 100` of an option's choices. */
  options: 6,
  choices: 100,
  /** `@maxSize 1000` of a product's variants ("Max: 1,000 variants"): the options may not make more. */
  variants: 1000,
  /** `@max 99999` of a stock quantity. */
  quantity: 99999,
} as const;

const text = opt(str());
const numberish = opt(amount({ min: -LIMITS.amount, max: LIMITS.amount }));
const nonNegative = opt(amount({ min: 0, max: LIMITS.amount }));
const name50 = str({ minLength: 1, maxLength: 50 });

const seoData = picked({
  tags: opt(
    arr(
      picked({
        type: opt(str({ maxLength: 100 })),
        props: opt(map(v.union([str({ maxLength: 4000 }), num(), bool()]))),
        meta: opt(map(v.union([str({ maxLength: 4000 }), num(), bool()]))),
        children: opt(str({ maxLength: 4000 })),
        custom: opt(bool()),
        disabled: opt(bool()),
      }),
      { maxItems: 100 },
    ),
  ),
  settings: opt(
    picked({
      preventAutoRedirect: opt(bool()),
      keywords: opt(
        arr(picked({ term: str({ maxLength: 200 }), isMain: opt(bool()), origin: opt(str({ maxLength: 1000 })) }), {
          maxItems: 5,
        }),
      ),
    }),
  ),
});

const options = arr(
  obj({
    optionType: opt(oneOf(['unspecified_option_type', 'drop_down', 'color'])),
    name: name50,
    choices: arr(
      obj({
        value: name50,
        description: opt(name50),
        visible: opt(bool()),
        inStock: opt(bool()),
        media: anything(),
      }),
      { minItems: 1, maxItems: LIMITS.choices },
    ),
  }),
  { maxItems: LIMITS.options },
);

/** The variants options make: one per combination of choices. */
export function variantCount(choices: readonly number[]): number {
  return choices.reduce((n, c) => n * c, 1);
}

/**
 * Options that would make more variants than a product may have are refused here, at the write, before any variant
 * is built: 6 options of 8 choices would make 262,144 (and of 12, 2,985,984), and reads never build them.
 */
const fewEnoughVariants = v.rawCheck<Out<typeof options>>(({ dataset, addIssue }) => {
  // The items are not checked yet (one may be null): only what is there is counted.
  const items: unknown[] = Array.isArray(dataset.value) ? dataset.value : [];
  const counts = items.map((o) => (isRecord(o) && Array.isArray(o.choices) ? o.choices.length : 0));
  const n = variantCount(counts);
  if (n > LIMITS.variants)
    addIssue({
      message: `would make ${n} variants (${counts.join(' × ')} choices); a product has at most ${LIMITS.variants}`,
    });
});
const productOptions = v.pipe(options, { ...fewEnoughVariants, type: 'MAX_SIZE' });

export const productInput = obj({
  id: text,
  name: opt(str({ minLength: 1, maxLength: 80 })),
  slug: opt(str({ maxLength: 100 })),
  visible: opt(bool()),
  productType: opt(oneOf(['unspecified_product_type', 'physical', 'digital'])),
  description: opt(str({ maxLength: 8000 })),
  sku: opt(str({ maxLength: 40 })),
  weight: nonNegative,
  // The deprecated `price` (a number, a decimal string or `{price}`) is read and checked by the service.
  price: anything(),
  priceData: opt(obj({ price: nonNegative, currency: text })),
  costAndProfitData: opt(obj({ itemCost: nonNegative })),
  discount: opt(obj({ type: opt(oneOf(['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT'])), value: nonNegative })),
  pricePerUnitData: opt(
    picked({
      totalQuantity: opt(num({ min: 0.01, max: LIMITS.amount })),
      totalMeasurementUnit: text,
      baseQuantity: opt(num({ min: 0.01, max: LIMITS.amount })),
      baseMeasurementUnit: text,
    }),
  ),
  stock: opt(
    obj({
      trackInventory: opt(bool()),
      quantity: opt(int({ min: 0, max: LIMITS.quantity })),
      inStock: opt(bool()),
      inventoryStatus: anything(),
    }),
  ),
  ribbon: opt(str({ maxLength: 30 })),
  brand: opt(str({ minLength: 1, maxLength: 50 })),
  manageVariants: opt(bool()),
  productOptions: opt(productOptions),
  additionalInfoSections: opt(
    arr(picked({ title: opt(str({ maxLength: 50 })), description: opt(str({ maxLength: 16000 })) }), { maxItems: 100 }),
  ),
  customTextFields: opt(
    arr(picked({ title: str({ maxLength: 100 }), maxLength: opt(int({ min: 0, max: 500 })), mandatory: opt(bool()) }), {
      maxItems: 100,
    }),
  ),
  seoData: opt(seoData),
  media: anything(),
  collectionIds: opt(arr(str(), { maxItems: 1000 })),
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

// Media writes: at most 50 pictures at once (10 choice assignments), an external one by an http(s) URL.
const mediaIds = arr(str({ maxLength: 200 }), { maxItems: 50 });
export const addMedia = strict({
  ...idInBody,
  media: arr(
    strict({
      mediaId: opt(str({ maxLength: 200 })),
      url: opt(formatted('webUrl', { maxLength: 2048 })),
      choice: opt(obj({ option: name50, choice: name50 })),
    }),
    { minItems: 1, maxItems: 50 },
  ),
});
export type MediaAdd = Out<typeof addMedia>['media'][number];

export const deleteMedia = strict({ ...idInBody, mediaIds });

const choiceMedia = arr(strict({ option: name50, choice: name50, mediaIds: opt(mediaIds) }), {
  minItems: 1,
  maxItems: 10,
});
export const choiceMediaBody = strict({ ...idInBody, media: choiceMedia });
export type ChoiceMedia = Out<typeof choiceMedia>[number];

const ids = arr(str(), { maxItems: 100 });
export const bulkUpdate = strict({ ids, set: strict({ price: numberish, cost: numberish, weight: numberish }) });
export type BulkSet = Out<typeof bulkUpdate>['set'];

// The platform's adjustment: an amount within ±999999999.99, a percentage between -100 and 1000.
const adjustment = opt(strict({ amount: numberish, percentage: opt(amount({ min: -100, max: 1000 })) }));
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
