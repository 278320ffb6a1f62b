import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ValidationError } from '../errors';
import { parse } from '../schema/violations';
import { NotFoundError } from '../errors';
import { deliveriesQuery, publicKeyQuery, subscriptionBody } from './schemas';
import { listDeliveries, redeliver } from './deliveries';
import { eventKeys } from './site';
import { listSubscriptions, subscribe, unsubscribe } from './subscriptions';
import type { EmulatorContext } from '../context';

function subscriptionOf(ctx: EmulatorContext, id: string): string {
  if (!listSubscriptions(ctx).some((s) => s.id === id))
    throw new NotFoundError('SUBSCRIPTION_NOT_FOUND', `Event subscription ${id} not found`);
  return id;
}

function deliveryIdOf(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new NotFoundError('DELIVERY_NOT_FOUND', `No event delivery ${value}`);
  return n;
}

function limitOf(value: string | undefined): number {
  const n = Number(value ?? 100);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new ValidationError([
      { field: 'limit', description: 'must be an integer between 1 and 1000', violatedRule: 'VALIDATION' },
    ]);
  return n;
}

/**
 * The events' dev endpoints: an app's public key (public), the subscriptions, the deliveries, each subscription's
 * dead letters and their redelivery (admin token).
 */
export const eventRoutes = new Hono<AppEnv>()
  .get('/__vitrine/events/public-key', async (c) => {
    const { appId } = parse(publicKeyQuery, { appId: c.req.query('appId') });
    const { publicKey } = await eventKeys(c.get('ctx'), appId);
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
  })
  .get('/__vitrine/events/subscriptions/:id/failed', (c) => {
    const ctx = c.get('ctx');
    const id = subscriptionOf(ctx, c.req.param('id'));
    return c.json({ deliveries: listDeliveries(ctx, limitOf(c.req.query('limit')), 'failed', id) });
  })
  .post('/__vitrine/events/subscriptions/:id/redeliver', (c) => {
    const ctx = c.get('ctx');
    const id = subscriptionOf(ctx, c.req.param('id'));
    return c.json({ redelivered: redeliver(ctx, { subscriptionId: id }, ctx.now()) });
  })
  .post('/__vitrine/events/deliveries/:id/redeliver', (c) => {
    const ctx = c.get('ctx');
    return c.json({ redelivered: redeliver(ctx, { deliveryId: deliveryIdOf(c.req.param('id')) }, ctx.now()) });
  });
