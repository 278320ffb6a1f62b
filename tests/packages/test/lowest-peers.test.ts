import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { freshProject, type FreshProject } from './support/fresh-project';
import { tarballFile } from './support/tarball';

let project: FreshProject | undefined;
afterAll(() => project?.remove());

const fixture = join(import.meta.dirname, '../fixtures/lowest-peers');

/** The lowest version of a range of caret ranges (`^18.2.0 || ^19.0.0` → 18.2.0). */
function lowestOf(range: string): string {
  const alternatives = range.split('||').map((part) => part.trim());
  for (const alternative of alternatives) expect(alternative).toMatch(/^\^\d+\.\d+\.\d+$/);
  return alternatives[0]!.slice(1);
}

it("compiles @vitrine/react's declarations on the lowest version of every peer range (React, TanStack Query)", async () => {
  const tarballs = inject('tarballs');
  const manifest = JSON.parse(tarballFile(tarballs['@vitrine/react']!, 'package/package.json')) as {
    peerDependencies: Record<string, string>;
  };
  expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['@tanstack/react-query', 'react']);
  const query = lowestOf(manifest.peerDependencies['@tanstack/react-query']!);
  const react = lowestOf(manifest.peerDependencies.react!);

  project = await freshProject(
    {
      dependencies: {
        '@tanstack/react-query': query,
        // The cart hooks speak Cart V2: a shop names its types from @vitrine/cart/v2.
        '@vitrine/cart': '0.0.0',
        '@vitrine/react': '0.0.0',
        '@vitrine/sdk': '0.0.0',
        react,
      },
      // The types of that React release.
      devDependencies: { '@types/react': `~${react.replace(/\.\d+$/, '.0')}`, typescript: '~5.9.3' },
    },
    tarballs,
  );
  cpSync(fixture, project.dir, { recursive: true });
  const installed = (name: string) =>
    (JSON.parse(readFileSync(join(project!.dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version;
  expect([installed('@tanstack/react-query'), installed('react')]).toEqual([query, react]);
  // skipLibCheck is off: our .d.ts must compile there, and check.tsx asserts `data` keeps its type.
  await project.exec('node_modules/.bin/tsc', ['-p', '.']);
});
