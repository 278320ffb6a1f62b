import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import type { MailRecord } from './records';

/** Delivers a mail to the dev inbox (`/__vitrine/inbox`). */
export function sendMail(ctx: EmulatorContext, mail: Omit<MailRecord, 'id' | 'createdDate'>): MailRecord {
  const record: MailRecord = { ...mail, to: mail.to.toLowerCase(), id: newId(), createdDate: isoNow(ctx) };
  ctx.store.table('mails').put(record.id, record, record.to);
  return record;
}

/** The inbox, newest first, of one address or of all. */
export function listMails(ctx: EmulatorContext, to?: string): MailRecord[] {
  const table = ctx.store.table('mails');
  return (to ? table.byKey(to.toLowerCase()) : table.all()).reverse();
}
