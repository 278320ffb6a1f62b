import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import { boot, type Client } from './helpers';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;
let client: Client;
let clock = Date.UTC(2026, 5, 1, 12, 0, 0);

beforeAll(async () => {
  ({ emu, client } = await boot({ accessTokenLifetimeSeconds: 60, now: () => clock }));
});
afterAll(() => emu.close());

describe('POST /oauth2/token', () => {
  test('anonymous grant answers a visitor token pair', async () => {
    const r = await client.call('POST', '/oauth2/token', { body: { clientId: 'shop', grantType: 'anonymous' } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    expect(r.body.expires_in).toBe(60);
    expect(r.body.token_type).toBe('Bearer');
    expect(r.body.scope).toBe('offline_access');
    expect(r.body.access_token).not.toBe(r.body.refresh_token);
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('refresh grant renews the access token, rotates the refresh token and keeps the visitor (same cart)', async () => {
    const v = await client.visitor('shop');
    const add = await client.call('POST', '/ecom/v1/carts/current/add-to-cart', {
      token: v.access_token,
      body: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-green-tea', appId: 'vitrine-stores' } }],
      },
    });
    expect(add.status).toBe(200);
    const r = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', refreshToken: v.refresh_token, grantType: 'refresh_token' },
    });
    expect(r.status).toBe(200);
    expect(r.body.refresh_token).toMatch(/^rt\./);
    expect(r.body.refresh_token).not.toBe(v.refresh_token);
    expect(r.body.access_token).not.toBe(v.access_token);
    const cart = await client.call('GET', '/ecom/v1/carts/current', { token: r.body.access_token });
    expect(cart.status).toBe(200);
    expect(cart.body.cart.id).toBe(add.body.cart.id);
  });

  test('refresh with an unknown token or another client is invalid_grant', async () => {
    const v = await client.visitor('shop');
    const unknown = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', refreshToken: 'rt.nope', grantType: 'refresh_token' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'invalid_grant', error_description: 'Unknown or revoked refresh token' });
    const other = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'other', refreshToken: v.refresh_token, grantType: 'refresh_token' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token was issued to another client',
    });
  });

  test('access tokens expire after their lifetime', async () => {
    const v = await client.visitor('shop');
    const before = await client.call('POST', '/ecom/v1/carts/current/add-to-cart', {
      token: v.access_token,
      body: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-green-tea', appId: 'vitrine-stores' } }],
      },
    });
    expect(before.status).toBe(200);
    clock += 59_000;
    expect((await client.call('GET', '/ecom/v1/carts/current', { token: v.access_token })).status).toBe(200);
    clock += 1_000;
    const after = await client.call('GET', '/ecom/v1/carts/current', { token: v.access_token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      message: 'The access token is unknown or has expired',
      details: {
        applicationError: { description: 'The access token is unknown or has expired', code: 'UNAUTHENTICATED' },
      },
    });
    const renewed = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', refreshToken: v.refresh_token, grantType: 'refresh_token' },
    });
    expect(
      (await client.call('GET', '/ecom/v1/carts/current', { token: renewed.body.access_token })).body.cart.id,
    ).toBe(before.body.cart.id);
  });

  test('the grant type is an enum and clientId is required', async () => {
    const r = await client.call('POST', '/oauth2/token', { body: { grantType: 'password' } });
    expect(r.status).toBe(400);
    expect(r.body.details.validationError.fieldViolations).toEqual([
      { field: 'clientId', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
      {
        field: 'grantType',
        description: 'must be one of anonymous, refresh_token, authorization_code',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['anonymous', 'refresh_token', 'authorization_code'] },
      },
    ]);
  });

  test('the PKCE test vector of RFC 7636 matches the emulator S256', () => {
    expect(createHash('sha256').update('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk').digest('base64url')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
