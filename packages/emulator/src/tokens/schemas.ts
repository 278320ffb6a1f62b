import { arr, oneOf, opt, str, strict, type Out } from '../schema/kit';

export const tokenRequest = strict({
  clientId: str({ minLength: 1, maxLength: 200 }),
  grantType: oneOf(['anonymous', 'refresh_token', 'authorization_code']),
  refreshToken: opt(str()),
  code: opt(str()),
  codeVerifier: opt(str({ maxLength: 128 })),
  redirectUri: opt(str()),
  scope: opt(str()),
});
export type TokenRequest = Out<typeof tokenRequest>;

export const oauthAppBody = strict({
  allowedRedirectOrigins: arr(str({ maxLength: 2048 }), { maxItems: 100 }),
});
