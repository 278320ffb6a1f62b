// Comparison 2 of issue 9: redirect sessions, identity and the auth strategies.
import * as vitrineAuth from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import * as identity from '@vitrine/identity';
import { createRedirectSession } from '@vitrine/redirects';
import { OAuthStrategy } from '@wix/sdk';
import { describe, test } from 'vitest';
import { CLIENT_ID, platformVisitor } from './compare/clients';
import { startRequestComparison, type Case } from './compare/request-suite';

const { recorder, ours, theirs, clientOptions, compare } = await startRequestComparison();

const oauthData = {
  state: 'state-123',
  codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  redirectUri: 'http://localhost:3000/auth/callback',
  originalUri: 'http://localhost:3000/account',
};
const verificationPending = {
  loginState: 'EMAIL_VERIFICATION_REQUIRED',
  data: { stateToken: 'state-token-1' },
} as const;

const redirectCases: Case[] = [
  {
    call: 'createRedirectSession',
    vitrine: () =>
      createRedirectSession(ours.visitor, {
        ecomCheckout: { checkoutId: 'checkout-1' },
        callbacks: { postFlowUrl: 'http://localhost:3000/', thankYouPageUrl: 'http://localhost:3000/thanks' },
      } as never),
    platform: () =>
      theirs.visitor.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: 'checkout-1' },
        callbacks: { postFlowUrl: 'http://localhost:3000/', thankYouPageUrl: 'http://localhost:3000/thanks' },
      }),
  },
];

const profile = { firstName: 'Grace', lastName: 'Hopper', nickname: 'grace' };

const identityCases: Case[] = [
  {
    call: 'authentication.registerV2',
    changesState: 'the e-mail is taken after the first register',
    vitrine: () =>
      identity.register(ours.visitor, {
        loginId: { email: 'grace@vitrine.dev' },
        password: 'compared-1',
        profile,
      } as never),
    platform: () =>
      theirs.visitor.authentication.registerV2({ email: 'grace@vitrine.dev' }, { password: 'compared-1', profile }),
  },
  {
    call: 'authentication.loginV2',
    vitrine: () =>
      identity.login(ours.visitor, {
        loginId: { email: 'ada@vitrine.dev' },
        password: 'vitrine-demo',
        captchaTokens: [{ Recaptcha: 'r' }],
      } as never),
    platform: () =>
      theirs.visitor.authentication.loginV2(
        { email: 'ada@vitrine.dev' },
        { password: 'vitrine-demo', captchaTokens: [{ Recaptcha: 'r' }] },
      ),
  },
  {
    call: 'authentication.changePassword',
    vitrine: () => identity.changePassword(ours.visitor, { newPassword: 'compared-2' }),
    platform: () => theirs.visitor.authentication.changePassword('compared-2'),
  },
  {
    call: 'authentication.signOn',
    vitrine: () =>
      identity.signOn(ours.key, { loginId: { email: 'ada@vitrine.dev' }, profile: { nickname: 'ada' } } as never),
    platform: () => theirs.key.authentication.signOn({ email: 'ada@vitrine.dev' }, { profile: { nickname: 'ada' } }),
  },
  {
    call: 'authentication.logout',
    vitrine: () =>
      identity.logout(ours.visitor, { postLogoutRedirectUri: 'http://localhost:3000/', clientId: CLIENT_ID }),
    platform: () =>
      theirs.visitor.authentication.logout({ postLogoutRedirectUri: 'http://localhost:3000/', clientId: CLIENT_ID }),
  },
  {
    call: 'recovery.sendRecoveryEmail',
    vitrine: () =>
      identity.sendRecoveryEmail(ours.visitor, {
        email: 'ada@vitrine.dev',
        language: 'en',
        redirect: { url: 'http://localhost:3000/reset', clientId: CLIENT_ID },
      }),
    platform: () =>
      theirs.visitor.recovery.sendRecoveryEmail('ada@vitrine.dev', {
        language: 'en',
        redirect: { url: 'http://localhost:3000/reset', clientId: CLIENT_ID },
      }),
  },
  {
    call: 'recovery.sendActivationEmail',
    vitrine: () =>
      identity.sendActivationEmail(ours.key, {
        identityId: 'identity-1',
        emailOptions: { redirect: { url: 'http://localhost:3000/' } },
      } as never),
    platform: () =>
      theirs.key.recovery.sendActivationEmail('identity-1', {
        emailOptions: { redirect: { url: 'http://localhost:3000/' } },
      } as never),
  },
  {
    call: 'recovery.recover',
    vitrine: () => identity.recover(ours.visitor, { recoveryToken: 'recovery-token-1', password: 'compared-3' }),
    platform: () => theirs.visitor.recovery.recover('recovery-token-1', { password: 'compared-3' }),
  },
  {
    call: 'verification.start',
    vitrine: () => identity.startVerification(ours.visitor, { identityId: 'identity-1', target: 'EMAIL' } as never),
    platform: () => theirs.visitor.verification.start({ identityId: 'identity-1', target: 'EMAIL' } as never),
  },
  {
    call: 'verification.verifyDuringAuthentication',
    vitrine: () => identity.verifyDuringAuthentication(ours.visitor, { code: '123456', stateToken: 'state-token-1' }),
    platform: () => theirs.visitor.verification.verifyDuringAuthentication('123456', { stateToken: 'state-token-1' }),
  },
];

