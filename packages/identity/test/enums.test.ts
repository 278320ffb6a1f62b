import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  AddressTag,
  AuthenticationState,
  EmailTag,
  IdentityStatus,
  PhoneTag,
  PrivacyStatus,
  StatusReason,
  TenantType,
  VerificationTarget,
} from '../src';

describe('enums', () => {
  it.each([
    [
      'AuthenticationState',
      AuthenticationState,
      ['UNKNOWN_STATE', 'SUCCESS', 'REQUIRE_OWNER_APPROVAL', 'REQUIRE_EMAIL_VERIFICATION', 'STATUS_CHECK'],
    ],
    ['IdentityStatus', IdentityStatus, ['UNKNOWN_STATUS', 'PENDING', 'ACTIVE', 'DELETED', 'BLOCKED', 'OFFLINE']],
    [
      'StatusReason',
      StatusReason,
      ['UNKNOWN_REASON', 'PENDING_ADMIN_APPROVAL_REQUIRED', 'PENDING_EMAIL_VERIFICATION_REQUIRED'],
    ],
    ['TenantType', TenantType, ['UNKNOWN_TENANT_TYPE', 'ACCOUNT', 'SITE', 'ROOT']],
    ['PrivacyStatus', PrivacyStatus, ['UNDEFINED', 'PUBLIC', 'PRIVATE']],
    ['EmailTag', EmailTag, ['UNTAGGED', 'MAIN', 'HOME', 'WORK']],
    ['PhoneTag', PhoneTag, ['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']],
    ['AddressTag', AddressTag, ['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']],
    ['VerificationTarget', VerificationTarget, ['UNKNOWN_TARGET', 'EMAIL']],
  ] as const)(
    '%s holds exactly the values of the specification, each named by itself, frozen',
    (_name, values, expected) => {
      expect(Object.keys(values)).toStrictEqual(expected);
      expect(Object.values(values)).toStrictEqual(expected);
      expect(Object.isFrozen(values)).toBe(true);
    },
  );

  it('the types are the unions of the values', () => {
    expectTypeOf<AuthenticationState>().toEqualTypeOf<
      'UNKNOWN_STATE' | 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION' | 'STATUS_CHECK'
    >();
    expectTypeOf<VerificationTarget>().toEqualTypeOf<'UNKNOWN_TARGET' | 'EMAIL'>();
    expectTypeOf<PrivacyStatus>().toEqualTypeOf<'UNDEFINED' | 'PUBLIC' | 'PRIVATE'>();
  });
});
