import { hashPassword } from '../identity/password';
import type { IdentityRecord } from '../identity/records';

export const DEMO_MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' } as const;
export const RESET_MEMBER = { email: 'reset@vitrine.dev', password: 'vitrine-demo' } as const;

/** Two accounts: a ready member, and one whose password must be reset (-19973). */
export function demoMembers(): IdentityRecord[] {
  const created = '2026-01-05T09:00:00.000Z';
  const members: IdentityRecord[] = [
    {
      id: 'member-ada',
      revision: 1,
      createdDate: created,
      updatedDate: created,
      email: DEMO_MEMBER.email,
      emailVerified: true,
      approved: true,
      status: 'ACTIVE',
      resetRequired: false,
      passwordHash: hashPassword(DEMO_MEMBER.password),
      profile: { firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada', privacyStatus: 'PRIVATE' },
    },
    {
      id: 'member-reset',
      revision: 1,
      createdDate: created,
      updatedDate: created,
      email: RESET_MEMBER.email,
      emailVerified: true,
      approved: true,
      status: 'ACTIVE',
      resetRequired: true,
      passwordHash: hashPassword(RESET_MEMBER.password),
      profile: { firstName: 'Rita', lastName: 'Reset' },
    },
  ];
  return members;
}
