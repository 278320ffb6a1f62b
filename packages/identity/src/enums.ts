// The identity enumerations of docs/specification.md#enumerations and docs/specification.md#4-states. Each is a
// frozen object of its values (for code that wants `AuthenticationState.SUCCESS`) and a string-literal union of the
// same name (for types). `/* @__PURE__ */` lets a bundler drop the objects an app never reads.

/** The server's answer to a sign-in step (docs/specification.md#server-authentication-state). */
export const AuthenticationState = /* @__PURE__ */ Object.freeze({
  UNKNOWN_STATE: 'UNKNOWN_STATE',
  /** Signed in: the answer carries a `sessionToken`. */
  SUCCESS: 'SUCCESS',
  /** The site owner must approve the member first; the answer carries a `stateToken`. */
  REQUIRE_OWNER_APPROVAL: 'REQUIRE_OWNER_APPROVAL',
  /** A code was e-mailed; verify it with the answer's `stateToken`. */
  REQUIRE_EMAIL_VERIFICATION: 'REQUIRE_EMAIL_VERIFICATION',
  STATUS_CHECK: 'STATUS_CHECK',
} as const);
export type AuthenticationState = (typeof AuthenticationState)[keyof typeof AuthenticationState];

export const IdentityStatus = /* @__PURE__ */ Object.freeze({
  UNKNOWN_STATUS: 'UNKNOWN_STATUS',
  PENDING: 'PENDING',
  ACTIVE: 'ACTIVE',
  DELETED: 'DELETED',
  BLOCKED: 'BLOCKED',
  OFFLINE: 'OFFLINE',
} as const);
export type IdentityStatus = (typeof IdentityStatus)[keyof typeof IdentityStatus];

/** Why an identity is `PENDING`. */
export const StatusReason = /* @__PURE__ */ Object.freeze({
  UNKNOWN_REASON: 'UNKNOWN_REASON',
  PENDING_ADMIN_APPROVAL_REQUIRED: 'PENDING_ADMIN_APPROVAL_REQUIRED',
  PENDING_EMAIL_VERIFICATION_REQUIRED: 'PENDING_EMAIL_VERIFICATION_REQUIRED',
} as const);
export type StatusReason = (typeof StatusReason)[keyof typeof StatusReason];

export const TenantType = /* @__PURE__ */ Object.freeze({
  UNKNOWN_TENANT_TYPE: 'UNKNOWN_TENANT_TYPE',
  ACCOUNT: 'ACCOUNT',
  SITE: 'SITE',
  ROOT: 'ROOT',
} as const);
export type TenantType = (typeof TenantType)[keyof typeof TenantType];

/** Whether a member's profile is visible to other members. */
export const PrivacyStatus = /* @__PURE__ */ Object.freeze({
  UNDEFINED: 'UNDEFINED',
  PUBLIC: 'PUBLIC',
  PRIVATE: 'PRIVATE',
} as const);
export type PrivacyStatus = (typeof PrivacyStatus)[keyof typeof PrivacyStatus];

export const EmailTag = /* @__PURE__ */ Object.freeze({
  UNTAGGED: 'UNTAGGED',
  MAIN: 'MAIN',
  HOME: 'HOME',
  WORK: 'WORK',
} as const);
export type EmailTag = (typeof EmailTag)[keyof typeof EmailTag];

export const PhoneTag = /* @__PURE__ */ Object.freeze({
  UNTAGGED: 'UNTAGGED',
  MAIN: 'MAIN',
  HOME: 'HOME',
  MOBILE: 'MOBILE',
  WORK: 'WORK',
  FAX: 'FAX',
} as const);
export type PhoneTag = (typeof PhoneTag)[keyof typeof PhoneTag];

export const AddressTag = /* @__PURE__ */ Object.freeze({
  UNTAGGED: 'UNTAGGED',
  HOME: 'HOME',
  WORK: 'WORK',
  BILLING: 'BILLING',
  SHIPPING: 'SHIPPING',
} as const);
export type AddressTag = (typeof AddressTag)[keyof typeof AddressTag];

/** What `startVerification` verifies. */
export const VerificationTarget = /* @__PURE__ */ Object.freeze({
  UNKNOWN_TARGET: 'UNKNOWN_TARGET',
  EMAIL: 'EMAIL',
} as const);
export type VerificationTarget = (typeof VerificationTarget)[keyof typeof VerificationTarget];
