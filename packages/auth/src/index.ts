export { oauth, type OAuthOptions, type OAuthStrategy } from './oauth';
export { captchaFor } from './captcha';
export { PLATFORM_CAPTCHA_SITE_KEYS, type CaptchaSiteKeys } from './captcha-keys';
export { apiKey, type ApiKeyOptions } from './api-key';
export { memoryStorage } from './memory-storage';
export { localStorageStorage } from './local-storage';
export { clientScopedName } from './storage-scope';
export { cookieStorage, type CookieStorageOptions } from './cookie-storage';
export {
  serverCookieStorage,
  type CookieSource,
  type ServerCookieStorage,
  type ServerCookieStorageOptions,
} from './server-cookie-storage';
export {
  nextCookieStorage,
  type NextCookie,
  type NextCookieReader,
  type NextCookies,
  type NextCookieStorageOptions,
  type NextCookieWriter,
} from './next-cookie-storage';
export { HTTP_ONLY_REFRESH_TOKEN, type RefreshTokenApartOption } from './refresh-token-apart';
export { answerTokenRequest, type TokenRouteOptions } from './token-route';
export { AuthError, isAuthError, type AuthErrorCode, type AuthErrorInit } from './errors';
export { createPkce, deriveCodeChallenge, type Pkce } from './pkce';
export { EARLY_RENEWAL_SECONDS, NO_TOKENS } from './tokens';
export { oauthStrategyOf, strategyOf } from './oauth-client';
export { ensureVisitor } from './ensure-visitor';
export { generateOAuthData } from './oauth-data';
export { getAuthUrl, type AuthUrlOptions } from './auth-url';
export { parseFromUrl, type ReturnedParams } from './parse-from-url';
export { completeSignIn, getMemberTokens, type CompleteSignInOptions } from './member-tokens';
export { getMemberTokensForDirectLogin, SILENT_SIGN_IN_TIMEOUT_MS } from './silent-sign-in';
export { initialLoginState, LoginState, type LoginErrorCode, type LoginResult } from './login-state';
export { loginStep, resetLogin, type LoginAction, type LoginStep } from './login-flow';
export {
  login,
  processVerification,
  register,
  type CaptchaTokens,
  type LoginParams,
  type RegisterParams,
} from './login';
export { resetPassword, sendPasswordResetEmail } from './password-reset';
export { logout } from './logout';
export type * from './types';
