import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, type Client } from '../helpers';
import { startEmulator, type RunningEmulator } from '../../src/index';
import { ADA, EVIL, postForm, setCookie } from './attack';

// Finding 2: the dev endpoints (inbox, members, settings, OAuth apps) answered anyone. A write now needs the
// emulator's own origin and the per-run admin token; a read of mails, members or events needs the token.

const ADMIN_TOKEN = 'security-suite-admin-token';
let emu: RunningEmulator;
let client: Client;
beforeAll(async () => {
  ({ emu, client } = await boot({ adminToken: ADMIN_TOKEN }));
});
afterAll(() => emu.close());

const HEADER = 'x-vitrine-admin-token';

function refusal(description: string) {
  return { message: description, details: { applicationError: { description, code: 'PERMISSION_DENIED' } } };
}
const needsToken = (what: string) =>
  refusal(
    `${what} needs the admin token in the ${HEADER} header: the emulator prints it at start ` +
      '(RunningEmulator.adminToken from code)',
  );

async function send(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(emu.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text, res };
}

const WRITES: [string, string, unknown][] = [
  ['PUT', '/__vitrine/settings', { requireCaptcha: true }],
  ['PUT', '/__vitrine/oauth-apps/vitrine-storefront', { allowedRedirectOrigins: [EVIL] }],
  ['POST', '/__vitrine/identities/member-ada/approve', {}],
];

describe('writes', () => {
  test.each(WRITES)('%s %s without the admin token, or with a wrong one, is refused', async (method, path, body) => {
    const tries: Record<string, string>[] = [{}, { [HEADER]: 'guessed-admin-token-0000' }, { [HEADER]: '' }];
    for (const headers of tries) {
      const answer = await send(method, path, headers, body);
      expect([answer.status, answer.body]).toEqual([403, needsToken(`${method} ${path}`)]);
    }
    const state = await client.call('GET', '/__vitrine/oauth-apps');
    expect(JSON.stringify(state.body.oauthApps)).not.toContain(EVIL);
    expect((await client.call('GET', '/__vitrine/settings')).body.settings.requireCaptcha).toBe(false);
  });

  test.each(WRITES)('%s %s with the token from another page is refused', async (method, path, body) => {
    const token = { [HEADER]: ADMIN_TOKEN };
    const own = new URL(emu.url).origin;
    const cases: [Record<string, string>, string][] = [
      [{ origin: EVIL }, `comes from ${EVIL}, not from ${own}`],
      [{ origin: 'null' }, `comes from null, not from ${own}`],
      [{ origin: 'http://127.0.0.1:1' }, `comes from http://127.0.0.1:1, not from ${own}`],
      [{ 'sec-fetch-site': 'cross-site' }, 'was sent by a page of another origin (cross-site)'],
      [{ 'sec-fetch-site': 'same-site' }, 'was sent by a page of another origin (same-site)'],
    ];
    for (const [headers, reason] of cases) {
      const answer = await send(method, path, { ...token, ...headers }, body);
      const says = `${method} ${path} must come from the emulator's own origin; this request ${reason}`;
      expect([answer.status, answer.body]).toEqual([403, refusal(says)]);
    }
  });

  test('a write needs both: the token alone from the emulator’s own pages, or from a client that is no browser', async () => {
    const ownOrigin = { origin: new URL(emu.url).origin, 'sec-fetch-site': 'same-origin' };
    const noToken = await send('PUT', '/__vitrine/settings', ownOrigin, { requireOwnerApproval: true });
    expect([noToken.status, noToken.body]).toEqual([403, needsToken('PUT /__vitrine/settings')]);
    const own = { [HEADER]: ADMIN_TOKEN, ...ownOrigin };
    const on = await send('PUT', '/__vitrine/settings', own, { requireOwnerApproval: true });
    expect([on.status, on.body.settings.requireOwnerApproval]).toEqual([200, true]);
    const off = await send('PUT', '/__vitrine/settings', { [HEADER]: ADMIN_TOKEN }, { requireOwnerApproval: null });
    expect([off.status, off.body.settings.requireOwnerApproval]).toEqual([200, false]);
    // The read-only host refuses every write before it asks for the token.
    const readOnly = await fetch(`${emu.readOnlyUrl}/__vitrine/settings`, { method: 'PUT', body: '{}' });
    expect(readOnly.status).toBe(405);
  });
});

describe('reads', () => {
  test('mails, members and events need the token; health, settings, apps and pictures hold no secret', async () => {
    const secret = ['/__vitrine/inbox.json?to=ada@vitrine.dev', '/__vitrine/inbox', '/__vitrine/identities'];
    for (const path of [...secret, '/__vitrine/events']) {
      const what = `GET ${path.split('?')[0]}`;
      expect(await send('GET', path)).toMatchObject({ status: 403, body: needsToken(what) });
      const wrong = await send('GET', path, { [HEADER]: `${ADMIN_TOKEN}x` });
      expect(wrong).toMatchObject({ status: 403, body: needsToken(what) });
      expect((await send('GET', path, { [HEADER]: ADMIN_TOKEN })).status).toBe(200);
    }
    for (const path of [
      '/__vitrine/health',
      '/__vitrine/settings',
      '/__vitrine/oauth-apps',
      '/__vitrine/media/m-x.svg',
    ])
      expect((await send('GET', path)).status).toBe(200);
  });
});

