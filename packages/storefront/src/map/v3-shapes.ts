// The parts of Catalog V3's answers the model reads, as `@vitrine/catalogue/v3` gives them (the platform SDK's
// shapes: `_id`, media as URIs). Kept structural and loose (`| null` where the platform sends null), so the model
// maps what the catalogue returns without depending on every field of its types.

type Maybe<T> = T | null | undefined;

export interface V3Money {
  amount?: Maybe<string>;
  formattedAmount?: Maybe<string>;
}

export interface V3Range {
  minValue?: Maybe<V3Money>;
  maxValue?: Maybe<V3Money>;
}

export interface V3Media {
  _id?: Maybe<string>;
  /** A media URI (`wix:image://v1/…`) as the platform SDK gives it, or the wire's image object. */
  image?: Maybe<string | { id?: Maybe<string>; url?: Maybe<string>; width?: Maybe<number>; height?: Maybe<number> }>;
  url?: Maybe<string>;
  altText?: Maybe<string>;
}

export interface V3Choice {
  choiceId?: Maybe<string>;
  name?: Maybe<string>;
  colorCode?: Maybe<string>;
  choiceType?: Maybe<string>;
  inStock?: Maybe<boolean>;
  visible?: Maybe<boolean>;
  linkedMedia?: Maybe<V3Media[]>;
}

export interface V3Option {
  _id?: Maybe<string>;
  name?: Maybe<string>;
  optionRenderType?: Maybe<string>;
  choicesSettings?: Maybe<{ choices?: Maybe<V3Choice[]> }>;
}

export interface V3Variant {
  _id?: Maybe<string>;
  visible?: Maybe<boolean>;
  sku?: Maybe<string>;
  choices?: Maybe<
    {
      optionChoiceIds?: Maybe<{ optionId?: Maybe<string>; choiceId?: Maybe<string> }>;
      optionChoiceNames?: Maybe<{ optionName?: Maybe<string>; choiceName?: Maybe<string> }>;
    }[]
  >;
  price?: Maybe<{ actualPrice?: Maybe<V3Money>; compareAtPrice?: Maybe<V3Money> }>;
  inventoryStatus?: Maybe<{ inStock?: Maybe<boolean>; preorderEnabled?: Maybe<boolean> }>;
}

export interface V3ProductLike {
  _id?: Maybe<string>;
  name?: Maybe<string>;
  slug?: Maybe<string>;
  plainDescription?: Maybe<string>;
  visible?: Maybe<boolean>;
  media?: Maybe<{ main?: Maybe<V3Media>; itemsInfo?: Maybe<{ items?: Maybe<V3Media[]> }> }>;
  options?: Maybe<V3Option[]>;
  brand?: Maybe<{ name?: Maybe<string> }>;
  ribbon?: Maybe<{ name?: Maybe<string> }>;
  allCategoriesInfo?: Maybe<{ categories?: Maybe<{ _id?: Maybe<string> }[]> }>;
  inventory?: Maybe<{ availabilityStatus?: Maybe<string>; preorderStatus?: Maybe<string> }>;
  currency?: Maybe<string>;
  actualPriceRange?: Maybe<V3Range>;
  compareAtPriceRange?: Maybe<V3Range>;
  variantsInfo?: Maybe<{ variants?: Maybe<V3Variant[]> }>;
}

export interface V3CategoryLike {
  _id?: Maybe<string>;
  name?: Maybe<string>;
  slug?: Maybe<string>;
  description?: Maybe<string>;
  image?: Maybe<string>;
  itemCounter?: Maybe<number>;
  visible?: Maybe<boolean>;
}
