// `pnpm --filter @vitrine/example-storefront bench`: the shop beside a bare Next.js page built by the same Next.js
// in the same run, in Chromium on this machine: JavaScript per page (gzip) and the shop's own share above the bare
// page, TTFB and LCP of a product page (median of RUNS cold loads, plain and with a 4× slower CPU on slow 4G),
// platform requests per catalogue page view, how fresh the cache stays after a merchant's change, and on a
// throttled phone: the first add to cart, taps before hydration, the layout shift of every page. The shop talks to
// the emulator through a proxy that counts its requests.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@vitrine/emulator';
import { adminHeaders } from '../../../test-support/emulator';
import { writeBareApp } from './bare-app';
import { loadProductId, measureApp } from './chromium';
import { startCountingProxy } from './counting-proxy';
import { frameworkBytes } from './framework-floor';
import { measureTaps } from './phone-taps';
import { measureFreshness, platformRequestsPerView } from './platform-requests';
import { startNextApp } from './servers';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const work = fileURLToPath(new URL('../.bench/', import.meta.url));

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
writeBareApp(`${work}bare`);

// The shop measured reads Catalog V1: a V1 store.
const emulator = await startEmulator({
  port: 0,
  readOnlyPort: 0,
  db: ':memory:',
  seed: 'demo',
  catalogVersion: 'V1_CATALOG',
  log: () => {},
});
const host = await startCountingProxy(emulator.url);
const readOnlyHost = await startCountingProxy(emulator.readOnlyUrl);
const platform = { host: host.url, readOnlyHost: readOnlyHost.url };
const requests = () => [...host.take(), ...readOnlyHost.take()];

const productId = await loadProductId(emulator.url);
const product = `/product/${encodeURIComponent(productId)}`;
const pages = ['/', '/collections/home-kitchen', product, '/checkout'];
// A product without options (in both catalogs' demo seed): its Add to cart works as the page shows.
const plainProduct = '/product/prod-bike-bell';

const bare = await startNextApp(`${work}bare`, platform);
const shop = await startNextApp(root, platform, {
  VITRINE_EVENTS_PUBLIC_KEY: await emulator.eventsPublicKey('vitrine-storefront'),
});
const subscribed = await fetch(`${emulator.url}/__vitrine/events/subscriptions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
  body: JSON.stringify({ url: `${shop.url}/api/events`, appId: 'vitrine-storefront' }),
});
if (subscribed.status !== 200) throw new Error(`subscribing the shop failed: ${subscribed.status}`);

const catalogue = ['/', '/collections/home-kitchen', product];
let figures;
let perView;
let freshness;
let taps;
try {
  figures = [
    await measureApp('a bare Next.js page', bare.url, ['/'], '/', RUNS),
    await measureApp('the shop', shop.url, pages, product, RUNS),
  ] as const;
  perView = await platformRequestsPerView(shop.url, catalogue, requests);
  freshness = await measureFreshness(shop.url, emulator.url, productId, requests);
  taps = await measureTaps(shop.url, plainProduct, [...catalogue, '/checkout', '/account'], RUNS);
} finally {
  await bare.close();
  await shop.close();
  await host.close();
  await readOnlyHost.close();
  await emulator.close();
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const label = (page: string) => (page.startsWith('/product/') ? '/product/…' : page);
const [bareFigures, shopFigures] = figures;
const bareBytes = bareFigures.scriptBytes['/']!;
console.log(`\nJavaScript per page (gzip, each script on its own):\n`);
console.log(`| app | ${pages.map((page) => `JS ${label(page)}`).join(' | ')} | of which Next.js and React |`);
console.log(`| --- | ${pages.map(() => '---:').join(' | ')} | ---: |`);
console.log(`| bare Next.js page | ${kB(bareBytes)} | | | | ${kB(frameworkBytes(`${work}bare`, ''))} |`);
const js = pages.map((page) => kB(shopFigures.scriptBytes[page]!));
console.log(`| the shop | ${js.join(' | ')} | ${kB(frameworkBytes(root))} |`);
const own = pages.map((page) => kB(shopFigures.scriptBytes[page]! - bareBytes));
console.log(`| the shop's own (less the bare page) | ${own.join(' | ')} | |`);
console.log(`\nTTFB and LCP, median of ${RUNS} cold loads (the shop: ${product}):\n`);
console.log('| app | TTFB | LCP | TTFB 4× CPU, slow 4G | LCP 4× CPU, slow 4G |\n| --- | ---: | ---: | ---: | ---: |');
for (const app of figures) {
  const ms = [app.ttfbMs, app.lcpMs, app.throttledTtfbMs, app.throttledLcpMs].map((value) => `${value.toFixed(0)} ms`);
  console.log(`| ${app.name} | ${ms.join(' | ')} |`);
}
console.log('\nPlatform requests of one more view of a catalogue page once it was viewed (a returning visitor):\n');
console.log(`| ${catalogue.map((page) => `${label(page)} catalogue`).join(' | ')} | visitor's (cart), each |`);
console.log(`| ${catalogue.map(() => '---:').join(' | ')} | ---: |`);
console.log(`| ${catalogue.map((page) => String(perView[page]!.catalogue)).join(' | ')} | ${perView['/']!.visitor} |`);
console.log(
  `\nFreshness: a price change through the API-key client is on the product page after ${freshness.delayMs.toFixed(0)} ms; ` +
    `of the ${freshness.visited.length} pages viewed next, these read the platform again: ${freshness.reread.join(', ') || 'none'}.`,
);
console.log(`\nOn a throttled phone (390 px, 4× CPU, slow 4G), ${plainProduct}:\n`);
console.log(`- first Add to cart tap to its line painted (median of ${taps.runs}): ${taps.firstAddMs.toFixed(0)} ms`);
console.log(
  `- taps on Add to cart before the page hydrated that never reached the cart: ${taps.lostEarlyTaps} of ${taps.runs}`,
);
console.log('\n| page | CLS 390 px | CLS 1280 px |\n| --- | ---: | ---: |');
for (const [page, shift] of Object.entries(taps.cls))
  console.log(`| ${label(page)} | ${shift.phone.toFixed(3)} | ${shift.wide.toFixed(3)} |`);
