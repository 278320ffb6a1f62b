// The captcha site keys a login form runs (docs/specification.md#9-limits): ours are the platform's, read from its SDK.
import { OAuthStrategy } from '@wix/sdk';
import { oauth, PLATFORM_CAPTCHA_SITE_KEYS } from '@vitrine/auth';
import { expect, it } from 'vitest';

it("oauth() carries the platform SDK's invisible and visible captcha site keys", () => {
  const platform = OAuthStrategy({ clientId: 'shop' }) as unknown as Record<string, unknown>;
  const ours = oauth({ clientId: 'shop' });
  expect(typeof platform.captchaInvisibleSiteKey).toBe('string');
  expect(ours.captchaInvisibleSiteKey).toBe(platform.captchaInvisibleSiteKey);
  expect(ours.captchaVisibleSiteKey).toBe(platform.captchaVisibleSiteKey);
  expect(PLATFORM_CAPTCHA_SITE_KEYS).toEqual({
    invisible: platform.captchaInvisibleSiteKey,
    visible: platform.captchaVisibleSiteKey,
  });
});
