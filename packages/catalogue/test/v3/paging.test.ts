// Cursor paging on the wire: one request per page, a next page by its cursor alone (the platform refuses a filter
// or sort beside a cursor), and the POST fallback of a long query or search.
import { expect, it } from 'vitest';
import { isPagingError } from '@vitrine/query';
import * as v3 from '../../src/v3';
import { decodePacked, makeClient, useServer } from '../server';

const { answer } = useServer();

it('queryProducts: hasNext() and next() fetch the next page by its cursor, with the same fields', async () => {
  const seen = answer((index) => ({
    products: [{ id: `prod-${index}` }],
    pagingMetadata:
      index === 0 ? { count: 1, cursors: { next: 'c-2' }, hasNext: true } : { count: 1, cursors: { prev: 'c-1' } },
  }));
  const first = await v3
    .queryProducts(makeClient(), { fields: ['CURRENCY'] })
    .eq('visible', true)
    .ascending('slug')
    .limit(1)
    .find();
  expect(first.items).toEqual([{ _id: 'prod-0' }]);
  expect(first.hasNext()).toBe(true);
  const second = await first.next();
  expect(second.items).toEqual([{ _id: 'prod-1' }]);
  expect(second.hasNext()).toBe(false);
  expect(second.hasPrev()).toBe(true);
  await expect(second.next()).rejects.toSatisfy(isPagingError);
  expect(seen).toHaveLength(2);
  expect(seen.map((s) => decodePacked(s.url))).toEqual([
    {
      query: { filter: { visible: true }, sort: [{ fieldName: 'slug', order: 'ASC' }], cursorPaging: { limit: 1 } },
      fields: ['CURRENCY'],
    },
    { query: { cursorPaging: { limit: 1, cursor: 'c-2' } }, fields: ['CURRENCY'] },
  ]);
});

it('a long search goes as one POST with the same body', async () => {
  const seen = answer({ products: [] });
  const ids = Array.from({ length: 150 }, (_, i) => `prod-not-there-${String(i).padStart(4, '0')}`);
  await v3.searchProducts(makeClient(), { filter: { _id: { $in: ids } } }, { fields: ['URL'] });
  expect(seen).toHaveLength(1);
  expect(seen[0]!.method).toBe('POST');
  expect(new URL(seen[0]!.url).search).toBe('');
  expect(JSON.parse(seen[0]!.body)).toEqual({ search: { filter: { id: { $in: ids } } }, fields: ['URL'] });
});

it('queryCategories and queryVariants page the same way (POST, the cursor alone)', async () => {
  const seen = answer((index) => ({
    categories: [{ id: `cat-${index}` }],
    pagingMetadata: index === 0 ? { cursors: { next: 'c-2' }, hasNext: true } : {},
  }));
  const first = await v3.queryCategories(makeClient()).eq('visible', true).limit(1).find();
  await first.next();
  expect(seen.map((s) => JSON.parse(s.body))).toEqual([
    {
      query: { filter: { visible: true }, cursorPaging: { limit: 1 } },
      treeReference: { appNamespace: '@wix/stores' },
    },
    { query: { cursorPaging: { limit: 1, cursor: 'c-2' } }, treeReference: { appNamespace: '@wix/stores' } },
  ]);
});
