import { describe, expect, it } from 'vitest';
import { isAbortError } from '@vitrine/http';
import { calls } from './calls';
import { answerAll, client, HOST, READ, useServer } from './server';

const server = useServer();
const PREFIX = { api: '/ecom', site: '/_api/ecom-cart' } as const;

describe.each(calls)('$name', (call) => {
  it.each(['api', 'site'] as const)('sends %s-layout %s with the exact body to the main host', async (layout) => {
    const seen = answerAll(server, call.answer);
    await call.run(client(layout));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe(call.method);
    expect(seen[0]!.url).toBe(HOST + PREFIX[layout] + call.path);
    expect(seen[0]!.body).toEqual(call.body);
    expect(seen[0]!.contentType).toBe(call.body === undefined ? null : 'application/json');
  });

  it('resolves to the transformed, unwrapped answer', async () => {
    answerAll(server, call.answer);
    await expect(call.run(client())).resolves.toEqual(call.resolves);
  });

  it('passes the signal on: an aborted call rejects with AbortError and sends nothing', async () => {
    const seen = answerAll(server, call.answer);
    const error = await call.run(client(), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe('host routing', () => {
  it('reads the current cart from host, never from readOnlyHost (it must see its own writes)', async () => {
    const seen = answerAll(server, calls[0]!.answer);
    await calls[0]!.run(client('api'));
    await calls[0]!.run(client('site'));
    expect(seen.map((s) => new URL(s.url).origin)).toEqual([HOST, HOST]);
    expect(seen.some((s) => s.url.startsWith(READ))).toBe(false);
  });
});

describe('bodies leave out what the caller did not give', () => {
  it('updateCurrentCart sends only the six documented fields', async () => {
    const { updateCurrentCart } = await import('../src');
    const seen = answerAll(server, calls[0]!.answer);
    const stray = { couponCode: 'TEN', _id: 'cart-1', currency: 'EUR' } as Parameters<typeof updateCurrentCart>[1];
    await updateCurrentCart(client(), stray);
    await updateCurrentCart(client());
    expect(seen.map((s) => s.body)).toEqual([{ couponCode: 'TEN' }, {}]);
  });

  it('addToCurrentCart and estimateCurrentCartTotals send {} when given nothing', async () => {
    const { addToCurrentCart, estimateCurrentCartTotals } = await import('../src');
    const seen = answerAll(server, { cart: {} });
    await addToCurrentCart(client());
    await estimateCurrentCartTotals(client());
    expect(seen.map((s) => s.body)).toEqual([{}, {}]);
  });
});
