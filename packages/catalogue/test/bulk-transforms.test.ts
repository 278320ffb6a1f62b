import { describe, expect, it } from 'vitest';
import { bulkAdjustProductProperty, bulkUpdateProductsProperty } from '../src';
import { makeClient, useServer } from './server';

const { answer } = useServer();

describe('bulk writes', () => {
  it('bulkUpdateProductsProperty sends non-finite amounts as strings', async () => {
    const seen = answer({ bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 }, results: [] });
    await bulkUpdateProductsProperty(makeClient(), ['p1'], { price: Infinity, cost: NaN, weight: 1.25 });
    expect(seen[0]!.body).toBe('{"ids":["p1"],"set":{"price":"Infinity","cost":"NaN","weight":1.25}}');
  });

  it('bulkAdjustProductProperty sends non-finite amounts and percentages as strings', async () => {
    const seen = answer({ bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 }, results: [] });
    await bulkAdjustProductProperty(makeClient(), ['p1', 'p2'], {
      price: { amount: NaN },
      weight: { percentage: -Infinity },
    });
    expect(seen[0]!.body).toBe(
      '{"adjust":{"price":{"amount":"NaN"},"weight":{"percentage":"-Infinity"}},"ids":["p1","p2"]}',
    );
  });
});
