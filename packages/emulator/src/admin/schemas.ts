import { bool, opt, strict, type Out } from '../schema/kit';

export const settings = strict({
  requireEmailVerification: opt(bool()),
  requireOwnerApproval: opt(bool()),
  requireCaptcha: opt(bool()),
});

/** The site's sign-up rules (all off by default). */
export type SiteSettings = { [K in keyof Out<typeof settings>]-?: boolean };
