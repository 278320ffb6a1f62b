// The catalogue-side enumerations of docs/specification.md#enumerations. Each is a frozen object of its values (for
// code that wants `ProductType.physical`) and a string-literal union of the same name (for types).
// `/* @__PURE__ */` lets a bundler drop the objects an app never reads.

export const ProductType = /* @__PURE__ */ Object.freeze({
  unspecified_product_type: 'unspecified_product_type',
  physical: 'physical',
  digital: 'digital',
} as const);
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const InventoryStatus = /* @__PURE__ */ Object.freeze({
  IN_STOCK: 'IN_STOCK',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PARTIALLY_OUT_OF_STOCK: 'PARTIALLY_OUT_OF_STOCK',
} as const);
export type InventoryStatus = (typeof InventoryStatus)[keyof typeof InventoryStatus];

export const MeasurementUnit = /* @__PURE__ */ Object.freeze({
  UNSPECIFIED: 'UNSPECIFIED',
  ML: 'ML',
  CL: 'CL',
  L: 'L',
  CBM: 'CBM',
  MG: 'MG',
  G: 'G',
  KG: 'KG',
  MM: 'MM',
  CM: 'CM',
  M: 'M',
  SQM: 'SQM',
  OZ: 'OZ',
  LB: 'LB',
  FLOZ: 'FLOZ',
  PT: 'PT',
  QT: 'QT',
  GAL: 'GAL',
  IN: 'IN',
  FT: 'FT',
  YD: 'YD',
  SQFT: 'SQFT',
} as const);
export type MeasurementUnit = (typeof MeasurementUnit)[keyof typeof MeasurementUnit];

export const OptionType = /* @__PURE__ */ Object.freeze({
  unspecified_option_type: 'unspecified_option_type',
  drop_down: 'drop_down',
  color: 'color',
} as const);
export type OptionType = (typeof OptionType)[keyof typeof OptionType];

/** A product's discount kind (the cart has its own `DiscountType` with other values). */
export const DiscountType = /* @__PURE__ */ Object.freeze({
  UNDEFINED: 'UNDEFINED',
  NONE: 'NONE',
  AMOUNT: 'AMOUNT',
  PERCENT: 'PERCENT',
} as const);
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

/** Product and collection media kinds; collections use every value but the first. */
export const MediaItemType = /* @__PURE__ */ Object.freeze({
  unspecified_media_item_type: 'unspecified_media_item_type',
  image: 'image',
  video: 'video',
  audio: 'audio',
  document: 'document',
  zip: 'zip',
} as const);
export type MediaItemType = (typeof MediaItemType)[keyof typeof MediaItemType];

/** Catalogue file kinds: the cart's secure file types with `UNSPECIFIED` first. */
export const FileType = /* @__PURE__ */ Object.freeze({
  UNSPECIFIED: 'UNSPECIFIED',
  SECURE_PICTURE: 'SECURE_PICTURE',
  SECURE_VIDEO: 'SECURE_VIDEO',
  SECURE_DOCUMENT: 'SECURE_DOCUMENT',
  SECURE_MUSIC: 'SECURE_MUSIC',
  SECURE_ARCHIVE: 'SECURE_ARCHIVE',
} as const);
export type FileType = (typeof FileType)[keyof typeof FileType];

export const SortOrder = /* @__PURE__ */ Object.freeze({ ASC: 'ASC', DESC: 'DESC' } as const);
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
