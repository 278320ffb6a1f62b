import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createVitrineQueryClient,
  deserializeVitrineData,
  serializeVitrineData,
  vitrineDehydrateOptions,
  vitrineHydrateOptions,
} from '@vitrine/react/queries';

const created = new Date('2025-03-01T10:20:30.456Z');
const updated = new Date('2025-03-02T00:00:00.000Z');
const answer = {
  _id: 'cart-1',
  _createdDate: created,
  lineItems: [{ _id: 'A', quantity: 2, dates: [updated, 'x'], nested: { at: created } }],
  note: '2025-03-01T10:20:30.456Z',
  tricky: { $vitrine: 'date', value: '2025-03-01T10:20:30.456Z' },
  subtotal: undefined,
};

/** What the browser gets: the state as the server's HTML carries it. */
const overTheWire = <T>(state: T): T => JSON.parse(JSON.stringify(state)) as T;

describe('dates survive dehydration', () => {
  it('dehydrate → JSON → hydrate with createVitrineQueryClient gives Date instances with the same time, nested too', () => {
    const server = createVitrineQueryClient();
    server.setQueryData(['cart'], answer);
    const state = dehydrate(server);
    const browser = createVitrineQueryClient();
    hydrate(browser, overTheWire(state));

    const data = browser.getQueryData<typeof answer>(['cart'])!;
    expect(data._createdDate).toBeInstanceOf(Date);
    expect(data._createdDate.getTime()).toBe(created.getTime());
    expect(data.lineItems[0]!.dates[0]).toBeInstanceOf(Date);
    expect((data.lineItems[0]!.dates[0] as Date).toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(data.lineItems[0]!.nested.at).toEqual(created);
    expect(data).toStrictEqual({
      _id: 'cart-1',
      _createdDate: created,
      lineItems: [{ _id: 'A', quantity: 2, dates: [updated, 'x'], nested: { at: created } }],
      note: '2025-03-01T10:20:30.456Z',
      tricky: { $vitrine: 'date', value: '2025-03-01T10:20:30.456Z' },
    });
  });

  it('strings that merely look like dates stay strings, and an object shaped like a tag stays that object', () => {
    const back = deserializeVitrineData(overTheWire(serializeVitrineData(answer))) as typeof answer;
    expect(typeof back.note).toBe('string');
    expect(back.note).toBe('2025-03-01T10:20:30.456Z');
    expect(back.tricky).toStrictEqual({ $vitrine: 'date', value: '2025-03-01T10:20:30.456Z' });
    expect(back.lineItems[0]!.dates[1]).toBe('x');
  });

  it('the dehydrated state is plain JSON: no Date and no undefined anywhere (the Pages Router refuses both)', () => {
    const server = createVitrineQueryClient();
    server.setQueryData(['cart'], answer);
    const state = dehydrate(server);
    expect(overTheWire(state)).toStrictEqual(state);
    expect(state.queries[0]!.state.data).toStrictEqual({
      _id: 'cart-1',
      _createdDate: { $vitrine: 'date', value: '2025-03-01T10:20:30.456Z' },
      lineItems: [
        {
          _id: 'A',
          quantity: 2,
          dates: [{ $vitrine: 'date', value: '2025-03-02T00:00:00.000Z' }, 'x'],
          nested: { at: { $vitrine: 'date', value: '2025-03-01T10:20:30.456Z' } },
        },
      ],
      note: '2025-03-01T10:20:30.456Z',
      tricky: { $vitrine: 'object', value: { $vitrine: 'date', value: '2025-03-01T10:20:30.456Z' } },
    });
  });

  it('null (a visitor without a cart), numbers, booleans and an invalid date pass through', () => {
    for (const value of [null, 0, true, 'text', [1, null]]) {
      expect(deserializeVitrineData(overTheWire(serializeVitrineData(value)))).toStrictEqual(value);
    }
    const invalid = deserializeVitrineData(overTheWire(serializeVitrineData(new Date(Number.NaN))));
    expect(invalid).toBeInstanceOf(Date);
    expect((invalid as Date).getTime()).toBeNaN();
  });

  it('a __proto__ key stays data and never becomes a prototype', () => {
    const wire = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>;
    const back = deserializeVitrineData(serializeVitrineData(wire)) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(back.polluted).toBeUndefined();
    expect(Object.keys(back)).toEqual(['__proto__', 'a']);
  });

  it('a QueryClient of your own uses the exported options, as defaults or per call', () => {
    const server = new QueryClient({ defaultOptions: { dehydrate: vitrineDehydrateOptions } });
    server.setQueryData(['cart'], { at: created });
    const browser = new QueryClient({ defaultOptions: { hydrate: vitrineHydrateOptions } });
    hydrate(browser, overTheWire(dehydrate(server)));
    expect(browser.getQueryData(['cart'])).toStrictEqual({ at: created });

    const plain = new QueryClient();
    plain.setQueryData(['cart'], { at: created });
    const other = new QueryClient();
    hydrate(other, overTheWire(dehydrate(plain, vitrineDehydrateOptions)), { defaultOptions: vitrineHydrateOptions });
    expect(other.getQueryData(['cart'])).toStrictEqual({ at: created });

    // Without them, TanStack hands the browser a string: what the options are for.
    const bare = new QueryClient();
    hydrate(bare, overTheWire(dehydrate(plain)));
    expect(bare.getQueryData(['cart'])).toStrictEqual({ at: '2025-03-01T10:20:30.456Z' });
  });

  it('createVitrineQueryClient keeps options of your own next to its defaults', () => {
    const shouldDehydrateQuery = () => true;
    const client = createVitrineQueryClient({ defaultOptions: { dehydrate: { shouldDehydrateQuery } } });
    expect(client.getDefaultOptions().dehydrate).toEqual({ serializeData: serializeVitrineData, shouldDehydrateQuery });
    expect(client.getDefaultOptions().hydrate).toEqual({ deserializeData: deserializeVitrineData });
    expect(client.getDefaultOptions().queries).toMatchObject({ retry: false });
  });
});
