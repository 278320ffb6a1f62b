import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { typescriptBlocks } from '../../docs/test/support/readme-blocks';
import { REPOSITORY } from './support/published-packages';
import { freshProject, type FreshProject } from './support/fresh-project';

let project: FreshProject | undefined;
afterAll(() => project?.remove());

/** The packages a block imports (`@vitrine/react`, `react`, …), as a user installs them. */
const importedPackages = (code: string): string[] =>
  [...new Set([...code.matchAll(/from '((?:@[^/']+\/)?[^/']+)[^']*'/g)].map((match) => match[1]!))].sort();

it("the React README's provider builds in a Next.js 16 app with cacheComponents (no clock read while prerendering)", async () => {
  const [example] = typescriptBlocks(join(REPOSITORY, 'packages/react/README.md'));
  expect(example!.code).toContain('<VitrineProvider client={client}>');
  const vitrine = importedPackages(example!.code).filter((name) => name.startsWith('@vitrine/'));
  project = await freshProject(
    {
      dependencies: {
        ...Object.fromEntries(vitrine.map((name) => [name, '0.0.0'])),
        '@tanstack/react-query': '^5.90.1',
        next: '16.4.6',
        react: '^19.1.0',
        'react-dom': '^19.1.0',
      },
      devDependencies: { '@types/react': '^19.1.0', '@types/node': '^22.18.0', typescript: '~5.9.3' },
    },
    inject('tarballs'),
  );
  const app = join(project.dir, 'app');
  mkdirSync(app);
  writeFileSync(
    join(project.dir, 'next.config.ts'),
    "import type { NextConfig } from 'next';\n\nexport default { cacheComponents: true } satisfies NextConfig;\n",
  );
  // The README's example as a client component, rendered by the page and so prerendered by `next build`.
  writeFileSync(join(app, 'shop.tsx'), `'use client';\n${example!.code}`);
  writeFileSync(
    join(app, 'layout.tsx'),
    'export default function Layout({ children }: { children: React.ReactNode }) {\n' +
      '  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    join(app, 'page.tsx'),
    "import { App } from './shop';\n\nexport default function Page() {\n  return <App />;\n}\n",
  );
  const { stdout } = await project.exec('node_modules/.bin/next', ['build'], { NEXT_TELEMETRY_DISABLED: '1' });
  // The page is prerendered as static, or with its client parts left for the browser, never a build error.
  expect(stdout).toMatch(/○ \/\s|◐ \/\s/);
});
