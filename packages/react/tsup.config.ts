import { defineConfig } from 'tsup';
import { moduleEsmPreset, preset } from '../../tsup.preset';

// Two entries: the 'use client' hooks (index) and the server-safe queries. ESM one file per module (a page takes only
// the hooks and components it uses, and what they import), each keeping its own 'use client' (esbuild keeps a
// file's directive; the rollup tree-shaking pass would strip it). CJS is not split: tsup's split CJS puts helpers
// above the directive, which then is no directive at all; each CJS entry carries its own copy instead.
const entry = { index: 'src/index.ts', queries: 'src/queries.ts' };
export default defineConfig([
  moduleEsmPreset(entry, { treeshake: false }),
  preset({ entry, format: ['cjs'], treeshake: false, clean: ['*.cjs', '*.cjs.map', '*.d.cts'] }),
]);
