import type { Address } from '@vitrine/http';
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
export type { Address };
