import type { AddressTag, EmailTag, IdentityStatus, PhoneTag, PrivacyStatus, StatusReason } from '../enums';

/** A custom field's value: exactly one of the members is set. Lists and maps nest further values. */
export interface CustomValue {
  strValue?: string;
  numValue?: number;
  /** A `Date` both ways; ISO on the wire. */
  dateValue?: Date;
  listValue?: { value: CustomValue[] };
  mapValue?: { value: Record<string, CustomValue> };
}

export interface CustomField {
  /** The extended field's key without its `custom.` prefix. */
  name: string;
  value: CustomValue;
}

export interface IdentityEmail {
  email: string;
  tag?: EmailTag;
}

export interface IdentityPhone {
  phone: string;
  countryCode?: string;
  tag?: PhoneTag;
}

/**
 * A postal address as the SDK sees it: on the wire `addressLine1`, `formatted` and `location` are `addressLine`,
 * `formattedAddress` and `geocode`; the other fields travel as they are.
 */
export interface Address {
  country?: string;
  /** ISO 3166-2, e.g. `DE-BE`. */
  subdivision?: string;
  city?: string;
  postalCode?: string;
  /** The street line (`addressLine` on the wire). */
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: { number?: string; name?: string; apt?: string; formattedAddressLine?: string };
  /** The whole address on one line (`formattedAddress` on the wire). */
  formatted?: string;
  /** Where it is (`geocode` on the wire). */
  location?: { latitude?: number; longitude?: number };
  hint?: string;
}

export interface IdentityAddress {
  address: Address;
  tag?: AddressTag;
}

/** A member's profile: what registration and sign-on send, and what an identity carries. */
export interface IdentityProfile {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  picture?: string;
  language?: string;
  company?: string;
  position?: string;
  /** `YYYY-MM-DD`. */
  birthdate?: string;
  labels?: string[];
  emails?: IdentityEmail[];
  phones?: IdentityPhone[];
  addresses?: IdentityAddress[];
  customFields?: CustomField[];
  privacyStatus?: PrivacyStatus;
}

/** A member's identity as the identity service answers it. */
export interface Identity {
  _id: string;
  /** Increases with every change. */
  revision?: string;
  _createdDate?: Date;
  _updatedDate?: Date;
  identityProfile?: IdentityProfile;
  status?: { name: IdentityStatus; reasons: StatusReason[] };
  email?: { address: string; isVerified: boolean };
}
