import type { Client } from '@vitrine/http';
import { PLATFORM_CAPTCHA_SITE_KEYS } from './captcha-keys';
import { LoginState, type LoginResult } from './login-state';
import { oauthStrategyOf } from './oauth-client';

/**
 * The captcha a login state asks the form to run, with the site key to run it with: the invisible one for
 * SILENT_CAPTCHA_REQUIRED (a missing token), the visible one for USER_CAPTCHA_REQUIRED (a refused token).
 */
export function captchaFor(
  client: Client,
  state: LoginResult,
): { kind: 'invisible' | 'visible'; siteKey: string } | undefined {
  const keys = oauthStrategyOf(client)?.captchaSiteKeys ?? PLATFORM_CAPTCHA_SITE_KEYS;
  if (state.loginState === LoginState.SILENT_CAPTCHA_REQUIRED) return { kind: 'invisible', siteKey: keys.invisible };
  if (state.loginState === LoginState.USER_CAPTCHA_REQUIRED) return { kind: 'visible', siteKey: keys.visible };
  return undefined;
}
