// Answers to SDK objects: the id/date renames at any depth and the declared fields (docs/wire.md#transformations).
import { describe, expect, it } from 'vitest';
import { date, decimal, fieldMask, image, pageUrl, video } from '@vitrine/http';
import { parseAnswer } from '../src/transforms/from-wire';

describe('answers: renames at any depth', () => {
  it('renames id, createdDate and updatedDate in objects and arrays, and nothing else', () => {
    const text = JSON.stringify({
      product: { id: 'p', createdDate: 'c', updatedDate: 'u', ident: 1, variants: [{ id: 'v', choices: { id: 'x' } }] },
    });
    expect(parseAnswer(text)).toEqual({
      product: {
        _id: 'p',
        _createdDate: 'c',
        _updatedDate: 'u',
        ident: 1,
        variants: [{ _id: 'v', choices: { _id: 'x' } }],
      },
    });
  });

  it('never touches text inside string values, even when it looks like a key', () => {
    const text = JSON.stringify({ note: '{"id": 1}, "createdDate": 2', list: ['"id":'], id: 'real' });
    expect(parseAnswer(text)).toEqual({ note: '{"id": 1}, "createdDate": 2', list: ['"id":'], _id: 'real' });
  });

  it('handles whitespace in pretty-printed answers', () => {
    expect(parseAnswer('{\n  "id" : "a",\n  "items": [ { "id":"b" } ]\n}')).toEqual({
      _id: 'a',
      items: [{ _id: 'b' }],
    });
  });

  it('does not rename a key over a target that already exists', () => {
    const text = JSON.stringify({ id: 'plain', _id: 'underscore', nested: { id: 'n' } });
    expect(parseAnswer(text)).toEqual({ id: 'plain', _id: 'underscore', nested: { _id: 'n' } });
  });
});

describe('answers: declared fields', () => {
  const shape = {
    cart: {
      createdDate: date,
      lineItems: {
        image,
        url: pageUrl,
        physicalProperties: { weight: decimal },
        serviceProperties: { scheduledDate: date },
      },
    },
  };

  it('converts only the declared paths, inside arrays too', () => {
    const wire = {
      cart: {
        id: 'c',
        createdDate: '2024-01-02T03:04:05.000Z',
        updatedDate: '2024-01-02T03:04:05.000Z',
        lineItems: [
          {
            id: 'l1',
            image: { id: 'm1', url: 'https://x/m1.jpg', width: 800, height: 600, filename: 'linen shirt.jpg' },
            url: { relativePath: '/p/shirt', url: 'https://shop/p/shirt' },
            physicalProperties: { weight: 'NaN' },
            serviceProperties: { scheduledDate: '' },
          },
          { id: 'l2', image: { url: 'https://cdn/external.png' }, physicalProperties: { weight: 1.5 } },
        ],
      },
    };
    expect(parseAnswer(JSON.stringify(wire), shape)).toEqual({
      cart: {
        _id: 'c',
        _createdDate: new Date('2024-01-02T03:04:05.000Z'),
        // Undeclared: stays a string.
        _updatedDate: '2024-01-02T03:04:05.000Z',
        lineItems: [
          {
            _id: 'l1',
            image: 'image://v1/m1/linen%20shirt.jpg#originWidth=800&originHeight=600',
            url: 'https://shop/p/shirt',
            physicalProperties: { weight: NaN },
            serviceProperties: { scheduledDate: undefined },
          },
          { _id: 'l2', image: 'https://cdn/external.png', physicalProperties: { weight: 1.5 } },
        ],
      },
    });
  });

  it('reads the non-finite decimals and leaves other values alone', () => {
    const parsed = parseAnswer('{"a":"Infinity","b":"-Infinity","c":"12.5","d":3}', {
      a: decimal,
      b: decimal,
      c: decimal,
      d: decimal,
    });
    expect(parsed).toEqual({ a: Infinity, b: -Infinity, c: '12.5', d: 3 });
  });

  it('turns a video into its URI with the poster', () => {
    const wire = { v: { id: 'vid', filename: 'clip.mp4', posters: [{ id: 'post', width: 640, height: 360 }] } };
    expect(parseAnswer(JSON.stringify(wire), { v: video })).toEqual({
      v: 'video://v1/vid/clip.mp4#posterUri=post&posterWidth=640&posterHeight=360',
    });
  });

  it('reads a comma-joined field mask back as an array', () => {
    expect(parseAnswer('{"mask":"a,b"}', { mask: fieldMask })).toEqual({ mask: ['a', 'b'] });
  });
});
