// The token's registered claims: `exp` required, `iat` not ahead of this clock, `aud` this app's, `iss` the platform.
import { describe, expect, it, vi } from 'vitest';
import { createEventReceiver, EVENT_TYPES, type EventReceiverOptions } from '../src';
import { dataClaim, makeKeys, nowSeconds, signedExactly, type DeliveryInit } from './support/deliver';
import * as wire from './support/payloads';

const keys = await makeKeys();
const APP_ID = 'app-5f1c';
const YEAR = 365 * 24 * 3600;
const event: DeliveryInit = { eventType: EVENT_TYPES.productChanged, payload: wire.productChanged() };
/** A genuine token's claims; each test changes one. */
const claims = (changes: Record<string, unknown> = {}) => ({
  data: dataClaim(event),
  iat: nowSeconds(),
  exp: nowSeconds() + 300,
  ...changes,
});

/** What one receiver makes of one token: the handler's runs, and the error and the answer of a refusal. */
async function received(token: Record<string, unknown>, options: Partial<EventReceiverOptions> = { appId: APP_ID }) {
  const onError = vi.fn();
  const handler = vi.fn();
  const events = createEventReceiver({ publicKey: keys.publicKey, onError, ...options });
  events.onProductChanged(handler);
  const body = await signedExactly(keys, token);
  const response = await events.handle(new Request('https://shop.example/api/events', { method: 'POST', body }));
  const [error] = onError.mock.calls.map(([e]) => e as Error & { reason?: string; status?: number });
  return {
    status: response.status,
    handled: handler.mock.calls.length,
    error: error && { name: error.name, reason: error.reason, status: error.status, message: error.message },
  };
}

const refused = (reason: string, message: string) => ({
  status: 401,
  handled: 0,
  error: { name: 'EventVerificationError', reason, status: 401, message },
});
const taken = { status: 200, handled: 1, error: undefined };

describe('a token refused for its claims (401, no handler runs)', () => {
  it('without exp: it would be good for ever', async () => {
    const { exp: _exp, ...rest } = claims();
    expect(await received(rest)).toEqual(refused('no-expiry', 'The delivery has no expiry'));
  });

  it('issued a year ahead', async () => {
    expect(await received(claims({ iat: nowSeconds() + YEAR, exp: nowSeconds() + YEAR + 300 }))).toEqual(
      refused('issued-in-future', 'The delivery was issued in the future'),
    );
  });

  it('issued past the clock skew allowed', async () => {
    expect(await received(claims({ iat: nowSeconds() + 30 }), { clockSkewSeconds: 5 })).toEqual(
      refused('issued-in-future', 'The delivery was issued in the future'),
    );
  });

  it('for another app', async () => {
    expect(await received(claims({ aud: 'another-app' }))).toEqual(
      refused('audience', 'The delivery is for another app'),
    );
    expect(await received(claims({ aud: ['another-app', 'a-third-app'] }))).toEqual(
      refused('audience', 'The delivery is for another app'),
    );
  });

  it('issued by another issuer than the platform', async () => {
    expect(await received(claims({ iss: 'https://attacker.example' }))).toEqual(
      refused('issuer', 'The delivery was not issued by the platform'),
    );
  });
});

describe('a token taken', () => {
  it('as the emulator signs it: iss wix.com, aud the app, iat now, exp in 300 s', async () => {
    expect(await received(claims({ iss: 'wix.com', aud: APP_ID }))).toEqual(taken);
  });

  it('naming the app among other audiences', async () => {
    expect(await received(claims({ aud: ['another-app', APP_ID] }))).toEqual(taken);
  });

  it('naming no audience, no issuer and no iat (the platform need not send them)', async () => {
    expect(await received({ data: dataClaim(event), exp: nowSeconds() + 300 })).toEqual(taken);
  });

  it('issued up to a minute ahead (clocks differ), unless told otherwise', async () => {
    expect(await received(claims({ iat: nowSeconds() + 30 }))).toEqual(taken);
  });

  it('naming any audience when the receiver is given no appId', async () => {
    expect(await received(claims({ aud: 'another-app' }), {})).toEqual(taken);
  });
});
