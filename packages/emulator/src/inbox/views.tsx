/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
import type { MailRecord } from './records';
import { CardPage } from '../views/layout';

export interface PendingMember {
  id: string;
  email: string;
}

/** Only an http(s) link is ever an href: a mail's link is what a caller asked for (`send-email`'s redirect URL). */
function isWebLink(link: string): boolean {
  return URL.canParse(link) && ['http:', 'https:'].includes(new URL(link).protocol);
}

function MailRow({ mail }: { mail: MailRecord }) {
  return (
    <tr>
      <td class="note">{mail.createdDate.replace('T', ' ').slice(0, 19)}</td>
      <td>{mail.to}</td>
      <td>
        <strong>{mail.subject}</strong>
        <div>{mail.text}</div>
        {mail.link && (isWebLink(mail.link) ? <a href={mail.link}>Open link</a> : <code>{mail.link}</code>)}
      </td>
    </tr>
  );
}

/** The inbox's own form: it carries the admin token, as the dev endpoints' writes need it. */
function ApproveButton(props: { member: PendingMember; adminToken: string }) {
  return (
    <form method="post" action="/__vitrine/inbox/approve">
      <input type="hidden" name="adminToken" value={props.adminToken} />
      <input type="hidden" name="identityId" value={props.member.id} />
      <button type="submit" class="secondary">
        Approve {props.member.email}
      </button>
    </form>
  );
}

/** The dev inbox: the mails the emulator "sent", of one address or of all, and the members waiting for approval. */
export function inboxPage(
  to: string | undefined,
  mails: readonly MailRecord[],
  pending: readonly PendingMember[],
  adminToken: string,
) {
  return (
    <CardPage title="Dev inbox" heading={to ? `Dev inbox for ${to}` : 'Dev inbox'}>
      <p class="note">
        Mails the emulator "sent". JSON: <a href="/__vitrine/inbox.json">{'/__vitrine/inbox.json?to=<email>'}</a>
      </p>
      {pending.map((member) => (
        <ApproveButton member={member} adminToken={adminToken} />
      ))}
      {mails.length ? (
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>To</th>
              <th>Mail</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <MailRow mail={mail} />
            ))}
          </tbody>
        </table>
      ) : (
        <p>No mail yet.</p>
      )}
    </CardPage>
  );
}
