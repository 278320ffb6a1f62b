import type { CallOptions, Client } from '@vitrine/http';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  login,
  logout,
  recover,
  signOn,
  startVerification,
  type AuthenticationResponse,
  type EmptyResponse,
  type LoginRequest,
  type RecoverResponse,
  type SignOnResponse,
} from '../src';

describe('types', () => {
  it('calls take the client first, the typed request, then call options', () => {
    expectTypeOf(login).toEqualTypeOf<
      (client: Client, request: LoginRequest, options?: CallOptions) => Promise<AuthenticationResponse>
    >();
    expectTypeOf(recover).returns.resolves.toEqualTypeOf<RecoverResponse>();
    expectTypeOf(signOn).returns.resolves.toEqualTypeOf<SignOnResponse>();
    expectTypeOf(startVerification).returns.resolves.toEqualTypeOf<EmptyResponse>();
    expectTypeOf(logout).returns.resolves.toEqualTypeOf<EmptyResponse>();
  });

  it('refuses payloads the service would refuse', () => {
    // @ts-expect-error: a password is required
    const noPassword: LoginRequest = { loginId: { email: 'a@b.test' } };
    // @ts-expect-error: the login id is an object with the e-mail, not the bare address
    const bareEmail: LoginRequest = { loginId: 'a@b.test', password: 'p' };
    // @ts-expect-error: only the targets of the specification
    const phone: Parameters<typeof startVerification>[1] = { identityId: 'i', target: 'PHONE' };
    expect([noPassword, bareEmail, phone]).toHaveLength(3);
  });
});
