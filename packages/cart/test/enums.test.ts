import { describe, expect, it } from 'vitest';
import * as cart from '../src';

// docs/specification.md#3-entities, cart side, in the specification's order.
const expected: Record<string, string[]> = {
  ChannelType: [
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
  ],
  ItemAvailabilityStatus: ['AVAILABLE', 'NOT_FOUND', 'NOT_AVAILABLE', 'PARTIALLY_AVAILABLE'],
  ItemType: ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'],
  SubscriptionFrequency: ['DAY', 'WEEK', 'MONTH', 'YEAR'],
  FileType: ['SECURE_PICTURE', 'SECURE_VIDEO', 'SECURE_DOCUMENT', 'SECURE_MUSIC', 'SECURE_ARCHIVE'],
  PaymentOptionType: [
    'FULL_PAYMENT_ONLINE',
    'FULL_PAYMENT_OFFLINE',
    'MEMBERSHIP',
    'DEPOSIT_ONLINE',
    'MEMBERSHIP_OFFLINE',
  ],
  WeightUnit: ['KG', 'LB'],
  VatType: ['CPF', 'CNPJ'],
  JurisdictionType: ['COUNTRY', 'STATE', 'COUNTY', 'CITY', 'SPECIAL'],
  RateType: ['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE'],
  ManualCalculationReason: ['GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL'],
  FallbackReason: ['AUTO_TAX_FAILED', 'AUTO_TAX_DEACTIVATED'],
  PickupMethod: ['STORE_PICKUP', 'PICKUP_POINT'],
  ChargeType: ['HANDLING_FEE', 'INSURANCE'],
  DiscountType: ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'],
  DescriptionLineType: ['PLAIN_TEXT', 'COLOR'],
  RuleType: [
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
  ],
  Severity: ['WARNING', 'ERROR'],
};

describe('enumerations', () => {
  it.each(Object.entries(expected))('%s maps each value to itself, in order, frozen', (name, values) => {
    const object = (cart as unknown as Record<string, Record<string, string>>)[name]!;
    expect(Object.entries(object)).toEqual(values.map((v) => [v, v]));
    expect(Object.isFrozen(object)).toBe(true);
  });

  it("exports the platform's stores catalogue app id as STORES_APP_ID", () => {
    expect(cart.STORES_APP_ID).toBe('215238eb-22a5-4c36-9e7b-e7c08025e04e');
  });

  it('exports exactly these value objects, the nine calls and STORES_APP_ID', () => {
    const names = Object.keys(cart).sort();
    expect(names).toEqual(
      [
        ...Object.keys(expected),
        'addToCurrentCart',
        'createCheckoutFromCurrentCart',
        'deleteCurrentCart',
        'estimateCurrentCartTotals',
        'getCurrentCart',
        'removeCouponFromCurrentCart',
        'removeLineItemsFromCurrentCart',
        'updateCurrentCart',
        'updateCurrentCartLineItemQuantity',
        'STORES_APP_ID',
      ].sort(),
    );
  });

  it('are usable as types: a value of the object is a value of the union', () => {
    const channel: cart.ChannelType = cart.ChannelType.WIX_APP_STORE;
    const severity: cart.Severity = cart.Severity.ERROR;
    expect([channel, severity]).toEqual(['WIX_APP_STORE', 'ERROR']);
  });
});
