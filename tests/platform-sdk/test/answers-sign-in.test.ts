// Comparison 3 of issue 9: tokens, recovery and verification, the auth strategies, redirects and identity.
import * as vitrineAuth from '@vitrine/auth';
import * as identity from '@vitrine/identity';
import { createRedirectSession } from '@vitrine/redirects';
import { OAuthStrategy } from '@wix/sdk';
import { describe, expect, test, vi } from 'vitest';
import { answeredRefreshToken } from './compare/answers';
import { CLIENT_ID, type PlatformClient } from './compare/clients';
import { isDate, startAnswerComparison, type Case } from './compare/answer-suite';

const { live, tokens, lastMail, requireEmailVerification, visitor } = await startAnswerComparison();

const oauthData = {
  state: 'state-answers',
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  redirectUri: 'http://localhost:3000/auth/callback',
  originalUri: 'http://localhost:3000/account',
};

let recoveryToken: string;
let pending: { stateToken: string; code: string };

/** A new member's sign-up waiting for the e-mailed code: its state token and the code. */
async function pendingSignUp(email: string): Promise<void> {
  await requireEmailVerification(true);
  const answer = await identity.register(live.ours, { loginId: { email }, password: 'answers-2' } as never);
  await requireEmailVerification(false);
  pending = { stateToken: answer.stateToken!, code: (await lastMail(email)).code! };
}

/** Token answers: the same token pair (values, expiry in epoch seconds, role) from one answer. */
const tokenCases: Case<PlatformClient>[] = [
  {
    call: 'visitor tokens (anonymous grant)',
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).generateVisitorTokens(),
    vitrine: (c) => (c.auth as vitrineAuth.OAuthStrategy).generateVisitorTokens(),
    check: (value: vitrineAuth.Tokens) => expect(value.refreshToken.role).toBe('visitor'),
  },
  {
    call: 'token renewal (refresh_token grant)',
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).renewToken(tokens.refreshToken),
    vitrine: (c) => (c.auth as vitrineAuth.OAuthStrategy).renewToken(),
    pick: answeredRefreshToken,
    check: (value: vitrineAuth.Tokens) =>
      expect([value.refreshToken.role, value.refreshToken.value === tokens.refreshToken.value]).toEqual([
        'visitor',
        false,
      ]),
  },
];

const recoveryAndVerificationCases: Case<PlatformClient>[] = [
  {
    call: 'recovery.recover',
    setup: async () => {
      await identity.sendRecoveryEmail(live.ours, { email: 'ada@vitrine.dev' } as never);
      recoveryToken = new URL((await lastMail('ada@vitrine.dev')).link!).searchParams.get('recoveryToken')!;
    },
    platform: (c) => c.recovery.recover(recoveryToken, { password: 'vitrine-demo' }),
    vitrine: (c) => identity.recover(c, { recoveryToken, password: 'vitrine-demo' }),
    check: (value: { identity?: { _updatedDate?: Date } }) => isDate(value.identity?._updatedDate),
  },
  {
    call: 'register, e-mail verification required',
    setup: () => requireEmailVerification(true),
    platform: (c) => c.authentication.registerV2({ email: 'verify-me@vitrine.dev' }, { password: 'answers-3' }),
    vitrine: (c) =>
      identity.register(c, { loginId: { email: 'verify-me@vitrine.dev' }, password: 'answers-3' } as never),
    check: (value: { state?: string; stateToken?: string }) =>
      expect(value).toMatchObject({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: expect.any(String) }),
  },
  {
    call: 'verification.verifyDuringAuthentication',
    setup: () => pendingSignUp('verified@vitrine.dev'),
    platform: (c) => c.verification.verifyDuringAuthentication(pending.code, { stateToken: pending.stateToken }),
    vitrine: (c) => identity.verifyDuringAuthentication(c, { code: pending.code, stateToken: pending.stateToken }),
    check: (value: { state?: string; identity?: { _createdDate?: Date } }) => {
      expect(value.state).toBe('SUCCESS');
      isDate(value.identity?._createdDate);
    },
  },
];

