import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginStep, resetLogin } from '../src';
import { HOST, setup, tokens, useServer } from './helpers';

const server = useServer();
const IAM = `${HOST}/_api/iam`;

function identity(path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(http.post(`${IAM}${path}`, async ({ request }) => (bodies.push(await request.json()), answer())));
  return bodies;
}

describe("loginStep: a custom form's steps as plain functions over the client's last state", () => {
  it("register → EMAIL_VERIFICATION_REQUIRED, then the code continues from the client's state; signIn false stops at SUCCESS", async () => {
    const registered = identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' }),
    );
    const verified = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1' }),
    );
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    expect(
      await loginStep(client, { register: { email: 'a@example.com', password: 'pw' } }, { signIn: false }),
    ).toEqual({
      state: { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } },
    });
    expect(await loginStep(client, { verificationCode: '123456' }, { signIn: false })).toEqual({
      state: { loginState: 'SUCCESS', data: { sessionToken: 'session-1' } },
    });
    expect(registered).toEqual([{ loginId: { email: 'a@example.com' }, password: 'pw' }]);
    expect(verified).toEqual([{ code: '123456', stateToken: 'st-1' }]);
  });

  it('resetLogin forgets a pending verification: the code is then Unknown _state without a call', async () => {
    identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' }),
    );
    const verified = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1' }),
    );
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    await loginStep(client, { register: { email: 'a@example.com', password: 'pw' } });
    expect(resetLogin(client)).toEqual({ loginState: 'INITIAL' });
    expect(await loginStep(client, { verificationCode: '123456' })).toEqual({
      state: { loginState: 'FAILURE', error: 'Unknown _state' },
    });
    expect(verified).toEqual([]);
  });
});
