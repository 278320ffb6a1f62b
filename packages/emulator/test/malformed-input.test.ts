import { describe, expect, test } from 'vitest';
import { LAYOUTS, line } from './helpers';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();

const CART = LAYOUTS.api.cart;

describe('case 36: malformed input → 400 with field violations, never 500', () => {
  const cases: { name: string; method: string; path: string; raw: string; status?: number; violations: unknown[] }[] = [
    {
      name: 'malformed JSON',
      method: 'POST',
      path: `${CART}/add-to-cart`,
      raw: '{"lineItems": [',
      violations: [{ field: 'body', violatedRule: 'FORMAT' }],
    },
    {
      name: 'JSON that is not an object',
      method: 'POST',
      path: `${CART}/add-to-cart`,
      raw: '[1,2]',
      violations: [{ field: 'body', description: 'must be a JSON object', violatedRule: 'FORMAT' }],
    },
    {
      name: 'JSON null',
      method: 'PATCH',
      path: CART,
      raw: 'null',
      violations: [{ field: 'body', description: 'must be a JSON object', violatedRule: 'FORMAT' }],
    },
    {
      name: 'wrong type at the top',
      method: 'POST',
      path: `${CART}/add-to-cart`,
      raw: '{"lineItems": "many"}',
      violations: [{ field: 'lineItems', description: 'must be an array, got string', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'wrong nested types',
      method: 'POST',
      path: `${CART}/add-to-cart`,
      raw: JSON.stringify({
        lineItems: [{ quantity: '2', catalogReference: { catalogItemId: 5, appId: 'vitrine-stores' } }],
      }),
      violations: [
        {
          field: 'lineItems[0].catalogReference.catalogItemId',
          description: 'must be a string, got number',
          violatedRule: 'VALIDATION',
        },
        { field: 'lineItems[0].quantity', description: 'must be a number, got string', violatedRule: 'VALIDATION' },
      ],
    },
    {
      name: 'null array element',
      method: 'POST',
      path: `${CART}/add-to-cart`,
      raw: '{"lineItems":[null]}',
      violations: [{ field: 'lineItems[0]', description: 'must not be null', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'quantity below the minimum',
      method: 'POST',
      path: `${CART}/add-to-cart`,
      raw: JSON.stringify({ lineItems: [line('prod-granola', 0)] }),
      violations: [{ field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' }],
    },
    {
      name: 'fractional quantity',
      method: 'POST',
      path: `${CART}/update-line-items-quantity`,
      raw: JSON.stringify({ lineItems: [{ id: 'x', quantity: 1.5 }] }),
      violations: [{ field: 'lineItems[0].quantity', description: 'must be an integer', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'missing required field',
      method: 'POST',
      path: `${CART}/remove-line-items`,
      raw: '{}',
      violations: [{ field: 'lineItemIds', description: 'is required', violatedRule: 'REQUIRED_FIELD' }],
    },
    {
      name: 'unknown top-level field',
      method: 'POST',
      path: `${CART}/remove-coupon`,
      raw: '{"coupon":"X"}',
      violations: [{ field: 'coupon', description: 'is not a known field', violatedRule: 'FIELD_NOT_ALLOWED' }],
    },
    {
      name: 'unknown enum value',
      method: 'POST',
      path: `${CART}/create-checkout`,
      raw: '{"channelType":"TELEGRAM"}',
      violations: [{ field: 'channelType', violatedRule: 'INVALID_ENUM_VALUE' }],
    },
    {
      name: 'bad shipping option',
      method: 'POST',
      path: `${CART}/estimate-totals`,
      raw: '{"selectedShippingOption":{"code":7}}',
      violations: [
        {
          field: 'selectedShippingOption.code',
          description: 'must be a string, got number',
          violatedRule: 'VALIDATION',
        },
      ],
    },
    {
      name: 'bad field mask',
      method: 'PATCH',
      path: CART,
      raw: '{"cartFieldmask":"lineItems,owner"}',
      violations: [{ field: 'cartFieldmask', description: 'names an unknown field owner', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'bad .r parameter',
      method: 'GET',
      path: '/stores-reader/v1/products/query-platformized?.r=%%%',
      raw: '',
      violations: [{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }],
    },
    {
      name: 'bad filter shape',
      method: 'POST',
      path: '/stores-reader/v2/collections/query',
      raw: '{"query":{"filter":{"$or":{"a":1}}}}',
      violations: [{ field: 'filter.$or', description: '$or needs an array', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'bad sort order',
      method: 'POST',
      path: '/stores-reader/v2/collections/query',
      raw: '{"query":{"sort":[{"fieldName":"name","order":"UP"}]}}',
      violations: [
        { field: 'sort[0].order', description: 'must be one of ASC, DESC', violatedRule: 'INVALID_ENUM_VALUE' },
      ],
    },
    {
      name: 'token body of the wrong type',
      method: 'POST',
      path: '/oauth2/token',
      raw: '{"clientId":1,"grantType":"anonymous"}',
      violations: [{ field: 'clientId', description: 'must be a string, got number', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'identity login with a number as password',
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      raw: '{"loginId":{"email":"a@b.c"},"password":12}',
      violations: [{ field: 'password', description: 'must be a string, got number', violatedRule: 'VALIDATION' }],
    },
    {
      name: 'verification code not digits',
      method: 'POST',
      path: '/_api/iam/verification/v1/auth/verify',
      raw: '{"code":"abc","stateToken":"x"}',
      violations: [{ field: 'code', description: 'must be 6 digits', violatedRule: 'FORMAT' }],
    },
    {
      name: 'settings of the wrong type',
      method: 'PUT',
      path: '/__vitrine/settings',
      raw: '{"requireCaptcha":"yes"}',
      violations: [
        { field: 'requireCaptcha', description: 'must be a boolean, got string', violatedRule: 'VALIDATION' },
      ],
    },
  ];

  test.each(cases)('$name', async ({ method, path, raw, violations, status }) => {
    const r = await client.call(method, path, { token, ...(raw ? { raw } : {}) });
    expect(r.status).toBe(status ?? 400);
    expect(r.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.headers.get('x-request-id')).toBe(r.headers.get('x-wix-request-id'));
    expect(r.body.message).toMatch(/^INVALID_ARGUMENT: "/);
    expect(r.body.details.validationError.fieldViolations).toHaveLength(violations.length);
    violations.forEach((v, i) => expect(r.body.details.validationError.fieldViolations[i]).toMatchObject(v as object));
  });

  test('catalogue writes refuse bad product fields', async () => {
    const r = await client.call('POST', '/stores/v1/products', {
      token: emu.apiKey,
      body: { product: { price: -3, productType: 'service', weight: 'heavy' } },
    });
    expect(r.status).toBe(400);
    expect(r.body.details.validationError.fieldViolations).toEqual([
      { field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
      {
        field: 'product.productType',
        description: 'must be one of unspecified_product_type, physical, digital',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['unspecified_product_type', 'physical', 'digital'] },
      },
      { field: 'product.weight', description: 'must be a number, got string', violatedRule: 'VALIDATION' },
    ]);
    const price = await client.call('POST', '/stores/v1/products', {
      token: emu.apiKey,
      body: { product: { name: 'x', price: -3 } },
    });
    expect(price.body.details.validationError.fieldViolations).toEqual([
      { field: 'product.price', description: 'must be a non-negative number', violatedRule: 'VALIDATION' },
    ]);
  });

  test('an oversized body is 413 with a violation, streamed or declared', async () => {
    const big = JSON.stringify({ lineItems: [], pad: 'x'.repeat(1024 * 1024 + 10) });
    const r = await client.call('POST', `${CART}/add-to-cart`, { token, raw: big });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({
      message: 'INVALID_ARGUMENT: "body" must be at most 1048576 bytes',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'body',
              description: 'must be at most 1048576 bytes',
              violatedRule: 'MAX_SIZE',
              data: { maxBytes: 1048576 },
            },
          ],
        },
      },
    });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(32));
        controller.close();
      },
    });
    const streamed = await fetch(`${emu.url}${CART}/add-to-cart`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get('x-request-id')).toBeTruthy();
    const health = await client.call('GET', '/__vitrine/health');
    expect(health.body.status).toBe('ok');
  });

  test("an endpoint the emulator does not serve is the platform's UNIMPLEMENTED, in platform shape", async () => {
    const r = await client.call('GET', '/stores-reader/v9/nothing');
    expect(r.status).toBe(501);
    expect(r.body).toEqual({
      message: 'Method not implemented: GET /stores-reader/v9/nothing',
      details: {
        applicationError: {
          description: 'Method not implemented: GET /stores-reader/v9/nothing',
          code: 'UNIMPLEMENTED',
        },
      },
    });
    expect(r.headers.get('x-request-id')).toBeTruthy();
  });
});
