// Comparison 1 of issue 9: the identity modules (authentication, recovery, verification).
import { verification } from '@wix/identity';
import { describe, expect, test } from 'vitest';
import { MEMBER, SHOP, startFlows } from './compare/flow-suite';

const { recorder, visitorClient, merchantClient, mailsTo, lastMail, settings, submitLogin, paths } = await startFlows();

describe('identity: authentication, recovery, verification', () => {
  test('login gives a session token; register with verification required, the code from the inbox, processVerification', async () => {
    const client = visitorClient();
    const signedIn = await client.auth.login(MEMBER);
    expect(signedIn.loginState).toBe('SUCCESS');
    expect((signedIn as { data: { sessionToken: string } }).data.sessionToken).toMatch(/\S/);
    const wrong = await client.auth.login({ email: MEMBER.email, password: 'nope-nope' });
    expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' });

    await settings({ requireEmailVerification: true });
    try {
      const email = 'platform-sdk-new@vitrine.dev';
      const registered = await client.auth.register({ email, password: 'secret-123', profile: { nickname: 'New' } });
      expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      const { code } = await lastMail(email);
      expect(code).toMatch(/^\d{6}$/);
      const verified = await client.auth.processVerification({ verificationCode: code! }, registered);
      expect(verified.loginState).toBe('SUCCESS');
    } finally {
      await settings({ requireEmailVerification: false });
    }
  });

  test('sendPasswordResetEmail mails a link; recovery.recover sets the new password', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    await client.auth.sendPasswordResetEmail(MEMBER.email, `${SHOP}/reset`);
    const mail = await lastMail(MEMBER.email);
    expect(mail.kind).toBe('password-recovery');
    const link = new URL(mail.link!);
    expect(link.origin + link.pathname).toBe(`${SHOP}/reset`);
    const recoveryToken = link.searchParams.get('recoveryToken')!;
    const { identity } = await client.recovery.recover(recoveryToken, { password: 'new-password-1' });
    expect(identity?.email?.address).toBe(MEMBER.email);
    expect((await client.auth.login({ email: MEMBER.email, password: 'new-password-1' })).loginState).toBe('SUCCESS');
    const back = await client.recovery.sendRecoveryEmail(MEMBER.email);
    expect(back).toBeUndefined();
    const again = new URL((await lastMail(MEMBER.email)).link!).searchParams.get('recoveryToken')!;
    await client.recovery.recover(again, { password: MEMBER.password });
  });

  test('verification.start mails a fresh code to an unverified identity', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    await settings({ requireEmailVerification: true });
    try {
      const email = 'platform-sdk-start@vitrine.dev';
      const registered = await client.authentication.registerV2({ email }, { password: 'secret-123' });
      expect(registered.state).toBe('REQUIRE_EMAIL_VERIFICATION');
      expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['verification-code']);
      await client.verification.start({ identityId: registered.identity!._id!, target: verification.Target.EMAIL });
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.kind)).toEqual(['verification-code', 'verification-code']);
      expect(mails[0]!.code).toMatch(/^\d{6}$/);
      // The registration's own state token with the code it mailed (the way a custom form verifies).
      const again = await client.authentication.registerV2(
        { email: 'platform-sdk-verify@vitrine.dev' },
        { password: 'secret-123' },
      );
      const { code } = await lastMail('platform-sdk-verify@vitrine.dev');
      const verified = await client.verification.verifyDuringAuthentication(code!, { stateToken: again.stateToken! });
      expect(verified.state).toBe('SUCCESS');
      expect(verified.identity?.email).toEqual({ address: 'platform-sdk-verify@vitrine.dev', isVerified: true });
    } finally {
      await settings({ requireEmailVerification: false });
    }
  });
});

describe('identity calls of the authentication and recovery modules', () => {
  test('loginV2, signOn with an API key, changePassword as a member, logout, sendActivationEmail', async () => {
    const client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const login = await client.authentication.loginV2({ email: MEMBER.email }, { password: MEMBER.password });
    expect(login.state).toBe('SUCCESS');
    expect(login.sessionToken).toMatch(/\S/);
    const identityId = login.identity!._id!;

    const merchant = merchantClient();
    const signedOn = await merchant.authentication.signOn({ email: MEMBER.email });
    expect(signedOn.sessionToken).toMatch(/\S/);
    expect(signedOn.identity?._id).toBe(identityId);

    // A member's own call: tokens from the hosted login, as a shop gets them.
    const oauthData = client.auth.generateOAuthData(`${SHOP}/callback`);
    const { code, state } = client.auth.parseFromUrl(
      await submitLogin((await client.auth.getAuthUrl(oauthData)).authUrl),
      'fragment',
    );
    client.auth.setTokens(await client.auth.getMemberTokens(code, state, oauthData));
    await client.authentication.changePassword('changed-password-1');
    expect((await client.auth.login({ email: MEMBER.email, password: 'changed-password-1' })).loginState).toBe(
      'SUCCESS',
    );
    await client.authentication.changePassword(MEMBER.password);
    expect((await client.auth.login(MEMBER)).loginState).toBe('SUCCESS');

    recorder.take();
    expect(await client.authentication.logout({ postLogoutRedirectUri: `${SHOP}/bye` })).toEqual({});
    expect(paths()).toEqual(['GET /_api/iam/authentication/v1/logout']);

    const before = (await mailsTo(MEMBER.email)).length;
    await client.recovery.sendActivationEmail(identityId);
    const mails = await mailsTo(MEMBER.email);
    expect(mails).toHaveLength(before + 1);
    // Activation mails a link to set the password, as recovery does.
    expect(mails[0]!.kind).toBe('password-recovery');
    expect(new URL(mails[0]!.link!).searchParams.get('recoveryToken')).toMatch(/^recovery\./);
  });
});
