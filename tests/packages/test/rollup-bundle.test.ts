import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { freshProject, type FreshProject } from './support/fresh-project';

let project: FreshProject | undefined;
afterAll(() => project?.remove());

// Every export of both entries, so that every module (and every dependency) of ours is in the bundle.
const entry = `import * as sdk from '@vitrine/sdk';
import * as react from '@vitrine/react';
export { sdk, react };
`;

// Rollup with node-resolve alone: no CommonJS plugin, so a dependency that ships only CommonJS cannot be bundled.
const build = `import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';

const warnings = [];
const bundle = await rollup({
  input: 'entry.js',
  external: (id) => /^(react|react-dom|@tanstack)(\\/|$)/.test(id),
  plugins: [nodeResolve({ browser: true })],
  onwarn: (warning) => warnings.push({ code: warning.code, message: warning.message }),
});
const { output } = await bundle.generate({ format: 'es' });
console.log(JSON.stringify({ warnings, bytes: output[0].code.length }));
`;

it('bundles @vitrine/sdk and @vitrine/react with Rollup and node-resolve only (no CommonJS plugin)', async () => {
  project = await freshProject(
    {
      dependencies: {
        '@tanstack/react-query': '^5.90.0',
        '@vitrine/react': '0.0.0',
        '@vitrine/sdk': '0.0.0',
        react: '^19.1.0',
      },
      devDependencies: { '@rollup/plugin-node-resolve': '^16.0.3', rollup: '^4.52.0' },
    },
    inject('tarballs'),
  );
  writeFileSync(join(project.dir, 'entry.js'), entry);
  writeFileSync(join(project.dir, 'build.js'), build);
  const { stdout } = await project.exec('node', ['build.js']);
  const { warnings, bytes } = JSON.parse(stdout) as { warnings: { code: string; message: string }[]; bytes: number };
  // @vitrine/react's 'use client' is for React's server bundlers; Rollup says it drops it, and that is all it says.
  expect(warnings.filter((warning) => warning.code !== 'MODULE_LEVEL_DIRECTIVE')).toEqual([]);
  expect(bytes).toBeGreaterThan(10_000);
});
