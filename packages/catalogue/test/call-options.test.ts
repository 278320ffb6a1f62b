import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '@vitrine/http';
import * as catalogue from '../src';
import { makeClient, useServer } from './server';

const { server } = useServer();

/** Answers every request with an answer that holds each entity, and records the `x-trace` header it carried. */
function traces(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.use(
    http.all('*', ({ request }) => {
      seen.push(request.headers.get('x-trace'));
      return HttpResponse.json({ product: {}, variant: {} });
    }),
  );
  return seen;
}

describe("http's CallOptions, the last argument of every call", () => {
  const call: CallOptions = { headers: { 'x-trace': 't-1' } };

  it('sends per-call headers from the calls that take the options in a bigger object', async () => {
    const seen = traces();
    await catalogue.getProduct(makeClient(), 'p1', { ...call, includeMerchantSpecificData: true });
    await catalogue.getProductPlatformized(makeClient(), 'p1', call);
    await catalogue.queryProducts(makeClient(), { ...call, includeVariants: true }).find();
    await catalogue.queryProductVariants(makeClient(), 'p1', { ...call, variantIds: ['v1'] });
    expect(seen).toEqual(['t-1', 't-1', 't-1', 't-1']);
  });

  it('sends per-call headers from the calls that take them alone', async () => {
    const seen = traces();
    await catalogue.getStoreVariant(makeClient(), 'v1', call);
    await catalogue.removeBrand(makeClient(), 'p1', call);
    await catalogue.queryCollections(makeClient(), call).find();
    expect(seen).toEqual(['t-1', 't-1', 't-1']);
  });
});
