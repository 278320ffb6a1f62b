// The pieces Catalog V3's products, variants and categories share, as the platform SDK reads them: `_id`, dates
// as `Date`, images as `image://v1/…` URIs, amounts as decimal strings.

/** An amount as the platform gives it: a decimal string and, with the `CURRENCY` field, its formatted form. */
export interface FixedMonetaryAmount {
  amount?: string;
  formattedAmount?: string | null;
}

/** A product's prices are ranges (its variants' lowest and highest); a variant's price is single. */
export interface PriceRange {
  minValue?: FixedMonetaryAmount;
  maxValue?: FixedMonetaryAmount;
}

export type MediaType = 'UNKNOWN_MEDIA_TYPE' | 'IMAGE' | 'VIDEO';

export interface Thumbnail {
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
}

/** A media item: `image` is a `image://v1/…` URI, `video` a `video://v1/…` URI, as the platform SDK reads them. */
export interface ProductMedia {
  _id?: string;
  url?: string;
  image?: string;
  video?: string;
  altText?: string | null;
  displayName?: string | null;
  mediaType?: MediaType;
  thumbnail?: Thumbnail;
  uploadId?: string;
}

export interface Media {
  /** The main picture: in every read. */
  main?: ProductMedia;
  /** Every item: only with the `MEDIA_ITEMS_INFO` field. */
  itemsInfo?: { items?: ProductMedia[] };
}

/** An error of one item of a bulk call. */
export interface ApplicationError {
  code?: string;
  description?: string;
  data?: Record<string, unknown> | null;
}

export interface ItemMetadata {
  _id?: string | null;
  originalIndex?: number;
  success?: boolean;
  error?: ApplicationError;
}

export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

export interface CursorPagingMetadata {
  count?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean | null;
}

export type SortOrder = 'ASC' | 'DESC';

export interface Sorting<Field extends string = string> {
  fieldName?: Field;
  order?: SortOrder;
}

/** Free-text search: `expression` over `fields` (all searchable fields when empty). */
export interface SearchDetails<Field extends string = string> {
  mode?: 'OR' | 'AND';
  expression?: string | null;
  fields?: Field[];
  fuzzy?: boolean;
}

/** An aggregation request (faceted search), passed to the platform as given. */
export interface Aggregation {
  name?: string | null;
  type?: 'UNKNOWN_AGGREGATION_TYPE' | 'VALUE' | 'RANGE' | 'SCALAR' | 'DATE_HISTOGRAM' | 'NESTED';
  fieldPath?: string;
  value?: Record<string, unknown>;
  range?: Record<string, unknown>;
  scalar?: Record<string, unknown>;
  dateHistogram?: Record<string, unknown>;
  nested?: Record<string, unknown>;
}

/** Aggregation answers, as the platform gives them. */
export interface AggregationData {
  results?: Record<string, unknown>[];
}

/** A search request: filter, sort, free text and aggregations, or a cursor alone. */
export interface CursorSearch<
  Filter = Record<string, unknown>,
  SortField extends string = string,
  SearchField extends string = string,
> {
  /** With a cursor, the platform refuses `filter`, `sort` and `search`: the cursor carries them. */
  cursorPaging?: { limit?: number | null; cursor?: string | null };
  filter?: Filter | null;
  sort?: Sorting<SortField>[];
  aggregations?: Aggregation[];
  search?: SearchDetails<SearchField>;
  timeZone?: string | null;
}

/** Rich content (Ricos) as the platform gives it. */
export interface RichContent {
  nodes?: Record<string, unknown>[];
  metadata?: { version?: number; createdTimestamp?: Date; updatedTimestamp?: Date; id?: string | null };
  documentStyle?: Record<string, unknown>;
}

export interface SeoSchema {
  tags?: {
    type?: string;
    props?: Record<string, unknown> | null;
    meta?: Record<string, unknown> | null;
    children?: string;
    custom?: boolean;
    disabled?: boolean;
  }[];
  settings?: {
    preventAutoRedirect?: boolean;
    keywords?: { term?: string; isMain?: boolean; origin?: string | null }[];
  };
}

export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>;
}

/** A category tree: the stores' is {@link STORES_TREE}. */
export interface TreeReference {
  appNamespace?: string;
  treeKey?: string | null;
}

export interface Breadcrumb {
  categoryId?: string;
  categoryName?: string;
  categorySlug?: string;
}

export interface BreadcrumbsInfo {
  breadcrumbs?: Breadcrumb[];
}
