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
