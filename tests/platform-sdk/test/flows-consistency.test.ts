// Read-your-writes: the platform SDK keeps the `X-Wix-Consistent` of an answer and sends it on its next request
// (`@wix/sdk` wixClient.js, findConsistentHeader). Run against the emulator, it gets the header after a write and
// sends it back; Vitrine does the same on the same flow, and sends it to the read-only host.
import * as catalogue from '@vitrine/catalogue';
import { describe, expect, test } from 'vitest';
import { startFlows } from './compare/flow-suite';
import { vitrineKey } from './compare/clients';
import type { SentRequest } from './compare/wire-recorder';

const { emulator, recorder, merchantClient } = await startFlows();
const PRODUCT = 'prod-olive-oil';

/** What the flow shows: each request's method, path, the value it sent and the value its answer carried. */
const consistency = (sent: SentRequest[]) =>
  sent.map((r) => ({
    request: `${r.method} ${r.url.pathname}`,
    sent: r.headers['x-wix-consistent'],
    answered: r.answerHeaders['x-wix-consistent'],
  }));

describe('X-Wix-Consistent: a product saved, then shown', () => {
  test('the platform SDK receives it with the write and sends it on its next request', async () => {
    const merchant = merchantClient();
    recorder.take();
    await merchant.products.getProduct(PRODUCT);
    await merchant.products.updateProduct(PRODUCT, { name: 'Olive oil, platform' } as never);
    const { product } = await merchant.products.getProduct(PRODUCT);
    expect(product!.name).toBe('Olive oil, platform');
    const [before, write, read] = consistency(recorder.take());
    expect(before).toEqual({
      request: `GET /stores-reader/v1/products/${PRODUCT}`,
      sent: undefined,
      answered: undefined,
    });
    expect(write).toEqual({
      request: `PATCH /stores/v1/products/${PRODUCT}`,
      sent: undefined,
      answered: expect.stringMatching(/^[1-9][0-9]*$/),
    });
    expect(read).toEqual({
      request: `GET /stores-reader/v1/products/${PRODUCT}`,
      sent: write!.answered,
      answered: undefined,
    });
  });

  test('Vitrine does the same, and sends it to the read-only host', async () => {
    const key = vitrineKey({ host: emulator.url, readOnlyHost: emulator.readOnlyUrl }, recorder.fetch);
    recorder.take();
    await catalogue.getProduct(key, PRODUCT);
    await catalogue.updateProduct(key, { _id: PRODUCT, name: 'Olive oil, Vitrine' } as never);
    expect((await catalogue.getProduct(key, PRODUCT)).name).toBe('Olive oil, Vitrine');
    const sent = recorder.take();
    expect(sent.map((r) => r.url.origin)).toEqual([emulator.readOnlyUrl, emulator.url, emulator.readOnlyUrl]);
    const [before, write, read] = consistency(sent);
    expect(before).toEqual({
      request: `GET /stores-reader/v1/products/${PRODUCT}`,
      sent: undefined,
      answered: undefined,
    });
    expect(write).toEqual({
      request: `PATCH /stores/v1/products/${PRODUCT}`,
      sent: undefined,
      answered: expect.stringMatching(/^[1-9][0-9]*$/),
    });
    expect(read).toEqual({
      request: `GET /stores-reader/v1/products/${PRODUCT}`,
      sent: write!.answered,
      answered: undefined,
    });
  });
});
