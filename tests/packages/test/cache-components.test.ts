import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { typescriptBlocks } from '../../docs/test/support/readme-blocks';
import { REPOSITORY } from './support/published-packages';
import { freshProject, startProcess, type FreshProject } from './support/fresh-project';
import { freePort } from '../../../test-support/free-port';

const projects: FreshProject[] = [];
afterAll(() => projects.forEach((project) => project.remove()));

/** A fresh Next.js 16 app with `cacheComponents`, its `@vitrine/*` packages from the tarballs. */
async function nextApp(vitrine: string[], extra: Record<string, string> = {}, config = ''): Promise<FreshProject> {
  const project = await freshProject(
    {
      dependencies: {
        ...Object.fromEntries(vitrine.map((name) => [name, '0.0.0'])),
        '@tanstack/react-query': '^5.90.1',
        next: '16.4.6',
        react: '^19.1.0',
        'react-dom': '^19.1.0',
      },
      devDependencies: { '@types/react': '^19.1.0', '@types/node': '^22.18.0', typescript: '~5.9.3', ...extra },
    },
    inject('tarballs'),
  );
  projects.push(project);
  mkdirSync(join(project.dir, 'app'));
  writeFileSync(
    join(project.dir, 'next.config.ts'),
    `import type { NextConfig } from 'next';\n\nexport default { cacheComponents: true${config} } satisfies NextConfig;\n`,
  );
  writeFileSync(
    join(project.dir, 'app/layout.tsx'),
    'export default function Layout({ children }: { children: React.ReactNode }) {\n' +
      '  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  return project;
}

/** The packages a block imports (`@vitrine/react`, `react`, …), as a user installs them. */
const importedPackages = (code: string): string[] =>
  [...new Set([...code.matchAll(/from '((?:@[^/']+\/)?[^/']+)[^']*'/g)].map((match) => match[1]!))].sort();

it("the React README's provider builds in a Next.js 16 app with cacheComponents (no clock read while prerendering)", async () => {
  const [example] = typescriptBlocks(join(REPOSITORY, 'packages/react/README.md'));
  expect(example!.code).toContain('<VitrineProvider client={client}>');
  const vitrine = importedPackages(example!.code).filter((name) => name.startsWith('@vitrine/'));
  const project = await nextApp(vitrine);
  const app = join(project.dir, 'app');
  // The README's example as a client component, rendered by the page and so prerendered by `next build`.
  writeFileSync(join(app, 'shop.tsx'), `'use client';\n${example!.code}`);
  writeFileSync(
    join(app, 'page.tsx'),
    "import { App } from './shop';\n\nexport default function Page() {\n  return <App />;\n}\n",
  );
  const { stdout } = await project.exec('node_modules/.bin/next', ['build'], { NEXT_TELEMETRY_DISABLED: '1' });
  // The page is prerendered as static, or with its client parts left for the browser, never a build error.
  expect(stdout).toMatch(/○ \/\s|◐ \/\s/);
});

it("a server component's token request under cacheComponents, at `next start`: no Date.now() while prerendering", async () => {
  // With partial prefetching (as the example shop), Next.js checks the runtime stage after `await cookies()` too.
  const project = await nextApp(['@vitrine/sdk'], { '@vitrine/emulator': '0.0.0' }, ', partialPrefetching: true');
  // As the auth README's server component: the visitor's cookies (none: a new browser), so the render mints a
  // visitor with a token request, then reads the catalogue with that token through the storefront model (the
  // emulator's default store is Catalog V3).
  writeFileSync(
    join(project.dir, 'app/page.tsx'),
    `import { createClient, nextCookieStorage, oauth, shopProducts } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import { Suspense } from 'react';

async function Products() {
  const storage = nextCookieStorage({ read: await cookies() }, { secure: false });
  const client = createClient({ host: process.env.VITRINE_HOST!, auth: oauth({ clientId: 'cache-shop', storage }) });
  const page = await shopProducts(client, { sort: 'name', pageSize: 2 });
  const again = await shopProducts(client, { sort: 'name', pageSize: 1 });
  return <p>{page.products.length} products, first {again.products[0]?.name}</p>;
}

export default function Page() {
  return (
    <Suspense fallback={<p>Loading</p>}>
      <Products />
    </Suspense>
  );
}
`,
  );
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  await project.exec('node_modules/.bin/next', ['build'], env);
  const emulator = await startProcess(
    project.dir,
    'node_modules/.bin/vitrine-emulator',
    ['--port', '0', '--read-only-port', '0', '--db', ':memory:'],
    /Ready in/,
  );
  const [, host] = /listening on (\S+)/.exec(emulator.output())!;
  const port = await freePort();
  const next = await startProcess(
    project.dir,
    'node_modules/.bin/next',
    ['start', '--port', String(port), '-H', '127.0.0.1'],
    /Ready in/,
    { ...env, VITRINE_HOST: host! },
  );
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/2<!-- --> products, first <!-- -->\w/);
    // The server's log: the render's clock reads would be `blocking-prerender-current-time` errors here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(next.output()).not.toMatch(/blocking-prerender-current-time|unstable value/);
  } finally {
    await next.stop();
    await emulator.stop();
  }
});
