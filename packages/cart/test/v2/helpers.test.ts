// What the platform leaves to the shop: money as text in the cart's currency, and the line pictures.
import { describe, expect, it } from 'vitest';
import * as v2 from '../../src/v2';
import { sdkCartV2 } from './fixtures';

const eur = { businessInfo: { currencyCode: 'EUR' } };
const both = { businessInfo: { currencyCode: 'EUR' }, customerInfo: { currencyCode: 'USD' } };

describe('formatMoney', () => {
  it('formats convertedAmount in the visitor currency, with the locale given', () => {
    expect(v2.formatMoney({ amount: '12.50', convertedAmount: '13.75' }, both, { locale: 'en-US' })).toBe('$13.75');
    expect(v2.formatMoney({ amount: '1234.5', convertedAmount: '1234.5' }, eur, { locale: 'de-DE' })).toBe(
      '1.234,50\u00a0€',
    );
  });

  it('formats amount in the shop currency with business: true, or when there is no convertedAmount', () => {
    expect(
      v2.formatMoney({ amount: '12.50', convertedAmount: '13.75' }, both, { locale: 'en-US', business: true }),
    ).toBe('€12.50');
    expect(v2.formatMoney({ amount: '12.50' }, both, { locale: 'en-US' })).toBe('€12.50');
  });

  it('reads the currency from the cart, customerInfo falling back to businessInfo and back', () => {
    expect(v2.formatMoney(sdkCartV2.subtotal, sdkCartV2, { locale: 'en-US' })).toBe('$60.50');
    expect(v2.cartCurrency(sdkCartV2)).toEqual({ converted: 'USD', business: 'EUR' });
    expect(v2.cartCurrency(eur)).toEqual({ converted: 'EUR', business: 'EUR' });
    expect(v2.cartCurrency({ customerInfo: { currencyCode: 'JPY' } })).toEqual({ converted: 'JPY', business: 'JPY' });
    expect(v2.formatMoney({ amount: '1500' }, { customerInfo: { currencyCode: 'JPY' } }, { locale: 'en-US' })).toBe(
      '¥1,500',
    );
  });

  it("is '' without an amount, and the bare number without a currency", () => {
    expect(v2.formatMoney(undefined, eur)).toBe('');
    expect(v2.formatMoney({}, eur)).toBe('');
    expect(v2.formatMoney({ amount: '7.5' }, {}, { locale: 'en-US' })).toBe('7.50');
  });
});

describe('lineImage and lineImages', () => {
  const shirtMedia = { _id: 'm-1', image: { url: 'https://static.example.com/m-1.jpg', width: 800, height: 1000 } };
  const products = [
    { _id: 'prod-1', media: { mainMedia: shirtMedia } },
    { _id: 'prod-3', media: {} },
  ];

  it("joins a line without a picture to its product's main media by catalogItemId", () => {
    const [shirt, scarf] = sdkCartV2.lineItems!;
    expect(v2.lineImage(shirt!, products)).toBe(shirtMedia);
    // A line whose catalogue gave a picture keeps its own.
    expect(v2.lineImage(scarf!, products)).toBe('image://v1/m-2/scarf.jpg#originWidth=64&originHeight=32');
  });

  it('takes a lookup function instead of a list', () => {
    const seen: string[] = [];
    const lookup = (id: string) => {
      seen.push(id);
      return id === 'prod-1' ? 'image://v1/m-1#originWidth=800&originHeight=1000' : undefined;
    };
    expect(v2.lineImages(sdkCartV2, lookup)).toEqual(
      new Map([
        ['line-1', 'image://v1/m-1#originWidth=800&originHeight=1000'],
        ['line-2', 'image://v1/m-2/scarf.jpg#originWidth=64&originHeight=32'],
      ]),
    );
    expect(seen).toEqual(['prod-1']);
  });

  it('leaves out lines it finds no picture for', () => {
    const lines: v2.LineItem[] = [
      { _id: 'a', source: { catalogReference: { catalogItemId: 'prod-3' } } },
      { _id: 'b', source: { catalogReference: { catalogItemId: 'missing' } } },
      { _id: 'c' },
    ];
    expect(v2.lineImages({ lineItems: lines }, products)).toEqual(new Map());
  });
});
