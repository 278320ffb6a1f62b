import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminHeaders, boot, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { Store } from '../../src/store';
import { APP, APP_ORIGIN, EVIL } from './attack';

// Finding 5: send-email took any redirect.url, so the reset link could point anywhere, or be a javascript: link
// in the inbox. Now the link must lie on the OAuth app's origins, and the inbox shows only http(s) links as links.

let emu: RunningEmulator;
let client: Client;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-reset-poisoning-'));
beforeAll(async () => {
  ({ emu, client } = await boot({ db: join(dir, 'emulator.db') }));
});
afterAll(async () => {
  await emu.close();
  rmSync(dir, { recursive: true, force: true });
});

const SEND = '/_api/iam/recovery/v1/send-email';

function violation(description: string, violatedRule: string) {
  const fieldViolations = [{ field: 'redirect.url', description, violatedRule }];
  return {
    message: `INVALID_ARGUMENT: "redirect.url" ${description}`,
    details: { validationError: { fieldViolations } },
  };
}

async function mailsTo(email: string) {
  return (await client.call('GET', `/__vitrine/inbox.json?to=${encodeURIComponent(email)}`)).body.mails as {
    link?: string;
  }[];
}

describe('send-email refuses a reset link that leaves the app', () => {
  test.each([
    [`${EVIL}/reset`, APP, `has the origin ${EVIL}, which the OAuth app ${APP} does not allow`],
    [
      'http://localhost.evil.example:5173/r',
      APP,
      'has the origin http://localhost.evil.example:5173, which the OAuth app vitrine-storefront does not allow',
    ],
    [
      `${EVIL}/reset`,
      'no-app',
      `has the origin ${EVIL}; client no-app has no OAuth app, so only loopback origins are allowed`,
    ],
    [`${EVIL}/reset`, undefined, `has the origin ${EVIL}; without a client id only loopback origins are allowed`],
  ])('%s for client %s', async (url, clientId, description) => {
    const before = (await mailsTo('ada@vitrine.dev')).length;
    const sent = await client.call('POST', SEND, { body: { email: 'ada@vitrine.dev', redirect: { url, clientId } } });
    expect([sent.status, sent.body]).toEqual([400, violation(description, 'VALIDATION')]);
    expect(await mailsTo('ada@vitrine.dev')).toHaveLength(before);
  });

  test.each(['javascript:alert(document.cookie)//', 'data:text/html,<script>alert(1)</script>', '/relative/reset'])(
    'a link that is no absolute http(s) URL: %s',
    async (url) => {
      const sent = await client.call('POST', SEND, {
        body: { email: 'ada@vitrine.dev', redirect: { url, clientId: APP } },
      });
      expect([sent.status, sent.body]).toEqual([400, violation('must be an absolute http(s) URL', 'FORMAT')]);
    },
  );

  test('a link on the app’s origin is mailed (not one on another port of its host), as is the emulator’s page', async () => {
    const port = await client.call('POST', SEND, {
      body: { email: 'ada@vitrine.dev', redirect: { url: 'http://localhost:30001/reset', clientId: APP } },
    });
    expect(port.body).toEqual(
      violation(`has the origin http://localhost:30001, which the OAuth app ${APP} does not allow`, 'VALIDATION'),
    );
    const ok = await client.call('POST', SEND, {
      body: { email: 'ada@vitrine.dev', redirect: { url: `${APP_ORIGIN}/reset`, clientId: APP } },
    });
    expect([ok.status, ok.body]).toEqual([200, {}]);
    expect((await mailsTo('ada@vitrine.dev'))[0]!.link).toMatch(/^http:\/\/localhost:3000\/reset\?recoveryToken=/);
    const loopback = await client.call('POST', SEND, {
      body: { email: 'ada@vitrine.dev', redirect: { url: 'http://127.0.0.1:3000/reset', clientId: 'no-app' } },
    });
    expect(loopback.status).toBe(200);
    const plain = await client.call('POST', SEND, { body: { email: 'ada@vitrine.dev' } });
    expect(plain.status).toBe(200);
    expect((await mailsTo('ada@vitrine.dev'))[0]!.link).toMatch(
      new RegExp(`^${emu.url}/__vitrine/pages/recover\\?recoveryToken=`),
    );
  });
});

test('the inbox never makes a link of a mail’s javascript: URL (one kept from before the fix)', async () => {
  await emu.close();
  const store = new Store(join(dir, 'emulator.db'));
  const poisoned = 'javascript:alert(document.cookie)//?recoveryToken=x';
  store.write(() =>
    store.table('mails').put(
      'mail-poisoned',
      {
        id: 'mail-poisoned',
        to: 'ada@vitrine.dev',
        subject: 'Reset your password',
        text: `Choose a new password: ${poisoned}`,
        kind: 'password-recovery',
        link: poisoned,
        createdDate: '2026-01-01T00:00:00.000Z',
      },
      'ada@vitrine.dev',
    ),
  );
  store.close();
  ({ emu, client } = await boot({ db: join(dir, 'emulator.db') }));

  const page = await fetch(`${emu.url}/__vitrine/inbox?to=ada@vitrine.dev`, { headers: adminHeaders(emu) });
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).not.toContain('href="javascript:');
  expect(html).toContain(`<code>${poisoned}</code>`);
  // The same inbox still links an http(s) reset link.
  expect(html).toMatch(/<a href="http:\/\/localhost:3000\/reset\?recoveryToken=[^"]+">Open link<\/a>/);
});
