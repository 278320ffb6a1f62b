import { expect, it } from 'vitest';
import { shopProducts } from '../src/index';
import { v1Routes } from './fixtures/routes';
import * as v1 from './fixtures/v1';
import { makeClient, serve, useServer } from './server';

// A V1 list answers the text of the product's own price only: the range's other bound and the "was" prices are
// formatted by the model, the way the store formats money.

const server = useServer();

const listOf = (formatted: { price: string; discountedPrice: string }) => ({
  ...v1Routes(),
  'GET /stores-reader/v1/products/query-platformized': {
    products: [{ ...v1.shirt(false), priceData: { ...v1.shirt(false).priceData, formatted } }],
    metadata: { count: 1, offset: 0, total: 1 },
  },
});

it.each([
  ['the en-US form', { price: '€100.00', discountedPrice: '€90.00' }, ['€90.00', '€99.00', '€100.00', '€110.00']],
  ['a German store', { price: '100,00 €', discountedPrice: '90,00 €' }, ['90,00 €', '99,00 €', '100,00 €', '110,00 €']],
  [
    'a French store',
    { price: '100,00 €', discountedPrice: '90,00\u00a0€' },
    ['90,00\u00a0€', '99,00\u00a0€', '100,00 €', '110,00\u00a0€'],
  ],
])('formats the bounds it computes in %s', async (_name, formatted, [min, max, wasMin, wasMax]) => {
  serve(server, listOf(formatted));
  const [shirt] = (await shopProducts(makeClient())).products;
  expect(
    [shirt!.price.min, shirt!.price.max, shirt!.price.compareAtMin, shirt!.price.compareAtMax].map((m) => m?.formatted),
  ).toEqual([min, max, wasMin, wasMax]);
  expect(shirt!.price.formatted).toBe(`${min} – ${max}`);
});
