import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startReceiver, verify } from './receiver';

const CLI = resolve(__dirname, '../../dist/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'vitrine-emulator-events-'));
const db = join(dir, 'emulator.db');
const children: ChildProcess[] = [];
const receiver = await startReceiver();

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  adminToken: string;
  publicKey: string;
  out: string;
}

function start(...args: string[]): Promise<Started> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, '--db', db, '--port', '0', '--read-only-port', '0', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the CLI did not start in 20 s: ${out}${err}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m =
        /listening on (http:\/\/\S+)[\s\S]*Admin token: (\S+)[\s\S]*Events public key \(also at \S+\):\n(-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----)\n[\s\S]*Ready in/.exec(
          out,
        );
      if (m) {
        clearTimeout(timer);
        resolvePromise({ child, url: m[1]!, adminToken: m[2]!, publicKey: `${m[3]!}\n`, out });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the CLI exited with ${code}: ${out}${err}`));
    });
  });
}

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('deliveries survive a SIGKILL', () => {
  test('events pending when the process is killed are delivered after a restart on the same database', async () => {
    expect(existsSync(CLI)).toBe(true);
    let up = false;
    receiver.answer = () => (up ? 200 : 503);
    const first = await start('--seed', 'demo', '--events-url', `my-app=${receiver.url}`);
    expect(first.out).toContain(`Events sent to: ${receiver.url} (app my-app)`);
    const writes = 12;
    for (let i = 0; i < writes; i++) {
      const token = (await post(`${first.url}/oauth2/token`, { clientId: 'kill', grantType: 'anonymous' })).body
        .access_token;
      const line = { quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } };
      expect((await post(`${first.url}/ecom/v1/carts/current/add-to-cart`, { lineItems: [line] }, token)).status).toBe(
        200,
      );
    }
    // Some were tried and refused (503); none was delivered.
    await receiver.waitFor(1);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(first.child.signalCode).toBe('SIGKILL');
    const refused = receiver.received.length;

    up = true;
    // No --events-url this time: the subscription, the key and the outbox are the database's.
    const second = await start();
    expect(second.publicKey).toBe(first.publicKey);
    await expect
      .poll(
        async () => {
          const got = receiver.received.slice(refused).filter((r) => r.status === 200);
          return got.length;
        },
        { timeout: 20_000 },
      )
      .toBe(2 * writes);
    // Each write sends two events: v1's cart_created, then Cart V2's.
    const delivered = await Promise.all(
      receiver.received.filter((r) => r.status === 200).map((r) => verify(r.body, second.publicKey)),
    );
    const ids = new Set(delivered.map((d) => d.payload.id));
    expect(ids.size).toBe(2 * writes);
    expect(delivered.filter((d) => d.eventType === 'wix.ecom.v1.cart_created')).toHaveLength(writes);
    expect(delivered.filter((d) => d.eventType === 'wix.ecom.v2.cart_created')).toHaveLength(writes);
    expect(delivered.every((d) => d.claims.aud === 'my-app')).toBe(true);
    const res = await fetch(`${second.url}/__vitrine/events/deliveries?status=delivered`, {
      headers: { 'x-vitrine-admin-token': second.adminToken },
    });
    const list = ((await res.json()) as { deliveries: Array<{ eventId: string }> }).deliveries;
    expect(new Set(list.map((d) => d.eventId))).toEqual(ids);
    second.child.kill('SIGTERM');
  });
});
