import type { Client } from '@vitrine/http';
import { LoginState, type LoginResult } from './login-state';
import { oauthStrategyOf } from './oauth-client';

/** The platform's two reCAPTCHA site keys (docs/specification.md#9-limits): the invisible and the visible captcha. */
export interface CaptchaSiteKeys {
  invisible: string;
  visible: string;
}

/** The hosted platform's public site keys, the ones its own SDK's OAuth strategy carries. */
export const PLATFORM_CAPTCHA_SITE_KEYS: Readonly<CaptchaSiteKeys> = Object.freeze({
  invisible: '6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v',
  visible: '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy',
});

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
