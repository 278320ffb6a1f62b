import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isApplicationError } from '@vitrine/http';
import { oauth } from '@vitrine/auth';
import { getCollection, getProduct, queryProducts } from '@vitrine/catalogue';
import { DEV_API_KEY, startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { merchandise } from '../src/merchandise';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    readOnlyPort: 0,
    db: ':memory:',
    seed: 'empty',
    // The admin example writes Catalog V1.
    catalogVersion: 'V1_CATALOG',
    log: () => {},
  });
});
afterAll(() => emulator.close());

describe('the admin example against the emulator', () => {
  it('creates, prices, pictures, collects, bulk-adjusts and un-ribbons a product, saying so', async () => {
    const lines: string[] = [];
    const product = await merchandise({ host: emulator.url, apiKey: DEV_API_KEY, log: (line) => lines.push(line) });
    const id = product._id!;

    expect(lines).toEqual([
      `Created product "Linen apron" (${id}) with 4 variants`,
      'Priced the long variants at 54.00',
      'Added 2 pictures, one for each colour',
      expect.stringMatching(/^Added it to the new collection "Kitchen linen" \(.+\)$/),
      'Raised prices by 10 %: 1 product(s) changed',
      'Removed the ribbon; "Linen apron" now costs 52.80 EUR',
    ]);

    // What a storefront visitor now sees, read with a visitor token from the read-only host.
    const visitor = createClient({
      host: emulator.url,
      readOnlyHost: emulator.readOnlyUrl,
      auth: oauth({ clientId: 'admin-test' }),
    });
    const seen = await getProduct(visitor, id);
    expect(seen.ribbon ?? '').toBe('');
    expect(seen.priceData?.price).toBe(52.8);
    expect(seen.media?.items?.map((item) => item._id)).toEqual(['apron-slate-front', 'apron-sand-front']);
    const colour = seen.productOptions?.find((option) => option.name === 'Colour');
    expect(
      colour?.choices?.map((choice) => [choice.description, choice.media?.items?.map((item) => item._id)]),
    ).toEqual([
      ['Slate', ['apron-slate-front']],
      ['Sand', ['apron-sand-front']],
    ]);
    const collectionId = seen.collectionIds?.[0];
    expect((await getCollection(visitor, collectionId!)).name).toBe('Kitchen linen');
    const page = await queryProducts(visitor).hasSome('collectionIds', [collectionId!]).find();
    expect(page.items.map((item) => item._id)).toEqual([id]);
  });

  it('is refused for a wrong API key, with the platform error typed', async () => {
    const error = await merchandise({ host: emulator.url, apiKey: 'not-a-key' }).catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 401 });
  });
});
