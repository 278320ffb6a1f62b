import { catalogueTags } from '@vitrine/events';
import { expect, it } from 'vitest';
import { shopTags } from '../src/index';
import * as expected from './fixtures/expected';
import { MUG_ID, SHIRT_ID, SHIRTS_ID } from './fixtures/v1';

it("names the tags as @vitrine/events' catalogueTags, whose revalidation stales them", () => {
  expect(shopTags.product('p1')).toBe(catalogueTags.product('p1'));
  expect(shopTags.category('c1')).toBe(catalogueTags.collection('c1'));
  expect(shopTags.productLists).toBe(catalogueTags.productLists);
  expect(shopTags.categoryLists).toBe(catalogueTags.collectionLists);
  expect(shopTags.productListsByPrice).toBe(catalogueTags.productListsByPrice);
  expect(shopTags.productListsByName).toBe(catalogueTags.productListsByName);
  expect(shopTags.searchedProductLists).toBe(catalogueTags.searchedProductLists);
});

it('gives the tags of each read', () => {
  const shirt = expected.shirt(true);
  const list = {
    products: [expected.listed(shirt), expected.withoutQuantity(expected.listed(expected.mug(true, 'variant')))],
    page: 1,
    pageSize: 20,
  };
  expect(shopTags.of(shirt)).toEqual([`vitrine:product:${SHIRT_ID}`]);
  expect(shopTags.of(list)).toEqual([
    'vitrine:product-lists',
    `vitrine:product:${SHIRT_ID}`,
    `vitrine:product:${MUG_ID}`,
  ]);
  expect(shopTags.of(expected.shirts)).toEqual([`vitrine:collection:${SHIRTS_ID}`]);
  expect(shopTags.of([expected.shirts])).toEqual(['vitrine:collection-lists', `vitrine:collection:${SHIRTS_ID}`]);
});

it("a list's query adds the tags of what orders or finds it: a price change reaches a price-sorted list", () => {
  const list = { products: [expected.listed(expected.shirt(true))], page: 1, pageSize: 20 };
  const shirt = `vitrine:product:${SHIRT_ID}`;
  expect(shopTags.of(list, { sort: 'price-asc' })).toEqual([
    'vitrine:product-lists',
    'vitrine:product-lists:by-price',
    shirt,
  ]);
  expect(shopTags.of(list, { sort: 'price-desc', search: 'linen' })).toEqual([
    'vitrine:product-lists',
    'vitrine:product-lists:by-price',
    'vitrine:product-lists:searched',
    shirt,
  ]);
  expect(shopTags.of(list, { sort: 'name', search: '  ' })).toEqual([
    'vitrine:product-lists',
    'vitrine:product-lists:by-name',
    shirt,
  ]);
  // Newest first and the store's own order move with no product's data: the exact tags only.
  expect(shopTags.of(list, { sort: 'newest' })).toEqual(['vitrine:product-lists', shirt]);
  expect(shopTags.of(list, { sort: 'featured' })).toEqual(['vitrine:product-lists', shirt]);
});
