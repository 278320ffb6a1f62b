import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// Two entries: the 'use client' hooks (index) and the server-safe queries. esbuild keeps an entry's own
// 'use client' at the top of its bundle (the rollup tree-shaking pass would strip it; esbuild's is enough).
// ESM shares the queries' code through a chunk without a directive. CJS is not split: tsup's split CJS puts
// helpers above the directive, which then is no directive at all; each CJS entry carries its own copy instead.
const entry = ['src/index.ts', 'src/queries.ts'];
export default defineConfig([
  preset({ entry, format: ['esm'], splitting: true, treeshake: false, clean: ['*.js', '*.js.map', '*.d.ts'] }),
  preset({ entry, format: ['cjs'], treeshake: false, clean: ['*.cjs', '*.cjs.map', '*.d.cts'] }),
]);
