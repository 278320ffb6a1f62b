import { type CallOptions, type Client } from '@vitrine/http';
import { ORDERS } from './service';
import { orderEnvelope } from './shapes';
import type { Order } from './types';

/**
 * An order by its id (the `orderId` the hosted checkout adds to the thank-you URL); resolves to the order itself, as
 * the platform SDK's `orders.getOrder` does. A visitor or member reads only the orders they placed: anybody else's
 * id, like an unknown one, rejects with the platform's `ApplicationError` of status 404.
 */
export async function getOrder(client: Client, orderId: string, options?: CallOptions): Promise<Order> {
  const { order } = await client.request<{ order?: Order }>(
    {
      method: 'GET',
      service: ORDERS,
      path: '/v1/orders/{id}',
      pathParams: { id: orderId },
      response: orderEnvelope,
      entity: 'order',
      // The order was written a moment ago (the thank-you page reads it at once): read it where it was written.
      readOnlyHost: false,
    },
    options,
  );
  return order!;
}
