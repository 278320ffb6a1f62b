// The filters a V3 search takes, typed by the platform's search specs: each field with the operators it allows,
// so a filter the platform refuses (a category in another form than `$matchItems`, a field it cannot filter on)
// does not compile where it is written as an object literal.

/** The operators of a field that takes them all (`'*'` in the platform's spec). */
export type FieldFilter<V> =
  | V
  | {
      $eq?: V;
      $ne?: V;
      $in?: V[];
      $nin?: V[];
      $gt?: V;
      $gte?: V;
      $lt?: V;
      $lte?: V;
      $exists?: boolean;
      $isEmpty?: boolean;
      $startsWith?: string;
    };

/** The operators of a list field. */
export interface ListFilter<V> {
  $hasSome?: V[];
  $hasAll?: V[];
}

/** `$matchItems`: an item of the list that matches every condition given. */
export interface MatchItems<Item> {
  $matchItems: Item[];
}

/** `$and`, `$or`, `$not` over filters of the same kind. */
export interface Combinators<F> {
  $and?: F[];
  $or?: F[];
  $not?: F;
}

type Amount = number | string;
type When = Date | string;

/** A products search filter (V3 `searchProducts`, `countProducts` and the by-filter bulk calls). */
export interface ProductSearchFilter extends Combinators<ProductSearchFilter> {
  /** A category's products: write it with `inCategory(id)`. */
  'allCategoriesInfo.categories'?: MatchItems<{ id: string; index?: number }>;
  'directCategoriesInfo.categories'?: MatchItems<{ id: string; index?: number }>;
  'variantsInfo.variants'?: MatchItems<Record<string, unknown>>;
  'additionalRibbons._id'?: ListFilter<string>;
  'additionalRibbons.name'?: ListFilter<string>;
  'infoSections._id'?: ListFilter<string>;
  'infoSections.uniqueName'?: ListFilter<string>;
  'modifiers._id'?: ListFilter<string>;
  'modifiers.choicesSettings.choices.choiceId'?: ListFilter<string>;
  'modifiers.choicesSettings.choices.name'?: ListFilter<string>;
  'modifiers.name'?: ListFilter<string>;
  'options._id'?: ListFilter<string>;
  'options.choicesSettings.choices.choiceId'?: ListFilter<string>;
  'options.choicesSettings.choices.name'?: ListFilter<string>;
  'options.name'?: ListFilter<string>;
  'tags.privateTags.tagIds'?: ListFilter<string>;
  'tags.publicTags.tagIds'?: ListFilter<string>;
  _id?: FieldFilter<string>;
  'brand._id'?: FieldFilter<string>;
  'brand.name'?: FieldFilter<string>;
  handle?: FieldFilter<string>;
  importId?: FieldFilter<string>;
  'inventory.availabilityStatus'?: FieldFilter<'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK'>;
  'inventory.preorderAvailability'?: FieldFilter<'ALL_VARIANTS' | 'NO_VARIANTS' | 'SOME_VARIANTS'>;
  'inventory.preorderStatus'?: FieldFilter<'ENABLED' | 'DISABLED' | 'PARTIALLY_ENABLED'>;
  'physicalProperties.deliveryProfileId'?: FieldFilter<string>;
  'physicalProperties.fulfillerId'?: FieldFilter<string>;
  productType?: FieldFilter<'PHYSICAL' | 'DIGITAL'>;
  'ribbon._id'?: FieldFilter<string>;
  'ribbon.name'?: FieldFilter<string>;
  slug?: FieldFilter<string>;
  'subscriptionDetails.allowOneTimePurchases'?: FieldFilter<boolean>;
  taxGroupId?: FieldFilter<string>;
  /** Visitors see visible products only, whatever the filter says. */
  visible?: FieldFilter<boolean>;
  visibleInPos?: FieldFilter<boolean>;
  _createdDate?: FieldFilter<When>;
  _updatedDate?: FieldFilter<When>;
  'actualPriceRange.maxValue.amount'?: FieldFilter<Amount>;
  'actualPriceRange.minValue.amount'?: FieldFilter<Amount>;
  'compareAtPriceRange.maxValue.amount'?: FieldFilter<Amount>;
  'compareAtPriceRange.minValue.amount'?: FieldFilter<Amount>;
  'minVariantPriceInfo.sku'?: FieldFilter<string>;
  name?: FieldFilter<string>;
  'physicalProperties.shippingWeightRange.maxValue'?: FieldFilter<number>;
  'physicalProperties.shippingWeightRange.minValue'?: FieldFilter<number>;
}

/** What a products search sorts on. */
export type ProductSortField =
  | '_createdDate'
  | '_updatedDate'
  | 'actualPriceRange.maxValue.amount'
  | 'actualPriceRange.minValue.amount'
  | 'compareAtPriceRange.maxValue.amount'
  | 'compareAtPriceRange.minValue.amount'
  | 'minVariantPriceInfo.sku'
  | 'name'
  | 'physicalProperties.shippingWeightRange.maxValue'
  | 'physicalProperties.shippingWeightRange.minValue';

/** What a products search's free text looks in. */
export type ProductSearchableField =
  | 'description'
  | 'directCategoryIdsInfo.categoryIds'
  | 'minVariantPriceInfo.sku'
  | 'name'
  | 'physicalProperties.deliveryProfileId'
  | 'physicalProperties.shippingGroupId'
  | 'variantsInfo.variants.barcode'
  | 'variantsInfo.variants.sku';

/** A variants search filter (`searchVariants`). */
export interface VariantSearchFilter extends Combinators<VariantSearchFilter> {
  _id?: FieldFilter<string>;
  'optionChoices.optionChoiceIds.choiceId'?: ListFilter<string>;
  'optionChoices.optionChoiceIds.optionId'?: ListFilter<string>;
  barcode?: FieldFilter<string>;
  'inventoryStatus.inStock'?: FieldFilter<boolean>;
  'inventoryStatus.preorderEnabled'?: FieldFilter<boolean>;
  'price.actualPrice.amount'?: FieldFilter<Amount>;
  'price.compareAtPrice.amount'?: FieldFilter<Amount>;
  'productData._updatedDate'?: FieldFilter<When>;
  'productData.brand._id'?: FieldFilter<string>;
  'productData.handle'?: FieldFilter<string>;
  'productData.name'?: FieldFilter<string>;
  'productData.physicalProperties.fulfillerId'?: FieldFilter<string>;
  'productData.productId'?: FieldFilter<string>;
  'productData.productType'?: FieldFilter<'PHYSICAL' | 'DIGITAL'>;
  'productData.slug'?: FieldFilter<string>;
  'productData.visible'?: FieldFilter<boolean>;
  'productData.visibleInPos'?: FieldFilter<boolean>;
  sku?: FieldFilter<string>;
  variantId?: FieldFilter<string>;
  visible?: FieldFilter<boolean>;
}

/** What a variants search sorts on. */
export type VariantSortField = Exclude<keyof VariantSearchFilter, '_id' | '$and' | '$or' | '$not'>;
