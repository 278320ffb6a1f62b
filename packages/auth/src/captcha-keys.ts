// The site keys alone, in a file that imports nothing: the strategy (oauth.ts) carries them, and captcha.ts reads
// them back from a client's strategy, so keeping them there would close an import circle.

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
