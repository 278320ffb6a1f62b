// A platform that cannot be reached (a wrong host, a stopped emulator): the error says which one, and nothing secret.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CART, createClient, NetworkError } from '@vitrine/http';

/** A loopback port that refuses connections: bound once, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('NetworkError', () => {
  it('names the origin it could not reach and the call, never the query or body', async () => {
    const port = await closedPort();
    const client = createClient({
      host: `http://127.0.0.1:${port}`,
      auth: { getAuthHeaders: async () => ({ Authorization: 'secret-access-token' }) },
      retry: { limit: 0 },
    });
    const error = await client
      .request({
        method: 'POST',
        service: CART,
        path: '/v1/carts/current/add-to-cart',
        params: { code: 'secret-code' },
        body: { couponCode: 'secret-body' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(
      `Could not reach http://127.0.0.1:${port} (POST /ecom/v1/carts/current/add-to-cart)`,
    );
    expect((error as NetworkError).origin).toBe(`http://127.0.0.1:${port}`);
    expect(String(error)).not.toMatch(/secret/);
  });
});
