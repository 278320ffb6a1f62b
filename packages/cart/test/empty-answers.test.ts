// A 200 that does not hold the cart is a typed error, never a cart of `undefined` (issue 11, finding 12).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SystemError } from '@vitrine/http';
import { addToCurrentCart, getCurrentCart, updateCurrentCart } from '../src';
import { client, HOST, useServer } from './server';

const server = useServer();
const CART_URL = `${HOST}/ecom/v1/carts/current`;

const answer = (body: string | null) => () =>
  new HttpResponse(body, { status: 200, headers: { 'x-wix-request-id': 'req-empty' } });

describe('a 200 without the cart', () => {
  it.each([
    ['an empty body', null],
    ['blanks', '  \n'],
    ['{}', '{}'],
    ['a null cart', '{"cart":null}'],
    ['a string cart', '{"cart":"c1"}'],
  ])('getCurrentCart: %s is a SystemError INVALID_RESPONSE naming the request', async (_, body) => {
    server.use(http.get(CART_URL, answer(body)));
    const error = await getCurrentCart(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      name: 'SystemError',
      status: 200,
      code: 'INVALID_RESPONSE',
      requestId: 'req-empty',
      message: 'System error occurred, request-id: req-empty',
      request: { method: 'GET', path: '/ecom/v1/carts/current' },
    });
  });

  it('the writes too: an empty 200 to add-to-cart or an update is the same typed error', async () => {
    server.use(http.post(`${CART_URL}/add-to-cart`, answer('')), http.patch(CART_URL, answer('{}')));
    await expect(addToCurrentCart(client(), { lineItems: [] })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      request: { method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' },
    });
    await expect(updateCurrentCart(client(), { couponCode: 'X' })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      request: { method: 'PATCH', path: '/ecom/v1/carts/current' },
    });
  });

  it('a cart answer still resolves to the cart', async () => {
    server.use(http.get(CART_URL, () => HttpResponse.json({ cart: { id: 'c1', lineItems: [] } })));
    await expect(getCurrentCart(client())).resolves.toEqual({ _id: 'c1', lineItems: [] });
  });
});