/** The strategies' sign-in results: the same answer must give the same login state, error and error code. */
const strategyCases: Case<PlatformClient>[] = [
  {
    call: 'login, success',
    platform: (c) => c.auth.login({ email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    vitrine: (c) => vitrineAuth.login(c, { email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    check: (value: vitrineAuth.LoginResult) => expect(value.loginState).toBe('SUCCESS'),
  },
  {
    call: 'login, wrong password',
    status: 400,
    platform: (c) => c.auth.login({ email: 'ada@vitrine.dev', password: 'not-it' }),
    vitrine: (c) => vitrineAuth.login(c, { email: 'ada@vitrine.dev', password: 'not-it' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' }),
  },
  {
    call: 'login, password reset required',
    status: 400,
    platform: (c) => c.auth.login({ email: 'reset@vitrine.dev', password: 'vitrine-demo' }),
    vitrine: (c) => vitrineAuth.login(c, { email: 'reset@vitrine.dev', password: 'vitrine-demo' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'FAILURE', errorCode: 'resetPassword' }),
  },
  {
    call: 'register, e-mail taken',
    status: 409,
    platform: (c) => c.auth.register({ email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    vitrine: (c) => vitrineAuth.register(c, { email: 'ada@vitrine.dev', password: 'vitrine-demo' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' }),
  },
  {
    call: 'register, e-mail verification required',
    setup: () => requireEmailVerification(true),
    platform: (c) => c.auth.register({ email: 'verify-strategy@vitrine.dev', password: 'answers-4' }),
    vitrine: (c) => vitrineAuth.register(c, { email: 'verify-strategy@vitrine.dev', password: 'answers-4' }),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: expect.any(String) },
      }),
  },
  {
    call: 'getAuthUrl (the hosted login page)',
    platform: (c) => c.auth.getAuthUrl(oauthData, { prompt: 'login', responseMode: 'query' }),
    vitrine: (c) => vitrineAuth.getAuthUrl(c, oauthData, { prompt: 'login', responseMode: 'query' }),
    // Ours answers only the URL; theirs adds the session's endpoint and token.
    pick: (value) => ({ authUrl: (value as { authUrl: string }).authUrl }),
    check: (value: { authUrl: string }) =>
      expect(value.authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__vitrine\/pages\/auth\?/),
  },
  {
    call: 'logout (the logout page)',
    platform: (c) => c.auth.logout('http://localhost:3000/bye'),
    vitrine: (c) => vitrineAuth.logout(c, 'http://localhost:3000/bye'),
    check: (value: { logoutUrl: string }) => expect(value.logoutUrl).toMatch(/\/__vitrine\/pages\/logout\?/),
  },
  {
    call: 'processVerification, the e-mailed code',
    setup: () => pendingSignUp('verified-strategy@vitrine.dev'),
    platform: (c) =>
      c.auth.processVerification({ verificationCode: pending.code }, {
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: pending.stateToken },
      } as never),
    vitrine: (c) =>
      vitrineAuth.processVerification(
        c,
        { verificationCode: pending.code },
        { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: pending.stateToken } },
      ),
    check: (value: vitrineAuth.LoginResult) =>
      expect(value).toMatchObject({ loginState: 'SUCCESS', data: { sessionToken: expect.any(String) } }),
  },
];

const redirectAndIdentityCases: Case<PlatformClient>[] = [
  {
    call: 'createRedirectSession',
    platform: (c) =>
      c.redirects.createRedirectSession({
        logout: { clientId: CLIENT_ID },
        callbacks: { postFlowUrl: 'http://localhost:3000/' },
      }),
    vitrine: (c) =>
      createRedirectSession(c, {
        logout: { clientId: CLIENT_ID },
        callbacks: { postFlowUrl: 'http://localhost:3000/' },
      } as never),
  },
  {
    call: 'authentication.loginV2',
    platform: (c) => c.authentication.loginV2({ email: 'ada@vitrine.dev' }, { password: 'vitrine-demo' }),
    vitrine: (c) => identity.login(c, { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' } as never),
    check: (value: { identity?: { _id?: string; _createdDate?: Date } }) => {
      expect(value.identity?._id).toEqual(expect.any(String));
      isDate(value.identity?._createdDate);
    },
  },
  {
    call: 'authentication.registerV2',
    platform: (c) =>
      c.authentication.registerV2(
        { email: 'answers@vitrine.dev' },
        { password: 'answers-1', profile: { firstName: 'Ann' } },
      ),
    vitrine: (c) =>
      identity.register(c, {
        loginId: { email: 'answers@vitrine.dev' },
        password: 'answers-1',
        profile: { firstName: 'Ann' },
      } as never),
  },
];

describe('comparison 3: one emulator answer, read by both SDKs, gives the same values', () => {
  test.each(tokenCases.map((c) => [c.call, c] as const))('tokens: %s', async (_, c) => {
    // Both SDKs count the expiry from now, in whole seconds: one frozen clock for both. Ours reads a server's clock
    // from `performance` (Next.js refuses `Date.now()` in a render): frozen at the same instant, or a second boundary
    // crossed between the two reads gives ours one second more.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const performanceNow = vi.spyOn(performance, 'now').mockReturnValue(now - performance.timeOrigin);
    try {
      await visitor(c)();
    } finally {
      vi.useRealTimers();
      performanceNow.mockRestore();
    }
  });
  test.each(recoveryAndVerificationCases.map((c) => [c.call, c] as const))('recovery and verification: %s', (_, c) =>
    visitor(c)(),
  );
  test.each(strategyCases.map((c) => [c.call, c] as const))('auth strategy: %s', (_, c) => visitor(c)());
  test.each(redirectAndIdentityCases.map((c) => [c.call, c] as const))('redirects and identity: %s', (_, c) =>
    visitor(c)(),
  );
});
