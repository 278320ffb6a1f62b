import { defineConfig } from 'tsup';
import { preset } from '../../tsup.preset';

// The CLI shares the ESM build with the library: both entries import one chunk, so the package carries the
// emulator once per module format (the CLI keeps its `#!/usr/bin/env node` line, which esbuild preserves).
// The preload (`--import @vitrine/emulator/register`, or `--require` with the CJS build) imports nothing of the
// emulator, so it shares no chunk with it.
export default defineConfig([
  preset({
    entry: ['src/index.ts', 'src/cli.ts', 'src/register.ts'],
    format: ['esm'],
    splitting: true,
    dts: { entry: ['src/index.ts', 'src/register.ts'] },
    clean: ['*.js', '*.js.map', '*.d.ts'],
  }),
  preset({ entry: ['src/index.ts', 'src/register.ts'], format: ['cjs'], clean: ['*.cjs', '*.cjs.map', '*.d.cts'] }),
]);
