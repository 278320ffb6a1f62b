// Keys such as `constructor` or `toString` are data, both ways.
import { describe, expect, it } from 'vitest';
import { decimal } from '@vitrine/http';
import { parseAnswer } from '../src/transforms/from-wire';
import { toWire } from '../src/transforms/to-wire';

describe('keys named like Object.prototype members', () => {
  it('are plain data on the way in, in the fast and the slow path', () => {
    const keys = { constructor: 1, toString: 2, valueOf: 3, hasOwnProperty: 4, __proto__x: 5 };
    expect(parseAnswer(JSON.stringify({ options: keys }))).toEqual({ options: keys });
    expect(parseAnswer(JSON.stringify({ _id: 'a', options: keys }))).toEqual({ _id: 'a', options: keys });
    expect(parseAnswer('{"price":"constructor"}', { price: decimal })).toEqual({ price: 'constructor' });
  });

  it('are plain data on the way out, also where a shape applies and in dotted keys', () => {
    const body = { valueOf: 'v', toString: 't', hasOwnProperty: 'h', constructor: 'c', 'constructor._id': 'd' };
    expect(toWire(body, { price: decimal })).toEqual({
      valueOf: 'v',
      toString: 't',
      hasOwnProperty: 'h',
      constructor: 'c',
      'constructor.id': 'd',
    });
  });
});

describe('__proto__ in an answer (issue 11, finding 12)', () => {
  const attack = { __proto__: { polluted: true }, name: 'shirt' };
  const answers = {
    'the fast path': `{"product":{"__proto__":{"polluted":true},"name":"shirt"}}`,
    'the renaming walk': `{"product":{"_id":"p1","id":"x","__proto__":{"polluted":true},"name":"shirt"}}`,
    'a nested array': `{"product":{"id":"p1","media":[{"__proto__":{"polluted":true},"name":"shirt"}]}}`,
  };

  it.each(Object.entries(answers))('never becomes a prototype, and the key is dropped: %s', (_, text) => {
    const answer = parseAnswer(text) as { product: Record<string, unknown> & { media?: Record<string, unknown>[] } };
    const objects = [answer.product, ...(answer.product.media ?? [])];
    for (const object of objects) {
      expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
      expect('polluted' in object).toBe(false);
      expect(Object.hasOwn(object, '__proto__')).toBe(false);
    }
    // A later Object.assign of the answer cannot smuggle the prototype in either.
    expect('polluted' in Object.assign({}, answer.product)).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(attack.name).toBe('shirt');
  });

  it('`constructor` and `prototype` keys stay plain data', () => {
    const answer = parseAnswer('{"_id":"a","constructor":{"prototype":{"polluted":true}}}') as Record<string, unknown>;
    expect(answer).toEqual({ _id: 'a', constructor: { prototype: { polluted: true } } });
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