describe('the inbox page', () => {
  test('the printed link leaves the token in a cookie for reads, and the address bar without it', async () => {
    const wrong = await send('GET', '/__vitrine/inbox?adminToken=not-the-token');
    expect(wrong).toMatchObject({ status: 403, body: needsToken('GET /__vitrine/inbox') });

    const opened = await send('GET', `/__vitrine/inbox?to=a%40b.c&adminToken=${ADMIN_TOKEN}`);
    expect([opened.status, opened.res.headers.get('location')]).toEqual([303, '/__vitrine/inbox?to=a%40b.c']);
    expect(opened.res.headers.getSetCookie()).toEqual([
      `vitrine_admin=${ADMIN_TOKEN}; Path=/__vitrine/; HttpOnly; SameSite=Strict`,
    ]);
    const cookie = setCookie(opened.res, 'vitrine_admin')!;
    const page = await send('GET', '/__vitrine/inbox', { cookie });
    expect(page.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('no-store');
    expect((await send('GET', '/__vitrine/inbox.json', { cookie })).status).toBe(200);
    // Pages of other ports are the same site: the browser sends them the cookie too, but it counts for ours only.
    const others: Record<string, string>[] = [{ origin: 'http://127.0.0.1:9999' }, { 'sec-fetch-site': 'same-site' }];
    for (const from of others) {
      const read = await send('GET', '/__vitrine/inbox.json', { cookie, ...from });
      expect(read).toMatchObject({ status: 403, body: needsToken('GET /__vitrine/inbox.json') });
    }

    // The cookie is for reads: a write needs the token itself.
    const write = await send('PUT', '/__vitrine/settings', { cookie }, { requireCaptcha: true });
    expect(write).toMatchObject({ status: 403, body: needsToken('PUT /__vitrine/settings') });
  });

  test('its approve buttons carry the token; a forged approve form carries none and is refused', async () => {
    await client.call('PUT', '/__vitrine/settings', { body: { requireOwnerApproval: true } });
    const email = `waiting-${Date.now()}@vitrine.dev`;
    const r = await client.call('POST', '/_api/iam/authentication/v2/register', {
      body: { loginId: { email }, password: ADA.password },
    });
    await client.call('PUT', '/__vitrine/settings', { body: { requireOwnerApproval: false } });
    const id = r.body.identity.id as string;

    const page = (await send('GET', '/__vitrine/inbox', { [HEADER]: ADMIN_TOKEN })).body as string;
    expect(page).toContain(
      '<form method="post" action="/__vitrine/inbox/approve">' +
        `<input type="hidden" name="adminToken" value="${ADMIN_TOKEN}"/>` +
        `<input type="hidden" name="identityId" value="${id}"/>`,
    );

    const url = `${emu.url}/__vitrine/inbox/approve`;
    const forged = await postForm(url, { identityId: id }, { origin: EVIL });
    expect(forged.status).toBe(403);
    const guessed = await postForm(url, { identityId: id, adminToken: 'guessed-admin-token-0000' });
    expect([guessed.status, await guessed.json()]).toEqual([403, needsToken('POST /__vitrine/inbox/approve')]);
    const pending = await client.call('GET', '/__vitrine/identities');
    expect(pending.body.identities.find((i: { id: string }) => i.id === id).approved).toBe(false);

    const own = { origin: new URL(emu.url).origin };
    const approved = await postForm(url, { identityId: id, adminToken: ADMIN_TOKEN }, own);
    expect([approved.status, approved.headers.get('location')]).toEqual([303, '/__vitrine/inbox']);
    const after = await client.call('GET', '/__vitrine/identities');
    expect(after.body.identities.find((i: { id: string }) => i.id === id).approved).toBe(true);
  });
});

describe('the token itself', () => {
  test('a new random one each run, unless startEmulator fixes it; a weak one is refused', async () => {
    const [a, b] = await Promise.all([
      startEmulator({ log: () => undefined }),
      startEmulator({ log: () => undefined }),
    ]);
    try {
      expect(a.adminToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(b.adminToken).not.toBe(a.adminToken);
      expect(emu.adminToken).toBe(ADMIN_TOKEN);
      expect(new URL(a.url).hostname).toBe('127.0.0.1');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    for (const adminToken of ['short', 'x'.repeat(15), 'sixteen chars ok']) {
      await expect(startEmulator({ adminToken })).rejects.toThrow(
        new RangeError('adminToken must be at least 16 of the characters A-Z a-z 0-9 . _ ~ -'),
      );
    }
  });
});
