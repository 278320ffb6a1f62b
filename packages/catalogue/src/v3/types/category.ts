import type { BreadcrumbsInfo, ExtendedFields, RichContent, SeoSchema, TreeReference } from './common';

/** A category of a tree (the stores' tree for a shop): V3's counterpart of a V1 collection. */
export interface Category {
  _id?: string | null;
  revision?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  name?: string | null;
  /** A `image://v1/…` URI. */
  image?: string;
  /** How many items the category holds, its subcategories' included. */
  itemCounter?: number;
  /** With the `DESCRIPTION` field. */
  description?: string | null;
  visible?: boolean | null;
  /** With the `BREADCRUMBS_INFO` field. */
  breadcrumbsInfo?: BreadcrumbsInfo;
  parentCategory?: { _id?: string | null; index?: number | null };
  slug?: string | null;
  seoData?: SeoSchema;
  /** With the `RICH_CONTENT_DESCRIPTION` field. */
  richContentDescription?: RichContent;
  treeReference?: TreeReference;
  managingAppId?: string | null;
  extendedFields?: ExtendedFields;
}

/** The extra parts a categories read asks for. */
export type CategoryRequestedField = 'BREADCRUMBS_INFO' | 'DESCRIPTION' | 'RICH_CONTENT_DESCRIPTION';

/** An item in a category: for the stores' tree, a product's id and the stores app's id. */
export interface ItemReference {
  catalogItemId?: string;
  appId?: string;
}
