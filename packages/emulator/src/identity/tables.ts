import { documents } from '../db/table';
import type { IdentityRecord, RecoveryTokenRecord, SessionRecord, StateTokenRecord } from './records';

/** The identity slice's tables: members, their sessions and their one-time tokens. */
export const identityTables = {
  identities: documents<IdentityRecord>('identities'),
  sessions: documents<SessionRecord>('sessions'),
  state_tokens: documents<StateTokenRecord>('state_tokens'),
  recovery_tokens: documents<RecoveryTokenRecord>('recovery_tokens'),
};
