import type { IdentityRecord } from './records';

/** The wire identity; an unverified e-mail is a pending reason only while the site requires verification. */
export function identityToWire(i: IdentityRecord, verificationRequired: boolean) {
  const pending = [
    ...(!i.approved ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : []),
    ...(!i.emailVerified && verificationRequired ? ['PENDING_EMAIL_VERIFICATION_REQUIRED'] : []),
  ];
  return {
    id: i.id,
    revision: String(i.revision),
    createdDate: i.createdDate,
    updatedDate: i.updatedDate,
    identityProfile: {
      ...(i.profile.firstName !== undefined ? { firstName: i.profile.firstName } : {}),
      ...(i.profile.lastName !== undefined ? { lastName: i.profile.lastName } : {}),
      ...(i.profile.nickname !== undefined ? { nickname: i.profile.nickname } : {}),
      emails: [{ email: i.email, tag: 'MAIN' }],
      phones: i.profile.phones ?? [],
      addresses: i.profile.addresses ?? [],
      customFields: i.profile.customFields ?? [],
      privacyStatus: i.profile.privacyStatus ?? 'PRIVATE',
    },
    status: { name: i.status, reasons: i.status === 'PENDING' ? pending : [] },
    email: { address: i.email, isVerified: i.emailVerified },
  };
}

export type WireIdentity = ReturnType<typeof identityToWire>;

/** The admin list's view of a member. */
export function identitySummary(i: IdentityRecord) {
  const { id, email, emailVerified, approved, status, resetRequired } = i;
  return { id, email, emailVerified, approved, status, resetRequired };
}
