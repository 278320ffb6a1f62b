// `hasNext` and `hasPrev` have one form on a query's PagedResult and on the hooks' Page: a boolean, because a
// server prefetches a Page and dehydrates it as JSON, where a method would not survive.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createQueryBuilder, type PagedResult } from '@vitrine/query';
import type { Page } from '../src/queries';
import { toPage } from '../src/catalogue/page';

const numbers = createQueryBuilder<number>(async ({ paging }) => ({
  items: Array.from({ length: Math.max(0, Math.min(paging.limit, 5 - paging.offset)) }, (_, i) => paging.offset + i),
  totalCount: 5,
}));

describe('hasNext and hasPrev', () => {
  it('have the same type on PagedResult and Page', () => {
    // Checked by `pnpm typecheck` (tsc over test/).
    expectTypeOf<PagedResult<number>['hasNext']>().toEqualTypeOf<Page<number>['hasNext']>();
    expectTypeOf<PagedResult<number>['hasPrev']>().toEqualTypeOf<Page<number>['hasPrev']>();
    expectTypeOf<Page<number>['hasNext']>().toEqualTypeOf<boolean>();
  });

  it('have the same values on both, and survive JSON (dehydration) on both', async () => {
    const result = await numbers.limit(2).skip(2).find();
    const page = toPage(result);
    expect([result.hasNext, result.hasPrev]).toStrictEqual([true, true]);
    expect([page.hasNext, page.hasPrev]).toStrictEqual([true, true]);
    expect(JSON.parse(JSON.stringify(page))).toStrictEqual(page);
    expect(JSON.parse(JSON.stringify(result))).toMatchObject({ hasNext: true, hasPrev: true, items: [2, 3] });
  });
});
