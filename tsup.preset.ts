import type { Options } from 'tsup';

/** The one build every published package shares: ESM + CJS + .d.ts/.d.cts, tree-shakeable, no bundled deps. */
export function preset(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    // No source maps: the published files are the readable output of esbuild, and the maps were most of the bytes.
    sourcemap: false,
    clean: true,
    treeshake: true,
    splitting: false,
    target: 'es2022',
    ...overrides,
  };
}
