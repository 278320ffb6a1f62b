import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ValidationError } from '../errors';
import { parse } from '../schema/violations';
import { deliveriesQuery, subscriptionBody } from './schemas';
import { listDeliveries } from './deliveries';
import { eventKeys } from './site';
import { listSubscriptions, subscribe, unsubscribe } from './subscriptions';

function limitOf(value: string | undefined): number {
  const n = Number(value ?? 100);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new ValidationError([
      { field: 'limit', description: 'must be an integer between 1 and 1000', violatedRule: 'VALIDATION' },
    ]);
  return n;
}

/** The events' dev endpoints: the public key (public), the subscriptions and the deliveries (admin token). */
export const eventRoutes = new Hono<AppEnv>()
  .get('/__vitrine/events/public-key', async (c) => {
    const { publicKey } = await eventKeys(c.get('ctx'));
    return c.json({ publicKey, publicKeyBase64: Buffer.from(publicKey).toString('base64') });
  })
  .get('/__vitrine/events/subscriptions', (c) => c.json({ subscriptions: listSubscriptions(c.get('ctx')) }))
  .post('/__vitrine/events/subscriptions', async (c) => {
    const body = await readBody(c, subscriptionBody);
    return c.json({ subscription: subscribe(c.get('ctx'), body) });
  })
  .delete('/__vitrine/events/subscriptions/:id', (c) => {
    unsubscribe(c.get('ctx'), c.req.param('id'));
    return c.json({});
  })
  .get('/__vitrine/events/deliveries', (c) => {
    const { status } = parse(deliveriesQuery, { status: c.req.query('status') });
    return c.json({ deliveries: listDeliveries(c.get('ctx'), limitOf(c.req.query('limit')), status ?? undefined) });
  });
