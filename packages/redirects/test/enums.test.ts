import { describe, expect, expectTypeOf, it } from 'vitest';
import { CallbackType, LocationType, MembersAccountSection, Prompt } from '../src';

describe('enums', () => {
  it.each([
    ['LocationType', LocationType, ['OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM']],
    ['Prompt', Prompt, ['login', 'none', 'consent', 'select_account']],
    ['MembersAccountSection', MembersAccountSection, ['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']],
    ['CallbackType', CallbackType, ['LOGOUT', 'CHECKOUT', 'AUTHORIZE']],
  ] as const)(
    '%s holds exactly the values of the specification, each named by itself, frozen',
    (_name, values, expected) => {
      expect(Object.keys(values)).toStrictEqual(expected);
      expect(Object.values(values)).toStrictEqual(expected);
      expect(Object.isFrozen(values)).toBe(true);
    },
  );

  it('the types are the unions of the values', () => {
    expectTypeOf<Prompt>().toEqualTypeOf<'login' | 'none' | 'consent' | 'select_account'>();
    expectTypeOf<LocationType>().toEqualTypeOf<'OWNER_BUSINESS' | 'OWNER_CUSTOM' | 'CUSTOM'>();
    expectTypeOf<MembersAccountSection>().toEqualTypeOf<
      'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS'
    >();
    expectTypeOf<CallbackType>().toEqualTypeOf<'LOGOUT' | 'CHECKOUT' | 'AUTHORIZE'>();
  });
});
