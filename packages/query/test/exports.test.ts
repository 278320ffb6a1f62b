// The public API's values, pinned (its types are checked by tsc over the READMEs and the dependents).
import { expect, it } from 'vitest';
import * as query from '../src';

it('@vitrine/query exports the builders, the paging helpers for plain data, and its errors with their guards', () => {
  expect(Object.keys(query).sort()).toEqual([
    'PagingError',
    'QueryValidationError',
    'atPage',
    'createCursorQueryBuilder',
    'createQueryBuilder',
    'filter',
    'isPagingError',
    'isQueryValidationError',
    'toPage',
  ]);
});
