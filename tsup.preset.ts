import type { Options } from 'tsup';

/** The one build every published package shares: ESM + CJS + .d.ts/.d.cts, tree-shakeable, no bundled deps. */
export function preset(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: false,
    target: 'es2022',
    ...overrides,
  };
}
