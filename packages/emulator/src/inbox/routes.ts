import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { NotFoundError } from '../errors';
import { approveIdentity, listIdentities } from '../identity';
import { rememberAdminToken } from '../admin';
import { listMails } from './service';
import { inboxPage } from './views';

/** The dev inbox. `adminGuard` has checked the admin token of every request here. */
export const inboxRoutes = new Hono<AppEnv>()
  .get('/__vitrine/inbox.json', (c) => c.json({ mails: listMails(c.get('ctx'), c.req.query('to')) }))
  .get('/__vitrine/inbox', (c) => {
    const remembered = rememberAdminToken(c);
    if (remembered) return remembered;
    const ctx = c.get('ctx');
    const to = c.req.query('to');
    const pending = listIdentities(ctx).filter((member) => !member.approved);
    // Mails hold codes and reset links: never kept by a cache, never framed.
    c.header('cache-control', 'no-store');
    return c.html(inboxPage(to, listMails(ctx, to), pending, ctx.adminToken));
  })
  .post('/__vitrine/inbox/approve', async (c) => {
    const id = new URLSearchParams(await c.req.text()).get('identityId') ?? '';
    if (!approveIdentity(c.get('ctx'), id)) throw new NotFoundError('IDENTITY_NOT_FOUND', 'Identity not found');
    return c.redirect('/__vitrine/inbox', 303);
  });
