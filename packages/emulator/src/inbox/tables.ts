import { documents } from '../db/table';
import type { MailRecord } from './records';

/** The inbox slice's tables. */
export const inboxTables = {
  mails: documents<MailRecord>('mails'),
};
