import { describe, expect, it, vi } from 'vitest';
import { createEventReceiver, EVENT_TYPES, type EventRefusal } from '../src';
import {
  dataClaim,
  deliver,
  makeKeys,
  signedClaims,
  signedWithPublicKey,
  unsigned,
  type DeliveryInit,
} from './support/deliver';
import * as wire from './support/payloads';

const keys = await makeKeys();
const otherKeys = await makeKeys();
const event: DeliveryInit = {
  eventType: EVENT_TYPES.cartCreated,
  payload: wire.cartCreated(),
  instanceId: wire.INSTANCE,
};

/** Swaps the token's claims for others, keeping its header and signature. */
async function tampered(): Promise<string> {
  const [header, , signature] = (await deliver(keys, event)).split('.');
  const claims = { data: dataClaim({ ...event, instanceId: 'someone-else' }) };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

const REFUSED: [string, () => Promise<string>, EventRefusal, string][] = [
  ['a tampered body', tampered, 'signature', 'The signature of the delivery does not match the public key'],
  [
    'a body signed by another key',
    () => deliver(otherKeys, event),
    'signature',
    'The signature of the delivery does not match the public key',
  ],
  ['an unsigned token (alg: none)', async () => unsigned(event), 'algorithm', 'The delivery is not signed RS256'],
  [
    'HS256 signed with the public key',
    () => signedWithPublicKey(keys, event),
    'algorithm',
    'The delivery is not signed RS256',
  ],
  [
    'an expired token',
    () => deliver(keys, event, Math.floor(Date.now() / 1000) - 60),
    'expired',
    'The delivery has expired',
  ],
  [
    'a token not valid yet',
    () => signedClaims(keys, { data: dataClaim(event), nbf: Math.floor(Date.now() / 1000) + 600 }),
    'claims',
    'A claim of the delivery is not valid yet',
  ],
  [
    'a body that is no JWT',
    async () => '{"eventType":"wix.ecom.v1.cart_created"}',
    'malformed',
    'The delivery is no JWT',
  ],
  ['an empty body', async () => '', 'malformed', 'The delivery is no JWT'],
  ['three parts that are no JWS', async () => 'a.b.c', 'malformed', 'The delivery is no JWT'],
  [
    'a signed token without a data claim',
    () => signedClaims(keys, { eventType: 'x' }),
    'payload',
    'The delivery holds no event in the platform format',
  ],
  [
    'a data claim that is no JSON',
    () => signedClaims(keys, { data: '{not json' }),
    'payload',
    'The delivery holds no event in the platform format',
  ],
  [
    'a data claim without an event type',
    () => signedClaims(keys, { data: JSON.stringify({ data: '{}' }) }),
    'payload',
    'The delivery holds no event in the platform format',
  ],
  [
    'a payload that is no JSON',
    () => signedClaims(keys, { data: JSON.stringify({ eventType: EVENT_TYPES.cartCreated, data: '{' }) }),
    'payload',
    'The delivery holds no event in the platform format',
  ],
  [
    'an identity that is no JSON object',
    () =>
      signedClaims(keys, {
        data: JSON.stringify({ eventType: EVENT_TYPES.cartCreated, identity: '"MEMBER"', data: '{}' }),
      }),
    'payload',
    'The delivery holds no event in the platform format',
  ],
  [
    'a domain payload that is no object',
    () => signedClaims(keys, { data: JSON.stringify({ eventType: EVENT_TYPES.cartCreated, data: '[1]' }) }),
    'payload',
    'The delivery holds no event in the platform format',
  ],
];

describe('a delivery that is not verified', () => {
  it.each(REFUSED)('%s is refused, and no handler runs', async (_name, body, reason, message) => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const handler = vi.fn();
    const unknown = vi.fn();
    events.onCartCreated(handler);
    events.onUnknown(unknown);
    const error = await events.process(await body()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'EventVerificationError', reason, message });
    expect(handler).not.toHaveBeenCalled();
    expect(unknown).not.toHaveBeenCalled();
  });

  it('is taken when it is genuine (the same receiver, the same key)', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const handler = vi.fn();
    events.onCartCreated(handler);
    await events.process(await deliver(keys, event));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('the public key', () => {
  const pemBase64 = Buffer.from(keys.publicKey).toString('base64');
  const bodyOnly = keys.publicKey.replace(/-----[A-Z ]+-----|\s/g, '');

  it.each([
    ['a PEM', keys.publicKey],
    ['a PEM with blanks around it', `\n  ${keys.publicKey}\n`],
    ['the PEM in base64 on one line (as the platform SDK takes it)', pemBase64],
    ['the base64 SPKI alone', bodyOnly],
  ])('is read from %s', async (_name, publicKey) => {
    const events = createEventReceiver({ publicKey });
    const handler = vi.fn();
    events.onCartCreated(handler);
    await events.process(await deliver(keys, event));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('that is no RSA key rejects with ConfigError, and no handler runs', async () => {
    const events = createEventReceiver({ publicKey: 'bm90IGEga2V5' });
    const handler = vi.fn();
    events.onCartCreated(handler);
    const error = await events.process(await deliver(keys, event)).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ConfigError',
      message: 'The publicKey of createEventReceiver is no RSA public key (PEM or base64)',
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
