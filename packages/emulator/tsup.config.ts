import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// The CLI shares the ESM build with the library: both entries import one chunk, so the package carries the
// emulator once per module format (the CLI keeps its `#!/usr/bin/env node` line, which esbuild preserves).
export default defineConfig([
  preset({
    entry: ['src/index.ts', 'src/cli.ts'],
    format: ['esm'],
    splitting: true,
    dts: { entry: 'src/index.ts' },
    clean: ['*.js', '*.js.map', '*.d.ts'],
  }),
  preset({ format: ['cjs'], clean: ['*.cjs', '*.cjs.map', '*.d.cts'] }),
]);
