// The redirect-session enumerations of docs/specification.md#enumerations. Each is a frozen object of its values
// (for code that wants `Prompt.login`) and a string-literal union of the same name (for types). `/* @__PURE__ */`
// lets a bundler drop the objects an app never reads.

/** Where a bookings slot takes place. */
export const LocationType = /* @__PURE__ */ Object.freeze({
  /** The business address from the site's settings. */
  OWNER_BUSINESS: 'OWNER_BUSINESS',
  /** The address set on the service. */
  OWNER_CUSTOM: 'OWNER_CUSTOM',
  /** The address set on the single session. */
  CUSTOM: 'CUSTOM',
} as const);
export type LocationType = (typeof LocationType)[keyof typeof LocationType];

/** How the authorization page treats a visitor: `none` is the silent flow, `login` (the default) shows the form. */
export const Prompt = /* @__PURE__ */ Object.freeze({
  login: 'login',
  none: 'none',
  consent: 'consent',
  select_account: 'select_account',
} as const);
export type Prompt = (typeof Prompt)[keyof typeof Prompt];

/** A page of the member's account area. */
export const MembersAccountSection = /* @__PURE__ */ Object.freeze({
  ACCOUNT_INFO: 'ACCOUNT_INFO',
  BOOKINGS: 'BOOKINGS',
  ORDERS: 'ORDERS',
  SUBSCRIPTIONS: 'SUBSCRIPTIONS',
  EVENTS: 'EVENTS',
} as const);
export type MembersAccountSection = (typeof MembersAccountSection)[keyof typeof MembersAccountSection];

/** The flow a callback URL returns from. */
export const CallbackType = /* @__PURE__ */ Object.freeze({
  LOGOUT: 'LOGOUT',
  CHECKOUT: 'CHECKOUT',
  AUTHORIZE: 'AUTHORIZE',
} as const);
export type CallbackType = (typeof CallbackType)[keyof typeof CallbackType];
