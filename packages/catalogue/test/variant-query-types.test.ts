import { describe, expect, it } from 'vitest';
import { queryStoreVariants, type PlainQuery, type StoreVariantQueryFields } from '../src';
import { makeClient, useServer } from './server';

const { answer } = useServer();

// Checked by `pnpm typecheck`: each @ts-expect-error must meet an error.
describe('queryStoreVariants: a typed query object', () => {
  it('takes the variant fields with their value types, and sends them with _id renamed', async () => {
    const seen = answer({ variants: [], metadata: { count: 0, offset: 0, total: 0 } });
    await queryStoreVariants(makeClient(), {
      filter: {
        productId: 'p1',
        'stock.inStock': true,
        'stock.quantity': { $gte: 2 },
        $or: [{ _id: { $in: ['p1-v1', 'p1-v2'] } }, { variantName: { $startsWith: 'M' } }],
      },
      sort: [{ fieldName: 'variantName', order: 'DESC' }],
      paging: { limit: 5 },
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      query: {
        filter: {
          productId: 'p1',
          'stock.inStock': true,
          'stock.quantity': { $gte: 2 },
          $or: [{ id: { $in: ['p1-v1', 'p1-v2'] } }, { variantName: { $startsWith: 'M' } }],
        },
        sort: [{ fieldName: 'variantName', order: 'DESC' }],
        paging: { limit: 5 },
      },
    });
  });

  it('refuses an unknown field, a value of the wrong type and an unsortable field (the run time would send them)', async () => {
    const seen = answer({ variants: [], metadata: { count: 0, offset: 0, total: 0 } });
    const refused: PlainQuery<StoreVariantQueryFields>[] = [
      // @ts-expect-error a typo is not a field
      { filter: { prodcutId: 'p1' } },
      // @ts-expect-error the quantity is a number
      { filter: { 'stock.quantity': { $gte: '2' } } },
      // @ts-expect-error inStock is a boolean
      { filter: { $or: [{ 'stock.inStock': 'yes' }] } },
      // @ts-expect-error not sortable
      { sort: [{ fieldName: 'stock.inStock', order: 'ASC' }] },
    ];
    for (const query of refused) await queryStoreVariants(makeClient(), query);
    expect(seen.map((request) => JSON.parse(request.body))).toEqual(refused.map((query) => ({ query })));
  });
});
