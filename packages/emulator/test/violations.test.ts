import { describe, expect, test } from 'vitest';
import { amount, anything, arr, bool, int, map, num, obj, oneOf, opt, str, strict } from '../src/schema/kit';
import { attempt } from '../src/schema/violations';

const schema = strict({
  name: str({ minLength: 2, maxLength: 3 }),
  count: opt(int({ min: 1, max: 5 })),
  ratio: opt(num({ min: 0 })),
  price: opt(amount({ min: 0 })),
  flag: opt(bool()),
  kind: opt(oneOf(['A', 'B'])),
  tags: opt(arr(str(), { maxItems: 2 })),
  extra: opt(arr(anything())),
  nested: opt(obj({ id: str() })),
  labels: opt(map(str())),
});

const violations = (value: unknown) => {
  const r = attempt(schema, value);
  return r.ok ? [] : r.violations;
};

describe('valibot issues as the platform field violations', () => {
  test('each rule in the platform wording, with the full path', () => {
    expect(
      violations({
        count: 1.5,
        ratio: -1,
        price: '-2',
        flag: 'yes',
        kind: 'C',
        tags: [null, 3, 'c'],
        extra: [1, null],
        nested: { id: 7, more: true },
        labels: [],
        unknown: 1,
        other: null,
      }),
    ).toEqual([
      { field: 'name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
      { field: 'count', description: 'must be an integer', violatedRule: 'VALIDATION' },
      { field: 'ratio', description: 'must be at least 0', violatedRule: 'MIN' },
      { field: 'price', description: 'must be at least 0', violatedRule: 'MIN' },
      { field: 'flag', description: 'must be a boolean, got string', violatedRule: 'VALIDATION' },
      {
        field: 'kind',
        description: 'must be one of A, B',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['A', 'B'] },
      },
      { field: 'tags[0]', description: 'must not be null', violatedRule: 'VALIDATION' },
      { field: 'tags[1]', description: 'must be a string, got number', violatedRule: 'VALIDATION' },
      { field: 'tags', description: 'must have at most 2 items', violatedRule: 'MAX_SIZE' },
      { field: 'extra[1]', description: 'must not be null', violatedRule: 'VALIDATION' },
      { field: 'nested.id', description: 'must be a string, got number', violatedRule: 'VALIDATION' },
      { field: 'labels', description: 'must be an object, got array', violatedRule: 'VALIDATION' },
      { field: 'unknown', description: 'is not a known field', violatedRule: 'FIELD_NOT_ALLOWED' },
      { field: 'other', description: 'is not a known field', violatedRule: 'FIELD_NOT_ALLOWED' },
    ]);
  });

  test('lengths, sizes, null as absent, numeric strings kept as sent', () => {
    expect(violations({ name: 'abcd', tags: ['a', 'b', 'c'], count: 9 })).toEqual([
      { field: 'name', description: 'must be at most 3 characters long', violatedRule: 'MAX_LENGTH' },
      { field: 'count', description: 'must be at most 5', violatedRule: 'MAX' },
      { field: 'tags', description: 'must have at most 2 items', violatedRule: 'MAX_SIZE' },
    ]);
    expect(violations({ name: 'a' })).toEqual([
      { field: 'name', description: 'must be at least 2 characters long', violatedRule: 'MIN_LENGTH' },
    ]);
    expect(violations({ name: null })).toEqual([
      { field: 'name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
    expect(violations({ price: 'abc', name: 'ab' })).toEqual([
      { field: 'price', description: 'must be a number, got string', violatedRule: 'VALIDATION' },
    ]);
    expect(attempt(schema, { name: 'ab', count: null, price: '1.50', labels: { a: null } })).toEqual({
      ok: true,
      value: { name: 'ab', count: null, price: '1.50', labels: { a: null } },
    });
  });
});
