// Throughput of the emulator on loopback: cart reads and cart adds at 50 concurrent connections.
// Usage: pnpm bench  (builds first), or node bench/cart.mjs [requestsPerPhase]
// The emulator runs as the built CLI in its own process, so the load generator does not share its CPU.
import { addToCart, startEmulatorProcess, visitorToken } from './emulator-process.mjs';

const CONCURRENCY = 50;
const REQUESTS = Number(process.argv[2] ?? 5000);
if (!Number.isInteger(REQUESTS) || REQUESTS < CONCURRENCY) {
  console.error(`requestsPerPhase must be an integer of at least ${CONCURRENCY}`);
  process.exit(1);
}

const emu = await startEmulatorProcess();

/** A visitor with a cart (so that the read phase reads a cart). */
async function visitor() {
  const token = await visitorToken(emu.url);
  await (await addToCart(emu.url, token)).arrayBuffer();
  return token;
}

const tokens = await Promise.all(Array.from({ length: CONCURRENCY }, visitor));

async function phase(name, request) {
  let next = 0;
  let errors = 0;
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      while (next < REQUESTS) {
        next++;
        const t0 = performance.now();
        const res = await request(token);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.log(
    `${name.padEnd(12)} ${String(latencies.length).padStart(6)} requests  ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  errors ${errors}`,
  );
}

console.log(`Vitrine emulator on ${emu.url}: ${CONCURRENCY} concurrent connections, ${REQUESTS} requests per phase`);
await phase('cart read', (token) => fetch(`${emu.url}/ecom/v1/carts/current`, { headers: { authorization: token } }));
await phase('cart add', (token) => addToCart(emu.url, token));
emu.stop();
