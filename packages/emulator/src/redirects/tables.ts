import { documents } from '../db/table';
import type { RedirectSessionRecord } from './records';

/** The redirects slice's tables. */
export const redirectTables = {
  redirect_sessions: documents<RedirectSessionRecord>('redirect_sessions'),
};
