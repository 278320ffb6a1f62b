import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiKey, resetPassword, sendPasswordResetEmail } from '../src';
import { CLIENT_ID, HOST, useServer } from './helpers';
import { applicationError, identityEndpoint, visitor } from './iam';

const server = useServer();
const identity = identityEndpoint(server);

describe('password reset and API keys', () => {
  it('sendPasswordResetEmail posts the e-mail and the redirect with the client id', async () => {
    const requests = identity('/recovery/v1/send-email', () => HttpResponse.json({}));
    await sendPasswordResetEmail(visitor().client, 'ann@example.com', 'https://shop.example/reset');
    expect(requests).toEqual([
      {
        authorization: 'visitor-at',
        body: { email: 'ann@example.com', redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID } },
      },
    ]);
  });

  it('resetPassword sends the recovery token of the mail link with the new password', async () => {
    const requests = identity('/recovery/v1/recover', () => HttpResponse.json({ identity: { id: 'm1' } }));
    await resetPassword(visitor().client, 'recovery-token-1', 'a-new-password');
    expect(requests).toEqual([
      { authorization: 'visitor-at', body: { recoveryToken: 'recovery-token-1', password: 'a-new-password' } },
    ]);
  });

  it('resetPassword rejects with the platform refusal of a used token', async () => {
    identity('/recovery/v1/recover', () => applicationError('INVALID_RECOVERY_TOKEN', 'The recovery token is used'));
    await expect(resetPassword(visitor().client, 'used', 'a-new-password')).rejects.toMatchObject({
      name: 'ApplicationError',
      code: 'INVALID_RECOVERY_TOKEN',
    });
  });

  it('apiKey sends the raw key on every call and never mints tokens', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(
        `${HOST}/stores-reader/v1/products/p1`,
        ({ request }) => (seen.push(request.headers.get('authorization')), HttpResponse.json({ product: {} })),
      ),
    );
    const client = createClient({ host: HOST, auth: apiKey({ apiKey: 'key-123' }) });
    const call = () =>
      client.request({
        method: 'GET',
        service: ['/stores-reader', '/_api/catalog-reader-server'],
        path: '/v1/products/p1',
      });
    await call();
    await call();
    expect(seen).toEqual(['key-123', 'key-123']);
  });

  it('apiKey and oauth refuse missing options with a clear message', async () => {
    const { oauth } = await import('../src');
    expect(() => apiKey({ apiKey: '' })).toThrow(
      'apiKey needs the key, e.g. apiKey({ apiKey: process.env.VITRINE_API_KEY }); got none.',
    );
    expect(() => oauth({ clientId: '' })).toThrow(
      `oauth needs a clientId, e.g. oauth({ clientId: 'your-client-id' }); got "".`,
    );
    await expect(oauth({ clientId: 'c' }).generateVisitorTokens()).rejects.toThrow(
      'The oauth strategy needs a client: pass it to createClient({ auth }) or call ensureVisitor(client).',
    );
  });
});
