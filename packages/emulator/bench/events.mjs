// Events on loopback: the delay from a write to its event's arrival at an app, and the deliveries per second of a
// burst of changes, none lost.
// Usage: pnpm bench (builds first, after bench/cart.mjs), or node bench/events.mjs [writes] [burst]
// The emulator runs as the built CLI in its own process; the receiving app is this process.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const WRITES = Number(process.argv[2] ?? 200);
const BURST = Number(process.argv[3] ?? 1000);
const SHOPPERS = 50;
if (!Number.isInteger(WRITES) || WRITES < 1 || !Number.isInteger(BURST) || BURST % SHOPPERS !== 0) {
  console.error(`usage: node bench/events.mjs [writes] [burst, a multiple of ${SHOPPERS}]`);
  process.exit(1);
}

/** Every event's id, entity and arrival time, read from the token's payload (the bench trusts its emulator). */
const arrivals = [];
const waiters = new Set();
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const claims = JSON.parse(Buffer.from(body.split('.')[1], 'base64url').toString());
    const payload = JSON.parse(JSON.parse(claims.data).data);
    arrivals.push({ id: payload.id, entityId: payload.entityId, at: performance.now() });
    res.end();
    for (const w of waiters) w();
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const receiver = `http://127.0.0.1:${server.address().port}/events`;

function arrived(count) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${arrivals.length} of ${count} events arrived in 60 s`)), 60_000);
    const check = () => {
      if (arrivals.length < count) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve();
    };
    waiters.add(check);
    check();
  });
}

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const child = spawn(
  process.execPath,
  [cli, '--db', ':memory:', '--port', '0', '--read-only-port', '0', '--events-url', receiver],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const url = await new Promise((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    const m = /listening on (http:\/\/\S+)[\s\S]*Ready in/.exec(out);
    if (m) resolve(m[1]);
  });
  child.once('exit', (code) => reject(new Error(`the emulator exited with ${code}`)));
});
const json = { 'content-type': 'application/json' };
const addBody = JSON.stringify({
  lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
});

async function visitor() {
  const res = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ clientId: 'bench', grantType: 'anonymous' }),
  });
  return (await res.json()).access_token;
}

async function add(token) {
  const res = await fetch(`${url}/ecom/v1/carts/current/add-to-cart`, {
    method: 'POST',
    headers: { ...json, authorization: token },
    body: addBody,
  });
  if (res.status !== 200) throw new Error(`add-to-cart answered ${res.status}`);
  await res.arrayBuffer();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// 1. One write at a time: from the write's request to its event's arrival.
const one = await visitor();
await add(one);
await arrived(1); // the first signature also makes the key pair
const delays = [];
for (let i = 0; i < WRITES; i++) {
  const before = arrivals.length;
  const started = performance.now();
  await add(one);
  await arrived(before + 1);
  delays.push(arrivals[before].at - started);
}
delays.sort((a, b) => a - b);
console.log(
  `write → event: ${WRITES} writes, median ${percentile(delays, 50).toFixed(2)} ms, ` +
    `p99 ${percentile(delays, 99).toFixed(2)} ms`,
);

// 2. A burst: SHOPPERS carts changed BURST times in all, side by side.
const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, visitor));
for (const token of shoppers) await add(token);
const base = 1 + WRITES + SHOPPERS;
await arrived(base);
const started = performance.now();
await Promise.all(
  shoppers.map(async (token) => {
    for (let i = 0; i < BURST / SHOPPERS; i++) await add(token);
  }),
);
const written = performance.now() - started;
await arrived(base + BURST);
const elapsed = performance.now() - started;
const burst = arrivals.slice(base);
const ids = new Set(burst.map((a) => a.id));
if (ids.size !== BURST) throw new Error(`the burst's ${BURST} changes arrived as ${ids.size} distinct events`);
console.log(
  `burst: ${BURST} changes of ${SHOPPERS} carts written in ${written.toFixed(0)} ms, all ${ids.size} events ` +
    `delivered in ${elapsed.toFixed(0)} ms: ${((BURST / elapsed) * 1000).toFixed(0)} deliveries/s, none lost`,
);

child.kill('SIGTERM');
server.close();
