import { arr, bool, oneOf, opt, str, strict, type Out } from '../schema/kit';

export const tokenRequest = strict({
  clientId: str({ minLength: 1, maxLength: 200 }),
  grantType: oneOf(['anonymous', 'refresh_token', 'authorization_code']),
  refreshToken: opt(str()),
  code: opt(str()),
  // Its format (RFC 7636 §4.1) is the grant's rule: a malformed one is refused as a grant, in the OAuth shape.
  codeVerifier: opt(str()),
  redirectUri: opt(str()),
  scope: opt(str()),
});
export type TokenRequest = Out<typeof tokenRequest>;

export const oauthAppBody = strict({
  redirectUris: opt(arr(str({ maxLength: 2048 }), { maxItems: 100 })),
  allowedRedirectOrigins: opt(arr(str({ maxLength: 2048 }), { maxItems: 100 })),
  loopbackAnyPort: opt(bool()),
});
