import { describe, expect, test } from 'vitest';
import {
  proceedToNextState,
  register,
  resendDuringAuthentication,
  startVerification,
  verifyDuringAuthentication,
} from '@vitrine/identity';
import { adminHeaders, clients, inbox, LAYOUT_NAMES, rejection, settings, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
resetSignInSettingsAfterEach(emu);

describe.each(LAYOUT_NAMES)('@vitrine/identity against the emulator, %s layout', (pathLayout) => {
  const email = (name: string) => `${name}-${pathLayout}@vitrine.dev`;

  test('server states: e-mail verification (resend, verify, proceed, startVerification) and owner approval', async () => {
    const { visitor } = clients(emu, pathLayout);
    await settings(emu, { requireEmailVerification: true });
    const mary = email('mary');
    const pending = await register(visitor, { loginId: { email: mary }, password: 'secret-1' });
    expect(pending.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(pending.sessionToken).toBeUndefined();
    expect(pending.identity?.status).toEqual({ name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] });
    const stateToken = pending.stateToken!;
    expect(stateToken).toMatch(/^state\./);

    const still = await proceedToNextState(visitor, { stateToken });
    expect([still.state, still.stateToken]).toEqual(['REQUIRE_EMAIL_VERIFICATION', stateToken]);

    await expect(resendDuringAuthentication(visitor, { stateToken })).resolves.toEqual({});
    const mails = await inbox(emu, mary);
    expect(mails.map((m) => m.kind)).toEqual(['verification-code', 'verification-code']);
    const code = mails[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await rejection(
      verifyDuringAuthentication(visitor, { code: code === '000000' ? '111111' : '000000', stateToken }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      code: 'INVALID_VERIFICATION_CODE',
      message: 'The verification code is wrong',
    });
    const malformed = await rejection(verifyDuringAuthentication(visitor, { code: '12ab', stateToken }));
    expect(malformed).toMatchObject({ name: 'ValidationError', message: 'INVALID_ARGUMENT: "code" must be 6 digits' });
    const verified = await verifyDuringAuthentication(visitor, { code, stateToken });
    expect(verified.state).toBe('SUCCESS');
    expect(verified.sessionToken).toMatch(/^st\./);
    expect(verified.identity).toMatchObject({
      email: { address: mary, isVerified: true },
      status: { name: 'ACTIVE', reasons: [] },
    });

    // startVerification mails a fresh code to an unverified identity.
    const joan = email('joan');
    const unverified = await register(visitor, { loginId: { email: joan }, password: 'secret-1' });
    await expect(
      startVerification(visitor, { identityId: unverified.identity!._id, target: 'EMAIL' }),
    ).resolves.toEqual({});
    expect((await inbox(emu, joan)).map((m) => m.kind)).toEqual(['verification-code', 'verification-code']);
    expect(await rejection(startVerification(visitor, { identityId: 'nobody' }))).toMatchObject({
      status: 404,
      code: 'IDENTITY_NOT_FOUND',
    });

    await settings(emu, { requireEmailVerification: false, requireOwnerApproval: true });
    const alan = email('alan');
    const waiting = await register(visitor, { loginId: { email: alan }, password: 'secret-1' });
    expect(waiting.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(waiting.identity?.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
    expect((await proceedToNextState(visitor, { stateToken: waiting.stateToken! })).state).toBe(
      'REQUIRE_OWNER_APPROVAL',
    );
    expect(
      (
        await fetch(`${emu.url}/__vitrine/identities/${waiting.identity!._id}/approve`, {
          method: 'POST',
          headers: adminHeaders(emu),
        })
      ).status,
    ).toBe(200);
    const approved = await proceedToNextState(visitor, { stateToken: waiting.stateToken! });
    expect(approved.state).toBe('SUCCESS');
    expect(approved.sessionToken).toMatch(/^st\./);
    expect(approved.identity?.status).toEqual({ name: 'ACTIVE', reasons: [] });
    expect(await rejection(proceedToNextState(visitor, { stateToken: waiting.stateToken! }))).toMatchObject({
      status: 400,
      code: 'INVALID_STATE_TOKEN',
      message: 'The state token is unknown or has expired',
    });
  });
});
