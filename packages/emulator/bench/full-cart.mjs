// A full cart (300 lines, the platform's limit) against an empty one: the median time of an add to each. An add used
// to walk every line once per line it added (issue 11: a 12,000-line cart took 3 s per add); it is one pass now,
// and the goal is an add to a full cart within 10 times one to an empty cart, or half a second. It is measured here,
// not asserted by a test, which a loaded machine would fail for reasons of its own.
// Usage: pnpm bench (builds first), or node bench/full-cart.mjs [adds]
import { startEmulatorProcess, visitorToken } from './emulator-process.mjs';

const ADDS = Number(process.argv[2] ?? 25);
if (!Number.isInteger(ADDS) || ADDS < 1) {
  console.error('usage: node bench/full-cart.mjs [adds, at least 1]');
  process.exit(1);
}
const json = { 'content-type': 'application/json' };
// It makes its product with Catalog V1's call: a V1 store.
const emu = await startEmulatorProcess(['--catalog-version', 'V1_CATALOG']);
// A failed step still stops the emulator's process.
process.once('exit', () => emu.stop());

/** 10 × 10 × 3 choices: a product of exactly 300 variants, one cart line each. */
const CHOICES = { A: 10, B: 10, C: 3 };
const productOptions = Object.entries(CHOICES).map(([name, n]) => ({
  name,
  choices: Array.from({ length: n }, (_, i) => ({ value: `${name.toLowerCase()}${i}` })),
}));
const made = await fetch(`${emu.url}/stores/v1/products`, {
  method: 'POST',
  headers: { ...json, authorization: 'vitrine-dev-api-key' },
  body: JSON.stringify({ product: { name: 'Three hundred', price: 1, productOptions } }),
});
if (made.status !== 200) throw new Error(`creating the product answered ${made.status}`);
const productId = (await made.json()).product.id;
const variantLines = (from, count) =>
  Array.from({ length: count }, (_, k) => {
    const n = from + k;
    const options = { A: `a${n % 10}`, B: `b${Math.floor(n / 10) % 10}`, C: `c${Math.floor(n / 100)}` };
    return {
      quantity: 1,
      catalogReference: { catalogItemId: productId, appId: 'vitrine-stores', options: { options } },
    };
  });

/** Adds lines to the visitor's cart; resolves to the time the answer took, in ms. */
async function add(token, lineItems) {
  const started = performance.now();
  const res = await fetch(`${emu.url}/ecom/v1/carts/current/add-to-cart`, {
    method: 'POST',
    headers: { ...json, authorization: token },
    body: JSON.stringify({ lineItems }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`add-to-cart answered ${res.status}: ${body}`);
  return performance.now() - started;
}

const full = await visitorToken(emu.url);
for (const from of [0, 100, 200]) await add(full, variantLines(from, 100));
const empty = await visitorToken(emu.url);
await add(empty, variantLines(5, 1));
const emptyTimes = [];
const fullTimes = [];
for (let i = 0; i < ADDS; i++) {
  emptyTimes.push(await add(empty, variantLines(5, 1)));
  fullTimes.push(await add(full, variantLines(5, 1)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [ofFull, ofEmpty] = [median(fullTimes), median(emptyTimes)];
const met = ofFull < Math.max(500, 10 * ofEmpty);
console.log(
  `full cart: ${ADDS} adds to a 300-line cart, median ${ofFull.toFixed(1)} ms, against ${ofEmpty.toFixed(1)} ms ` +
    `to a 1-line cart (${(ofFull / ofEmpty).toFixed(1)}×; goal within 10× or 500 ms: ${met ? 'met' : 'MISSED'})`,
);
