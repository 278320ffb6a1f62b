import { describe, expect, it } from 'vitest';
import { createQueryBuilder, filter, QueryValidationError } from '../src';
import { fakeFetch } from './fake';

const query = () => createQueryBuilder(fakeFetch(0).fetchPage);

describe('createQueryBuilder: build()', () => {
  it('defaults to limit 50, offset 0, without filter or sort', () => {
    expect(query().build()).toStrictEqual({ paging: { limit: 50, offset: 0 } });
  });

  it('takes a default limit from the options', () => {
    expect(createQueryBuilder(fakeFetch(0).fetchPage, { limit: 10 }).build()).toStrictEqual({
      paging: { limit: 10, offset: 0 },
    });
    expect(() => createQueryBuilder(fakeFetch(0).fetchPage, { limit: 0 })).toThrow(
      'Invalid .limit parameter value [Number]. .limit parameter must be a positive integer.',
    );
  });

  it('has every filter operator with the same wire objects as filter()', () => {
    const request = query()
      .eq('a', 1)
      .ne('b', 2)
      .gt('c', 3)
      .ge('d', 4)
      .lt('e', 5)
      .le('f', 6)
      .between('g', 'a', 'b')
      .startsWith('h', 'x')
      .endsWith('i', 'y')
      .contains('j', 'z')
      .hasSome('k', 1, 2)
      .hasAll('l', [3])
      .in('m', [4])
      .exists('n', true)
      .isEmpty('o')
      .isNotEmpty('p')
      .build();
    expect(request).toStrictEqual({
      filter: {
        $and: [
          { a: 1 },
          { b: { $ne: 2 } },
          { c: { $gt: 3 } },
          { d: { $gte: 4 } },
          { e: { $lt: 5 } },
          { f: { $lte: 6 } },
          { g: { $gte: 'a', $lt: 'b' } },
          { h: { $startsWith: 'x' } },
          { i: { $endsWith: 'y' } },
          { j: { $contains: 'z' } },
          { k: { $hasSome: [1, 2] } },
          { l: { $hasAll: [3] } },
          { m: { $in: [4] } },
          { n: { $exists: true } },
          { o: { $isEmpty: true } },
          { p: { $isEmpty: false } },
        ],
      },
      paging: { limit: 50, offset: 0 },
    });
  });

  it('one condition stays a plain object', () => {
    expect(query().eq('_id', 'p1').build()).toStrictEqual({ filter: { _id: 'p1' }, paging: { limit: 50, offset: 0 } });
  });

  it('and / or / not take filter builders', () => {
    expect(query().eq('a', 1).and(filter().eq('b', 2)).build().filter).toStrictEqual({ $and: [{ a: 1 }, { b: 2 }] });
    expect(query().eq('a', 1).or(filter().eq('b', 2)).build().filter).toStrictEqual({ $or: [{ a: 1 }, { b: 2 }] });
    expect(query().not(filter().eq('b', 2)).build().filter).toStrictEqual({ $not: { b: 2 } });
  });

  it('sorts in call order with ASC / DESC', () => {
    expect(query().ascending('name', 'price').descending('_createdDate').build()).toStrictEqual({
      sort: [
        { fieldName: 'name', order: 'ASC' },
        { fieldName: 'price', order: 'ASC' },
        { fieldName: '_createdDate', order: 'DESC' },
      ],
      paging: { limit: 50, offset: 0 },
    });
  });

  it('limit and skip set the paging; the last call wins', () => {
    expect(query().limit(10).skip(20).limit(5).build().paging).toStrictEqual({ limit: 5, offset: 20 });
    expect(query().skip(0).limit(1).build().paging).toStrictEqual({ limit: 1, offset: 0 });
  });

  it('puts filter, sort and paging together', () => {
    const from = new Date('2026-01-01T00:00:00.000Z');
    const request = query().ge('createdDate', from).descending('price').limit(3).build();
    expect(request).toStrictEqual({
      filter: { createdDate: { $gte: from } },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 3, offset: 0 },
    });
    expect((request.filter as { createdDate: { $gte: Date } }).createdDate.$gte).toBe(from);
  });
});

describe('createQueryBuilder: immutability', () => {
  it('every method returns a new builder and leaves the old one unchanged', () => {
    const base = query().eq('a', 1);
    const before = base.build();
    const derived = [
      base.eq('b', 1),
      base.or(filter().eq('c', 1)),
      base.ascending('a'),
      base.descending('a'),
      base.limit(2),
      base.skip(2),
    ];
    for (const next of derived) {
      expect(next).not.toBe(base);
      expect(next.build()).not.toStrictEqual(before);
    }
    expect(base.build()).toStrictEqual(before);
    expect(Object.isFrozen(base)).toBe(true);
  });

  it('changing a built request does not change the builder', () => {
    const builder = query().eq('a', 1).ascending('a');
    const built = builder.build();
    built.paging.limit = 1;
    built.sort!.push({ fieldName: 'b', order: 'DESC' });
    built.sort![0]!.order = 'DESC';
    (built.filter as Record<string, unknown>).a = 2;
    expect(builder.build()).toStrictEqual({
      filter: { a: 1 },
      sort: [{ fieldName: 'a', order: 'ASC' }],
      paging: { limit: 50, offset: 0 },
    });
  });
});

describe('createQueryBuilder: validation of sort and paging', () => {
  type Loose = Record<string, (...args: unknown[]) => unknown>;
  it.each([
    ['limit', [], 'Invalid .limit usage. .limit requires one parameter.'],
    ['limit', [1, 2], 'Invalid .limit usage. .limit requires one parameter.'],
    ['limit', [0], 'Invalid .limit parameter value [Number]. .limit parameter must be a positive integer.'],
    ['limit', [-1], 'Invalid .limit parameter value [Number]. .limit parameter must be a positive integer.'],
    ['limit', [1.5], 'Invalid .limit parameter value [Number]. .limit parameter must be a positive integer.'],
    ['limit', [Number.NaN], 'Invalid .limit parameter value [Number]. .limit parameter must be a positive integer.'],
    ['limit', ['10'], 'Invalid .limit parameter value [String]. .limit parameter must be a positive integer.'],
    ['skip', [], 'Invalid .skip usage. .skip requires one parameter.'],
    ['skip', [-1], 'Invalid .skip parameter value [Number]. .skip parameter must be a non-negative integer.'],
    ['skip', [0.5], 'Invalid .skip parameter value [Number]. .skip parameter must be a non-negative integer.'],
    ['skip', [null], 'Invalid .skip parameter value [Null]. .skip parameter must be a non-negative integer.'],
    ['ascending', [], 'Invalid .ascending usage. .ascending requires at least one parameter.'],
    ['descending', [], 'Invalid .descending usage. .descending requires at least one parameter.'],
    ['ascending', ['a', 1], 'Invalid .ascending field value [Number]. .ascending field must be a String.'],
    ['descending', [['a']], 'Invalid .descending field value [Array]. .descending field must be a String.'],
  ] as const)('.%s(%j)', (operator, args, message) => {
    const builder = query() as unknown as Loose;
    expect(() => builder[operator]!(...args)).toThrow(new QueryValidationError(operator, message));
    try {
      builder[operator]!(...args);
    } catch (error) {
      expect(error).toMatchObject({ name: 'QueryValidationError', operator, message });
    }
  });
});
