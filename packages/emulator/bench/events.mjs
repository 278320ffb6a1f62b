// Events on loopback: the delay from a write to its event's arrival at an app, and the deliveries per second of a
// burst of changes, every cart's final state delivered.
// Usage: pnpm bench (builds first, after bench/cart.mjs), or node bench/events.mjs [writes] [burst]
// The emulator runs as the built CLI in its own process; the receiving app is this process.
import { createServer } from 'node:http';
import { addToCart, startEmulatorProcess, visitorToken } from './emulator-process.mjs';

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
    const lines = (payload.createdEvent?.entity ?? payload.updatedEvent?.currentEntity)?.lineItems ?? [];
    const quantity = lines.reduce((n, l) => n + l.quantity, 0);
    arrivals.push({ id: payload.id, entityId: payload.entityId, quantity, at: performance.now() });
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

const { url, stop } = await startEmulatorProcess(['--events-url', receiver]);
const visitor = () => visitorToken(url);

async function add(token) {
  const res = await addToCart(url, token);
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
// A cart's update that waits behind another of the same cart is replaced by the newer one (each carries the whole
// cart): every cart's final state arrives, in fewer events than changes when deliveries fall behind.
const finalQuantity = 1 + BURST / SHOPPERS;
const lastOf = () => {
  const last = new Map();
  for (const a of arrivals.slice(base)) last.set(a.entityId, a.quantity);
  return last;
};
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`not every cart's final state arrived in 60 s`)), 60_000);
  const check = () => {
    const last = lastOf();
    if (last.size < SHOPPERS || [...last.values()].some((q) => q !== finalQuantity)) return;
    clearTimeout(timer);
    waiters.delete(check);
    resolve();
  };
  waiters.add(check);
  check();
});
const elapsed = performance.now() - started;
const burst = arrivals.slice(base);
const ids = new Set(burst.map((a) => a.id));
if (ids.size !== burst.length) throw new Error(`the burst's events arrived twice: ${burst.length - ids.size}`);
console.log(
  `burst: ${BURST} changes of ${SHOPPERS} carts written in ${written.toFixed(0)} ms, every cart's final state ` +
    `delivered in ${elapsed.toFixed(0)} ms (${ids.size} events, the rest replaced by newer ones), none lost`,
);

stop();
server.close();
