import { afterEach } from 'vitest';
import type { RunningEmulator } from '../../../src/index';
import { settings } from '../setup';

/** Puts the site's sign-in settings back as the seed has them (no verification, approval or captcha) after each test. */
export function resetSignInSettingsAfterEach(emu: RunningEmulator): void {
  afterEach(() =>
    settings(emu, { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false }),
  );
}
