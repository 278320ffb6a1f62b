// `pnpm --filter @vitrine/example-storefront bench`: the old client-only SPA against the App Router shop, in one
// run on this machine, in Chromium. For each: time to first byte and Largest Contentful Paint of a product page
// (median of RUNS cold loads), and the JavaScript each page ships (gzip). The old SPA is rebuilt from git history,
// so this needs a git checkout (not a tarball). Nothing here is a test: it prints figures for the README.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@vitrine/emulator';
import { loadProductId, measureApp, type AppFigures } from './chromium';
import { startNextApp, startOldSpa } from './servers';

// The last commit whose storefront was the Vite SPA.
const SPA_COMMIT = '34b03ba';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const work = fileURLToPath(new URL('../.bench/', import.meta.url));

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const emulator = await startEmulator({ port: 0, readOnlyPort: 0, db: ':memory:', seed: 'demo', log: () => {} });
const platform = { host: emulator.url, readOnlyHost: emulator.readOnlyUrl };
const productId = await loadProductId(platform.host);
const pages = ['/', `/product/${encodeURIComponent(productId)}`, '/checkout', '/account'];

const spaDir = `${work}spa`;
mkdirSync(spaDir, { recursive: true });
// Only the SPA's own files come from history; the SDK packages are today's, so the comparison is of the apps.
const archive = execFileSync('git', ['archive', SPA_COMMIT, 'src', 'index.html'], { cwd: root });
execFileSync('tar', ['-x', '-C', spaDir], { input: archive });

const spa = await startOldSpa(spaDir, platform);
const next = await startNextApp(root, platform);
let figures: AppFigures[];
try {
  figures = [
    await measureApp('Vite SPA (before)', spa.url, pages, RUNS),
    await measureApp('Next.js App Router', next.url, pages, RUNS),
  ];
} finally {
  await spa.close();
  await next.close();
  await emulator.close();
}

console.log(`\nProduct page ${pages[1]}, median of ${RUNS} cold loads; JavaScript per page, gzip:\n`);
console.log(
  `| app | TTFB | LCP | ${pages.map((page) => `JS ${page.startsWith('/product/') ? '/product/…' : page}`).join(' | ')} |`,
);
console.log(`| --- | ---: | ---: | ${pages.map(() => '---:').join(' | ')} |`);
for (const app of figures) {
  const js = pages.map((page) => `${(app.scriptBytes[page]! / 1024).toFixed(1)} kB`).join(' | ');
  console.log(`| ${app.name} | ${app.ttfbMs.toFixed(0)} ms | ${app.lcpMs.toFixed(0)} ms | ${js} |`);
}
