import { describe, expect, it } from 'vitest';
import { createQueryBuilder, filter, isQueryValidationError, QueryValidationError } from '../src';

type Call = (target: Record<string, (...args: unknown[]) => unknown>) => unknown;

const d1 = new Date(1);
const d2 = new Date(2);

/** [operator, call, exact message] */
const cases: [string, Call, string][] = [
  // argument counts
  ...(['isEmpty', 'isNotEmpty', 'and', 'or', 'not'] as const).flatMap((op): [string, Call, string][] => [
    [op, (t) => t[op]!(), `Invalid .${op} usage. .${op} requires one parameter.`],
    [op, (t) => t[op]!('a', 'b'), `Invalid .${op} usage. .${op} requires one parameter.`],
  ]),
  ...(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'startsWith', 'endsWith', 'contains', 'exists', 'in'] as const).flatMap(
    (op): [string, Call, string][] => [
      [op, (t) => t[op]!(), `Invalid .${op} usage. .${op} requires two parameters.`],
      [op, (t) => t[op]!('a'), `Invalid .${op} usage. .${op} requires two parameters.`],
      [op, (t) => t[op]!('a', 'b', 'c'), `Invalid .${op} usage. .${op} requires two parameters.`],
    ],
  ),
  ['between', (t) => t.between!('a', 1), 'Invalid .between usage. .between requires three parameters.'],
  ['between', (t) => t.between!('a', 1, 2, 3), 'Invalid .between usage. .between requires three parameters.'],
  ['between', (t) => t.between!(), 'Invalid .between usage. .between requires three parameters.'],
  ...(['hasSome', 'hasAll'] as const).flatMap((op): [string, Call, string][] => [
    [op, (t) => t[op]!(), `Invalid .${op} usage. .${op} requires at least two parameters.`],
    [op, (t) => t[op]!('tags'), `Invalid .${op} usage. .${op} requires at least two parameters.`],
  ]),
  // field names
  ...(
    [
      ['eq', [1, 'x'], 'Number'],
      ['ne', [true, 'x'], 'Boolean'],
      ['gt', [null, 1], 'Null'],
      ['ge', [undefined, 1], 'Undefined'],
      ['lt', [d1, 1], 'Date'],
      ['le', [['a'], 1], 'Array'],
      ['between', [{}, 1, 2], 'Object'],
      ['startsWith', [1, 'x'], 'Number'],
      ['endsWith', [1, 'x'], 'Number'],
      ['contains', [1, 'x'], 'Number'],
      ['hasSome', [1, 'x', 'y'], 'Number'],
      ['hasAll', [1, ['x']], 'Number'],
      ['in', [1, ['x']], 'Number'],
      ['exists', [1, true], 'Number'],
      ['isEmpty', [1], 'Number'],
      ['isNotEmpty', [() => 'f'], 'Object'],
    ] as const
  ).map(([op, args, type]): [string, Call, string] => [
    op,
    (t) => t[op]!(...args),
    `Invalid .${op} field value [${type}]. .${op} field must be a String.`,
  ]),
  // comparison operands
  ...(['gt', 'ge', 'lt', 'le'] as const).flatMap((op) =>
    (
      [
        [true, 'Boolean'],
        [null, 'Null'],
        [undefined, 'Undefined'],
        [[1], 'Array'],
        [{ a: 1 }, 'Object'],
      ] as const
    ).map(([value, type]): [string, Call, string] => [
      op,
      (t) => t[op]!('price', value),
      `Invalid .${op} parameter value [${type}]. Valid .${op} parameter types are String, Number or Date.`,
    ]),
  ),
  [
    'between',
    (t) => t.between!('price', true, 2),
    'Invalid .between parameter value [Boolean]. Valid .between parameter types are String, Number or Date.',
  ],
  [
    'between',
    (t) => t.between!('price', 1, null),
    'Invalid .between parameter value [Null]. Valid .between parameter types are String, Number or Date.',
  ],
  [
    'between',
    (t) => t.between!('price', 1, '2'),
    'Invalid .between parameter values [Number] and [String]. Both parameters must be of the same type.',
  ],
  [
    'between',
    (t) => t.between!('price', d1, 2),
    'Invalid .between parameter values [Date] and [Number]. Both parameters must be of the same type.',
  ],
  // string operands
  ...(['startsWith', 'endsWith', 'contains'] as const).flatMap((op) =>
    (
      [
        [1, 'Number'],
        [d1, 'Date'],
        [null, 'Null'],
        [undefined, 'Undefined'],
        [['a'], 'Array'],
      ] as const
    ).map(([value, type]): [string, Call, string] => [
      op,
      (t) => t[op]!('name', value),
      `Invalid .${op} parameter value [${type}]. .${op} parameter must be a String.`,
    ]),
  ),
  // combinators
  ...(['and', 'or', 'not'] as const).flatMap((op) =>
    (
      [
        [{ a: 1 }, 'Object'],
        [null, 'Null'],
        [undefined, 'Undefined'],
        ['a', 'String'],
        [[filter()], 'Array'],
        [createQueryBuilder(() => Promise.resolve({ items: [] })), 'Object'],
      ] as const
    ).map(([value, type]): [string, Call, string] => [
      op,
      (t) => t[op]!(value),
      `Invalid .${op} parameter [${type}]. .${op} expects FilterBuilder only.`,
    ]),
  ),
];

const targets = {
  filter: () => filter() as unknown as Record<string, (...args: unknown[]) => unknown>,
  'query builder': () =>
    createQueryBuilder(() => Promise.reject(new Error('no fetch'))) as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >,
};

describe.each(Object.entries(targets))('validation on the %s', (_name, target) => {
  it.each(cases)('.%s: %s', (operator, call, message) => {
    let thrown: unknown;
    try {
      call(target());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(QueryValidationError);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({ name: 'QueryValidationError', operator, message });
    expect(isQueryValidationError(thrown)).toBe(true);
  });
});

describe('valid arguments are accepted', () => {
  it.each([
    ['gt with a string', () => filter().gt('a', 'x')],
    ['gt with a Date', () => filter().gt('a', d1)],
    ['between two dates', () => filter().between('a', d1, d2)],
    ['eq with any value', () => filter().eq('a', { nested: [1] })],
    ['hasSome with an empty array', () => filter().hasSome('a', [])],
  ])('%s', (_name, call) => {
    expect(call).not.toThrow();
  });

  it('a failed call leaves the builder usable and unchanged', () => {
    const base = filter().eq('a', 1);
    expect(() => base.gt('b', null as never)).toThrow(QueryValidationError);
    expect(base.build()).toStrictEqual({ a: 1 });
  });

  it('isQueryValidationError is false for other errors', () => {
    expect(isQueryValidationError(new Error('x'))).toBe(false);
    expect(isQueryValidationError({ name: 'QueryValidationError' })).toBe(false);
  });
});
