import { describe, expect, it } from 'vitest';
import { filter } from '../src';

const day = new Date('2026-01-02T03:04:05.000Z');

describe('filter operators: exact wire objects', () => {
  it.each([
    ['eq', () => filter().eq('name', 'Mug'), { name: 'Mug' }],
    ['eq with null', () => filter().eq('ribbon', null), { ribbon: null }],
    ['ne', () => filter().ne('name', 'Mug'), { name: { $ne: 'Mug' } }],
    ['gt', () => filter().gt('price', 10), { price: { $gt: 10 } }],
    ['ge', () => filter().ge('price', 10), { price: { $gte: 10 } }],
    ['lt', () => filter().lt('name', 'M'), { name: { $lt: 'M' } }],
    ['le', () => filter().le('lastUpdated', day), { lastUpdated: { $lte: day } }],
    ['between numbers', () => filter().between('price', 1, 9), { price: { $gte: 1, $lt: 9 } }],
    ['between strings', () => filter().between('name', 'A', 'N'), { name: { $gte: 'A', $lt: 'N' } }],
    ['startsWith', () => filter().startsWith('name', 'Mu'), { name: { $startsWith: 'Mu' } }],
    ['endsWith', () => filter().endsWith('name', 'ug'), { name: { $endsWith: 'ug' } }],
    ['contains', () => filter().contains('name', 'u'), { name: { $contains: 'u' } }],
    ['hasSome spread', () => filter().hasSome('tags', 'a', 'b'), { tags: { $hasSome: ['a', 'b'] } }],
    ['hasSome array', () => filter().hasSome('tags', ['a', 'b']), { tags: { $hasSome: ['a', 'b'] } }],
    ['hasSome one spread value', () => filter().hasSome('tags', 'a'), { tags: { $hasSome: ['a'] } }],
    ['hasAll spread', () => filter().hasAll('tags', 1, 2, 3), { tags: { $hasAll: [1, 2, 3] } }],
    ['hasAll array', () => filter().hasAll('tags', [1, 2]), { tags: { $hasAll: [1, 2] } }],
    ['in', () => filter().in('_id', ['p1', 'p2']), { _id: { $in: ['p1', 'p2'] } }],
    ['exists', () => filter().exists('ribbon', false), { ribbon: { $exists: false } }],
    ['isEmpty', () => filter().isEmpty('ribbon'), { ribbon: { $isEmpty: true } }],
    ['isNotEmpty', () => filter().isNotEmpty('ribbon'), { ribbon: { $isEmpty: false } }],
  ])('%s', (_name, make, wire) => {
    expect(make().build()).toStrictEqual(wire);
  });

  it('an empty filter builds to {}', () => {
    expect(filter().build()).toStrictEqual({});
  });

  it('keeps dates as the same Date objects (the HTTP layer serialises them)', () => {
    const from = new Date('2026-01-01T00:00:00.000Z');
    const built = filter().between('createdDate', from, day).build() as {
      createdDate: { $gte: unknown; $lt: unknown };
    };
    expect(built.createdDate.$gte).toBe(from);
    expect(built.createdDate.$lt).toBe(day);
  });

  it('passes field names through untouched (dotted names, _id, __proto__)', () => {
    expect(filter().eq('price.amount', 3).eq('_id', 'x').build()).toStrictEqual({
      $and: [{ 'price.amount': 3 }, { _id: 'x' }],
    });
    const built = filter().eq('__proto__', 1).build();
    expect(Object.getPrototypeOf(built)).toBe(Object.prototype);
    expect(Object.keys(built)).toStrictEqual(['__proto__']);
  });
});

