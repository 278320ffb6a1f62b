// The cart-side enumerations of docs/specification.md#enumerations. Each is a frozen object of its values (for code
// that wants `ChannelType.WEB`) and a string-literal union of the same name (for types). `/* @__PURE__ */` lets a
// bundler drop every object an app never reads.

/** `{ A: 'A', B: 'B' }`, frozen, typed with each value as its own literal. */
function values<const T extends string>(...names: T[]): Readonly<{ [K in T]: K }> {
  return Object.freeze(Object.fromEntries(names.map((name) => [name, name])) as { [K in T]: K });
}

type ValueOf<T> = T[keyof T];

/** Where an order comes from; `WIX_APP_STORE` and `WIX_INVOICES` are the platform's app marketplace and invoicing. */
export const ChannelType = /* @__PURE__ */ values(
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
);
export type ChannelType = ValueOf<typeof ChannelType>;

export const ItemAvailabilityStatus = /* @__PURE__ */ values(
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
);
export type ItemAvailabilityStatus = ValueOf<typeof ItemAvailabilityStatus>;

export const ItemType = /* @__PURE__ */ values('PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE');
export type ItemType = ValueOf<typeof ItemType>;

export const SubscriptionFrequency = /* @__PURE__ */ values('DAY', 'WEEK', 'MONTH', 'YEAR');
export type SubscriptionFrequency = ValueOf<typeof SubscriptionFrequency>;

/** A digital file's kind on the cart side (the catalogue's list adds `UNSPECIFIED`). */
export const FileType = /* @__PURE__ */ values(
  'SECURE_PICTURE',
  'SECURE_VIDEO',
  'SECURE_DOCUMENT',
  'SECURE_MUSIC',
  'SECURE_ARCHIVE',
);
export type FileType = ValueOf<typeof FileType>;

export const PaymentOptionType = /* @__PURE__ */ values(
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
);
export type PaymentOptionType = ValueOf<typeof PaymentOptionType>;

export const WeightUnit = /* @__PURE__ */ values('KG', 'LB');
export type WeightUnit = ValueOf<typeof WeightUnit>;

/** Brazilian tax ids: individual (CPF) or company (CNPJ). */
export const VatType = /* @__PURE__ */ values('CPF', 'CNPJ');
export type VatType = ValueOf<typeof VatType>;

export const JurisdictionType = /* @__PURE__ */ values('COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL');
export type JurisdictionType = ValueOf<typeof JurisdictionType>;

export const RateType = /* @__PURE__ */ values('NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE');
export type RateType = ValueOf<typeof RateType>;

export const ManualCalculationReason = /* @__PURE__ */ values('GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL');
export type ManualCalculationReason = ValueOf<typeof ManualCalculationReason>;

export const FallbackReason = /* @__PURE__ */ values('AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED');
export type FallbackReason = ValueOf<typeof FallbackReason>;

export const PickupMethod = /* @__PURE__ */ values('STORE_PICKUP', 'PICKUP_POINT');
export type PickupMethod = ValueOf<typeof PickupMethod>;

export const ChargeType = /* @__PURE__ */ values('HANDLING_FEE', 'INSURANCE');
export type ChargeType = ValueOf<typeof ChargeType>;

/** What a cart discount applies to (the catalogue's `DiscountType` is another list). */
export const DiscountType = /* @__PURE__ */ values('GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING');
export type DiscountType = ValueOf<typeof DiscountType>;

export const DescriptionLineType = /* @__PURE__ */ values('PLAIN_TEXT', 'COLOR');
export type DescriptionLineType = ValueOf<typeof DescriptionLineType>;

/** The rule a field violation broke, in calculation errors. */
export const RuleType = /* @__PURE__ */ values(
  'VALIDATION',
  'OTHER',
  'MAX',
  'MIN',
  'MAX_LENGTH',
  'MIN_LENGTH',
  'MAX_SIZE',
  'MIN_SIZE',
  'FORMAT',
  'DECIMAL_LTE',
  'DECIMAL_GTE',
  'DECIMAL_LT',
  'DECIMAL_GT',
  'DECIMAL_MAX_SCALE',
  'INVALID_ENUM_VALUE',
  'REQUIRED_FIELD',
  'FIELD_NOT_ALLOWED',
  'ONE_OF_ALIGNMENT',
);
export type RuleType = ValueOf<typeof RuleType>;

export const Severity = /* @__PURE__ */ values('WARNING', 'ERROR');
export type Severity = ValueOf<typeof Severity>;
