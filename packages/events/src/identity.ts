/**
 * Who caused an event (docs/specification.md#3-entities): an anonymous visitor, a member, a site user (the
 * platform's `WIX_USER`: an owner or contributor) or an app. `switch (identity.identityType)` narrows the id.
 */
export type EventIdentity =
  | { identityType: 'ANONYMOUS_VISITOR'; anonymousVisitorId: string }
  | { identityType: 'MEMBER'; memberId: string }
  | { identityType: 'WIX_USER'; wixUserId: string }
  | { identityType: 'APP'; appId: string };

/** The account and site an event belongs to. */
export interface AccountInfo {
  accountId?: string;
  /** Only when `accountId` is a child account. */
  parentAccountId?: string;
  siteId?: string;
}