describe('combining conditions', () => {
  it('several conditions on one builder become $and, in call order', () => {
    expect(filter().eq('a', 1).gt('b', 2).isEmpty('c').build()).toStrictEqual({
      $and: [{ a: 1 }, { b: { $gt: 2 } }, { c: { $isEmpty: true } }],
    });
  });

  it('two conditions on one field stay separate conditions', () => {
    expect(filter().gt('p', 1).lt('p', 5).build()).toStrictEqual({ $and: [{ p: { $gt: 1 } }, { p: { $lt: 5 } }] });
  });

  it('and adds the other filter’s conditions', () => {
    expect(filter().eq('a', 1).and(filter().eq('b', 2).eq('c', 3)).build()).toStrictEqual({
      $and: [{ a: 1 }, { b: 2 }, { c: 3 }],
    });
    expect(filter().and(filter().eq('b', 2)).build()).toStrictEqual({ b: 2 });
    expect(filter().eq('a', 1).and(filter()).build()).toStrictEqual({ a: 1 });
  });

  it('or joins this filter and the other with $or', () => {
    expect(filter().eq('a', 1).or(filter().eq('b', 2)).build()).toStrictEqual({ $or: [{ a: 1 }, { b: 2 }] });
    expect(filter().eq('a', 1).eq('c', 3).or(filter().eq('b', 2)).build()).toStrictEqual({
      $or: [{ $and: [{ a: 1 }, { c: 3 }] }, { b: 2 }],
    });
  });

  it('or on an empty filter is $or of the other alone', () => {
    expect(filter().or(filter().eq('b', 2)).build()).toStrictEqual({ $or: [{ b: 2 }] });
  });

  it('conditions after or are and-ed with the $or', () => {
    expect(filter().eq('a', 1).or(filter().eq('b', 2)).eq('c', 3).build()).toStrictEqual({
      $and: [{ $or: [{ a: 1 }, { b: 2 }] }, { c: 3 }],
    });
  });

  it('not adds a $not condition', () => {
    expect(filter().not(filter().eq('b', 2)).build()).toStrictEqual({ $not: { b: 2 } });
    expect(filter().eq('a', 1).not(filter().eq('b', 2).eq('c', 3)).build()).toStrictEqual({
      $and: [{ a: 1 }, { $not: { $and: [{ b: 2 }, { c: 3 }] } }],
    });
  });
});

describe('immutability', () => {
  it('every operator returns a new builder and leaves the old one unchanged', () => {
    const base = filter().eq('a', 1);
    const other = filter().eq('z', 0);
    const derived = [
      base.eq('b', 1),
      base.ne('b', 1),
      base.gt('b', 1),
      base.ge('b', 1),
      base.lt('b', 1),
      base.le('b', 1),
      base.between('b', 1, 2),
      base.startsWith('b', 'x'),
      base.endsWith('b', 'x'),
      base.contains('b', 'x'),
      base.hasSome('b', 1),
      base.hasAll('b', 1),
      base.in('b', [1]),
      base.exists('b', true),
      base.isEmpty('b'),
      base.isNotEmpty('b'),
      base.and(other),
      base.or(other),
      base.not(other),
    ];
    for (const next of derived) {
      expect(next).not.toBe(base);
      expect(next.build()).not.toStrictEqual(base.build());
    }
    expect(base.build()).toStrictEqual({ a: 1 });
    expect(other.build()).toStrictEqual({ z: 0 });
  });

  it('branches from one builder do not see each other', () => {
    const base = filter().eq('a', 1);
    const left = base.eq('l', 1);
    const right = base.eq('r', 1);
    expect(left.build()).toStrictEqual({ $and: [{ a: 1 }, { l: 1 }] });
    expect(right.build()).toStrictEqual({ $and: [{ a: 1 }, { r: 1 }] });
  });

  it('builders are frozen', () => {
    expect(Object.isFrozen(filter().eq('a', 1))).toBe(true);
  });

  it('later changes to a passed array do not reach the builder', () => {
    const tags = ['a'];
    const built = filter().hasSome('tags', tags);
    tags.push('b');
    expect(built.build()).toStrictEqual({ tags: { $hasSome: ['a'] } });
  });

  it('changing a built object does not change the builder', () => {
    const builder = filter().in('id', [1, 2]).eq('b', { x: 1 });
    const first = builder.build() as { $and: [{ id: { $in: number[] } }, { b: { x: number } }] };
    first.$and[0].id.$in.push(3);
    first.$and[1].b.x = 2;
    first.$and.push({} as never);
    expect(builder.build()).toStrictEqual({ $and: [{ id: { $in: [1, 2] } }, { b: { x: 1 } }] });
  });
});