/** The strategies' own calls (tokens, sign-in): the platform's go through the global fetch, recorded too. */
const strategyCases: Case[] = [
  {
    call: 'visitor tokens (anonymous grant)',
    vitrine: () => {
      const strategy = vitrineAuth.oauth({ clientId: CLIENT_ID, storage: vitrineAuth.memoryStorage() });
      createClient({ ...clientOptions, auth: strategy });
      return strategy.generateVisitorTokens();
    },
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).generateVisitorTokens(),
  },
  {
    call: 'token renewal (refresh_token grant)',
    // Strategies of their own with the shared tokens: the shared visitor keeps its access token.
    vitrine: () => {
      const renewing = vitrineAuth.oauth({
        clientId: CLIENT_ID,
        tokens: ours.strategy.getTokens(),
        storage: vitrineAuth.memoryStorage(),
      });
      createClient({ ...clientOptions, auth: renewing });
      return renewing.renewToken();
    },
    platform: () => OAuthStrategy({ clientId: CLIENT_ID }).renewToken(ours.strategy.getTokens().refreshToken),
  },
  {
    call: 'login (strategy)',
    vitrine: () =>
      vitrineAuth.login(ours.visitor, {
        email: 'ada@vitrine.dev',
        password: 'vitrine-demo',
        captchaTokens: { recaptchaToken: 'r' },
      }),
    platform: () =>
      theirs.visitor.auth.login({
        email: 'ada@vitrine.dev',
        password: 'vitrine-demo',
        captchaTokens: { recaptchaToken: 'r' },
      }),
  },
  {
    call: 'register (strategy)',
    changesState: 'the e-mail is taken after the first register',
    vitrine: () => vitrineAuth.register(ours.visitor, { email: 'linus@vitrine.dev', password: 'compared-4', profile }),
    platform: () => theirs.visitor.auth.register({ email: 'linus@vitrine.dev', password: 'compared-4', profile }),
  },
  {
    call: 'processVerification (strategy)',
    vitrine: () => vitrineAuth.processVerification(ours.visitor, { verificationCode: '123456' }, verificationPending),
    platform: () =>
      theirs.visitor.auth.processVerification({ verificationCode: '123456' }, verificationPending as never),
  },
  {
    call: 'sendPasswordResetEmail (strategy)',
    vitrine: () => vitrineAuth.sendPasswordResetEmail(ours.visitor, 'ada@vitrine.dev', 'http://localhost:3000/reset'),
    platform: () => theirs.visitor.auth.sendPasswordResetEmail('ada@vitrine.dev', 'http://localhost:3000/reset'),
  },
  {
    call: 'getAuthUrl (login redirect session)',
    vitrine: () => vitrineAuth.getAuthUrl(ours.visitor, oauthData, { prompt: 'login', responseMode: 'query' }),
    platform: () => theirs.visitor.auth.getAuthUrl(oauthData, { prompt: 'login', responseMode: 'query' }),
  },
  {
    call: 'logout (strategy: logout redirect session)',
    // Strategies of their own: a logout clears the tokens of the strategy that made it.
    vitrine: () => {
      const leaving = createClient({
        ...clientOptions,
        auth: vitrineAuth.oauth({
          clientId: CLIENT_ID,
          tokens: ours.strategy.getTokens(),
          storage: vitrineAuth.memoryStorage(),
        }),
      });
      return vitrineAuth.logout(leaving, 'http://localhost:3000/bye');
    },
    platform: () => platformVisitor(ours.strategy.getTokens(), recorder.fetch).auth.logout('http://localhost:3000/bye'),
  },
  {
    call: 'getMemberTokens (authorization_code grant, caller-kept oauthData)',
    // A strategy with no pending sign-in stored: the caller's oauthData alone must be enough (issue 9).
    vitrine: () => {
      const unsigned = createClient({
        ...clientOptions,
        auth: vitrineAuth.oauth({ clientId: CLIENT_ID, storage: vitrineAuth.memoryStorage() }),
      });
      return vitrineAuth.getMemberTokens(unsigned, 'code-1', oauthData.state, oauthData);
    },
    platform: () => theirs.visitor.auth.getMemberTokens('code-1', oauthData.state, oauthData),
  },
];

describe('comparison 2: the same inputs make the same request in both SDKs', () => {
  test.each(redirectCases.map((c) => [c.call, c] as const))('redirects: %s', (_, c) => compare(c)());
  test.each(identityCases.map((c) => [c.call, c] as const))('identity: %s', (_, c) => compare(c)());
  test.each(strategyCases.map((c) => [c.call, c] as const))('auth strategy: %s', (_, c) =>
    compare(c, 'www.wixapis.com')(),
  );
});
