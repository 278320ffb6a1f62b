// `pnpm --filter @vitrine/example-storefront bench`: the shop as it was before the server components and the
// shared catalogue cache (rebuilt from git history) against today's, in one run on this machine, in Chromium:
// JavaScript per page (gzip), TTFB and LCP of a product page (median of RUNS cold loads, plain and with a 4× slower
// CPU on slow 4G), platform requests per catalogue page view, and how fresh today's cache stays after a merchant's
// change. Both talk to one emulator through a proxy that counts their requests. Needs a git checkout. Beside them, a
// bare Next.js page built by the same Next.js (the framework's share), and today's shop on a throttled phone: the
// first add to cart, taps before hydration, and the layout shift of every page.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@vitrine/emulator';
import { adminHeaders } from '../../../test-support/emulator';
import { writeBareApp } from './bare-app';
import { loadProductId, measureApp, scriptBytesOf, type AppFigures } from './chromium';
import { startCountingProxy } from './counting-proxy';
import { frameworkBytes } from './framework-floor';
import { measureFreshness, platformRequestsPerView } from './platform-requests';
import { measureTaps, type TapFigures } from './phone-taps';
import { extractShopAt, startNextApp } from './servers';

// The last commit whose shop rendered every page anew per visitor, from client views fed by dehydrated queries.
const BEFORE_COMMIT = 'dd65afe';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const work = fileURLToPath(new URL('../.bench/', import.meta.url));

rmSync(work, { recursive: true, force: true });
mkdirSync(`${work}before`, { recursive: true });
extractShopAt(BEFORE_COMMIT, root, `${work}before`);
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
const before = await startNextApp(`${work}before`, platform);
const today = await startNextApp(root, platform, {
  VITRINE_EVENTS_PUBLIC_KEY: await emulator.eventsPublicKey('vitrine-storefront'),
});
const subscribed = await fetch(`${emulator.url}/__vitrine/events/subscriptions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...adminHeaders(emulator) },
  body: JSON.stringify({ url: `${today.url}/api/events`, appId: 'vitrine-storefront' }),
});
if (subscribed.status !== 200) throw new Error(`subscribing the shop failed: ${subscribed.status}`);

const catalogue = ['/', '/collections/home-kitchen', product];
let figures: AppFigures[];
let perView: Record<string, Record<string, { catalogue: number; visitor: number }>>;
let freshness: Awaited<ReturnType<typeof measureFreshness>>;
let bareBytes: Record<string, number>;
let taps: TapFigures;
try {
  bareBytes = await scriptBytesOf(bare.url, ['/']);
  figures = [
    await measureApp('before: client views, no shared cache', before.url, pages, product, RUNS),
    await measureApp('today: server components, shared cache', today.url, pages, product, RUNS),
  ];
  perView = {
    before: await platformRequestsPerView(before.url, catalogue, requests),
    today: await platformRequestsPerView(today.url, catalogue, requests),
  };
  freshness = await measureFreshness(today.url, emulator.url, productId, requests);
  taps = await measureTaps(today.url, plainProduct, [...catalogue, '/checkout', '/account'], RUNS);
} finally {
  await bare.close();
  await before.close();
  await today.close();
  await host.close();
  await readOnlyHost.close();
  await emulator.close();
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const floors = [frameworkBytes(`${work}before`), frameworkBytes(root)];
const label = (page: string) => (page.startsWith('/product/') ? '/product/…' : page);
console.log(`\nJavaScript per page (gzip); ${product}: TTFB and LCP, median of ${RUNS} cold loads:\n`);
console.log(
  `| app | ${pages.map((page) => `JS ${label(page)}`).join(' | ')} | of which Next.js and React | TTFB | LCP | TTFB 4× CPU, slow 4G | LCP 4× CPU, slow 4G |`,
);
console.log(`| --- | ${pages.map(() => '---:').join(' | ')} | ---: | ---: | ---: | ---: | ---: |`);
for (const [index, app] of figures.entries()) {
  const js = [...pages.map((page) => kB(app.scriptBytes[page]!)), kB(floors[index]!)].join(' | ');
  const ms = [app.ttfbMs, app.lcpMs, app.throttledTtfbMs, app.throttledLcpMs].map((value) => `${value.toFixed(0)} ms`);
  console.log(`| ${app.name} | ${js} | ${ms.join(' | ')} |`);
}
console.log('\nPlatform requests of one more view of a catalogue page once it was viewed (a returning visitor):\n');
console.log(`| app | ${catalogue.map((page) => `${label(page)} catalogue`).join(' | ')} | visitor's (cart), each |`);
console.log(`| --- | ${catalogue.map(() => '---:').join(' | ')} | ---: |`);
for (const [app, views] of Object.entries(perView)) {
  const counts = catalogue.map((page) => String(views[page]!.catalogue));
  console.log(`| ${app} | ${counts.join(' | ')} | ${views[catalogue[0]!]!.visitor} |`);
}
console.log(
  `\nFreshness (today): a price change through the API-key client is on the product page after ${freshness.delayMs.toFixed(0)} ms; ` +
    `of the ${freshness.visited.length} pages viewed next, these read the platform again: ${freshness.reread.join(', ') || 'none'}.`,
);

const own = (page: string) => figures[1]!.scriptBytes[page]! - bareBytes['/']!;
console.log(
  `\nThe shop's own JavaScript: today's page less a bare Next.js page (${kB(bareBytes['/']!)}, same build of Next.js):\n`,
);
console.log(`| ${pages.map((page) => `${label(page)}`).join(' | ')} |`);
console.log(`| ${pages.map(() => '---:').join(' | ')} |`);
console.log(`| ${pages.map((page) => kB(own(page))).join(' | ')} |`);
console.log(`\nToday on a throttled phone (390 px, 4× CPU, slow 4G), ${plainProduct}:\n`);
console.log(`- first Add to cart tap to its line painted (median of ${taps.runs}): ${taps.firstAddMs.toFixed(0)} ms`);
console.log(
  `- taps on Add to cart before the page hydrated that never reached the cart: ${taps.lostEarlyTaps} of ${taps.runs}`,
);
console.log('\n| page | CLS 390 px | CLS 1280 px |\n| --- | ---: | ---: |');
for (const [page, shift] of Object.entries(taps.cls))
  console.log(`| ${label(page)} | ${shift.phone.toFixed(3)} | ${shift.wide.toFixed(3)} |`);
