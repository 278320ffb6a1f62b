import type { RedirectSessionRequest } from '../../src';

/** A login redirect session with PKCE, as auth's getAuthUrl asks for one. */
export const LOGIN: RedirectSessionRequest = {
  auth: {
    authRequest: {
      redirectUri: 'https://shop.test/callback',
      clientId: 'client-1',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: 'state-1',
    },
    prompt: 'login',
  },
};
