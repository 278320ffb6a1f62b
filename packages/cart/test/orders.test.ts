import { describe, expect, it } from 'vitest';
import { ApplicationError, isAbortError } from '@vitrine/http';
import { getOrder } from '../src/orders';
import { answerAll, client, HOST, useServer } from './server';

const server = useServer();

/** An order as the platform answers it (`GET /ecom/v1/orders/{id}`), the fields a thank-you page shows. */
const wireOrder = {
  id: 'order-1',
  number: '10001',
  createdDate: '2026-11-27T10:00:00.000Z',
  updatedDate: '2026-11-27T10:00:00.000Z',
  lineItems: [
    {
      id: 'line-1',
      productName: { original: 'Linen shirt', translated: 'Linen shirt' },
      quantity: 2,
      descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'M' }, lineType: 'PLAIN_TEXT' }],
      image: { id: 'shirt~mv2.jpg', url: 'https://static.wixstatic.com/media/shirt~mv2.jpg', width: 800, height: 1000 },
      physicalProperties: { weight: 0.4, shippable: true },
      price: { amount: '39.00', formattedAmount: '€39.00' },
      totalPriceAfterTax: { amount: '78.00', formattedAmount: '€78.00' },
    },
  ],
  buyerInfo: { visitorId: 'visitor-1', email: 'ada@example.com' },
  priceSummary: { total: { amount: '78.00', formattedAmount: '€78.00' } },
  shippingInfo: {
    title: 'Standard delivery',
    logistics: {
      shippingDestination: {
        address: { country: 'DE', city: 'Hamburg', addressLine: 'Mönckebergstraße 7' },
        contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
      },
    },
  },
  billingInfo: { address: { country: 'DE', city: 'Hamburg', addressLine: 'Mönckebergstraße 7' } },
};

describe('getOrder', () => {
  it.each([
    ['api', '/ecom'],
    ['site', '/_api/ecom-orders'],
  ] as const)('sends GET %s …/v1/orders/{id} to the main host, the id encoded in the path', async (layout, prefix) => {
    const seen = answerAll(server, { order: wireOrder });
    await getOrder(client(layout), 'order/1?x');
    expect(seen).toEqual([
      { method: 'GET', url: `${HOST}${prefix}/v1/orders/order%2F1%3Fx`, contentType: null, body: undefined },
    ]);
  });

  it('resolves to the order as the platform SDK gives it: _id, dates, the picture as a media URI, addresses', async () => {
    answerAll(server, { order: wireOrder });
    const order = await getOrder(client(), 'order-1');
    expect(order._id).toBe('order-1');
    expect(order.number).toBe('10001');
    expect(order._createdDate).toEqual(new Date('2026-11-27T10:00:00.000Z'));
    const [line] = order.lineItems!;
    expect(line).toMatchObject({
      _id: 'line-1',
      productName: { original: 'Linen shirt', translated: 'Linen shirt' },
      quantity: 2,
      price: { amount: '39.00', formattedAmount: '€39.00' },
      totalPriceAfterTax: { amount: '78.00', formattedAmount: '€78.00' },
      physicalProperties: { weight: 0.4, shippable: true },
    });
    expect(line!.image).toBe('image://v1/shirt~mv2.jpg#originWidth=800&originHeight=1000');
    expect(order.shippingInfo!.logistics!.shippingDestination).toEqual({
      address: { country: 'DE', city: 'Hamburg', addressLine1: 'Mönckebergstraße 7' },
      contactDetails: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(order.billingInfo!.address).toEqual({ country: 'DE', city: 'Hamburg', addressLine1: 'Mönckebergstraße 7' });
    expect(order.priceSummary!.total).toEqual({ amount: '78.00', formattedAmount: '€78.00' });
  });

  it("another buyer's or an unknown order is the platform's 404, typed, naming the request", async () => {
    const refusal = {
      message: 'Order order-2 not found',
      details: { applicationError: { code: 'ORDER_NOT_FOUND', description: 'Order order-2 not found' } },
    };
    answerAll(server, refusal, 404);
    const error = await getOrder(client(), 'order-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'ORDER_NOT_FOUND',
      request: { method: 'GET', path: '/ecom/v1/orders/order-2' },
    });
  });

  it('an answer without an order is a SystemError, never an undefined order', async () => {
    answerAll(server, {});
    await expect(getOrder(client(), 'order-1')).rejects.toMatchObject({
      name: 'SystemError',
      code: 'INVALID_RESPONSE',
    });
  });

  it('passes the signal on: an aborted call rejects with AbortError and sends nothing', async () => {
    const seen = answerAll(server, { order: wireOrder });
    const error = await getOrder(client(), 'order-1', { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});
