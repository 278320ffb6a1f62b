import { describe, expect, it } from 'vitest';
import { shopCategories, shopCategory, shopProduct, shopProducts } from '../src/index';
import * as expected from './fixtures/expected';
import { v1Routes, v3Routes } from './fixtures/routes';
import { MUG_ID, SHIRT_ID } from './fixtures/v1';
import { makeClient, serve, useServer } from './server';

// One store, answered by Catalog V1 and by Catalog V3 (fixtures/v1.ts, fixtures/v3.ts): the model reads the same.

const server = useServer();

describe.each([
  ['Catalog V1', v1Routes, 'choices'],
  ['Catalog V3', v3Routes, 'variant'],
] as const)('on %s', (_name, routes, mugCartBy) => {
  it('lists the products as a list carries them: no variants, no description, the main picture', async () => {
    serve(server, routes());
    const list = await shopProducts(makeClient());
    expect(list).toEqual({
      // A list's quantity is V1's alone: V3 keeps it in the inventory items, which only a product read asks.
      products: [
        expected.listed(expected.shirt(true)),
        mugCartBy === 'choices'
          ? expected.listed(expected.mug(true, mugCartBy))
          : expected.withoutQuantity(expected.listed(expected.mug(true, mugCartBy))),
      ],
      page: 1,
      pageSize: 20,
      ...(mugCartBy === 'choices' ? { total: 2 } : {}),
    });
    expect(list.products[0]!.variants).toBeUndefined();
  });

  it('reads a product whole, by slug and by id: variants, options, prices, stock, media, categories', async () => {
    serve(server, routes());
    const client = makeClient();
    expect(await shopProduct(client, { slug: 'linen-shirt' })).toEqual(expected.shirt(true));
    expect(await shopProduct(client, { id: SHIRT_ID })).toEqual(expected.shirt(true));
    expect(await shopProduct(client, { id: MUG_ID })).toEqual(expected.mug(true, mugCartBy));
  });

  it('answers null for a product or a category the store does not have', async () => {
    serve(server, routes());
    const client = makeClient();
    expect(await shopProduct(client, { slug: 'nope' })).toBeNull();
    expect(await shopCategory(client, 'nope')).toBeNull();
  });

  it('reads the categories: V1 collections but "All Products", V3 categories of the stores tree', async () => {
    serve(server, routes());
    const client = makeClient();
    expect(await shopCategories(client)).toEqual([expected.shirts]);
    expect(await shopCategory(client, 'shirts')).toEqual(expected.shirts);
  });

  it('answers plain data: what crosses from a server component to a client one is the same after JSON', async () => {
    serve(server, routes());
    const client = makeClient();
    for (const answer of [
      await shopProducts(client),
      await shopProduct(client, { slug: 'linen-shirt' }),
      await shopCategories(client),
    ])
      expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });
});

it('"All Products" is no category on V1, even by its slug', async () => {
  serve(server, v1Routes());
  expect(await shopCategory(makeClient(), 'all-products')).toBeNull();
});
