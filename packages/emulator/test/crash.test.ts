import { afterAll, describe, expect, test } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Loose } from './helpers';

const CLI = resolve(__dirname, '../dist/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'vitrine-emulator-crash-'));
const db = join(dir, 'emulator.db');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function start(): Promise<{ child: ChildProcess; url: string; adminToken: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [CLI, '--db', db, '--port', '0', '--read-only-port', '0', '--seed', 'demo'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the CLI did not start in 60 s: ${out}${err}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      // The admin token it prints opens the dev endpoints (the event log).
      const m = /Vitrine emulator listening on (http:\/\/\S+)[\s\S]*Admin token: (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolvePromise({ child, url: m[1]!, adminToken: m[2]! });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the CLI exited with ${code}: ${out}${err}`));
    });
  });
}

async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: Loose }> {
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Loose };
}

describe('case 35: SIGKILL in the middle of writes loses no answered write', () => {
  test('every write answered 200 before the kill is there after a restart on the same file', async () => {
    expect(existsSync(CLI)).toBe(true);
    const first = await start();
    const token = await json(`${first.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: 'crash', grantType: 'anonymous' }),
    });
    expect(token.status).toBe(200);
    const access = token.body.access_token as string;

    const ackedProducts: { id: string; name: string }[] = [];
    let ackedAdds = 0;
    let attemptedAdds = 0;
    let failures = 0;
    const worker = async (n: number) => {
      // Each worker writes until the killed server stops answering.
      for (let i = 0; ; i++) {
        try {
          if (n % 2 === 0) {
            const name = `Crash product ${n}-${i}`;
            const r = await json(`${first.url}/stores/v1/products`, {
              method: 'POST',
              headers: { authorization: 'vitrine-dev-api-key', 'content-type': 'application/json' },
              body: JSON.stringify({
                product: {
                  name,
                  price: 1 + i,
                  productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
                },
              }),
            });
            if (r.status === 200) ackedProducts.push({ id: r.body.product.id, name });
          } else {
            attemptedAdds++;
            const r = await json(`${first.url}/ecom/v1/carts/current/add-to-cart`, {
              method: 'POST',
              headers: { authorization: access, 'content-type': 'application/json' },
              body: JSON.stringify({
                lineItems: [
                  { quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } },
                ],
              }),
            });
            if (r.status === 200) ackedAdds++;
          }
        } catch {
          failures++;
          return;
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    while (ackedProducts.length + ackedAdds < 120) await new Promise((r) => setTimeout(r, 5));
    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await Promise.all([exited, ...workers]);
    expect(failures).toBeGreaterThan(0);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await start();
    for (const p of ackedProducts) {
      const r = await json(`${second.url}/stores-reader/v1/products/${p.id}`, { headers: { authorization: access } });
      expect(r.status).toBe(200);
      expect(r.body.product.name).toBe(p.name);
      expect(r.body.product.variants).toHaveLength(2);
    }
    const cart = await json(`${second.url}/ecom/v1/carts/current`, { headers: { authorization: access } });
    expect(cart.status).toBe(200);
    const quantity = cart.body.cart.lineItems[0].quantity as number;
    expect(quantity).toBeGreaterThanOrEqual(ackedAdds);
    expect(quantity).toBeLessThanOrEqual(attemptedAdds);
    const events = await json(`${second.url}/__vitrine/events?type=cart`, {
      headers: { 'x-vitrine-admin-token': second.adminToken },
    });
    expect(events.body.events.length).toBe(quantity);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
    expect(second.child.exitCode).toBe(0);
  }, 40_000);
});
