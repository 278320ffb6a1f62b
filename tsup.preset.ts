import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
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

/**
 * The ESM build of a package whose entries would otherwise bundle every module they reach into one file: every
 * source module is a file of its own (the public `entry` files under their published names), so an app's bundler
 * takes only the modules a page reaches (a product page's image and variant choice, not the cart's client), where
 * one bundled file ships whole with its first import. Types come from the public entries only; the CommonJS build
 * (`preset({ format: ['cjs'] })`) stays one file per entry.
 */
export function moduleEsmPreset(entry: Record<string, string>, overrides: Options = {}): Options {
  const published = new Set(Object.values(entry));
  const modules = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((file) => `src/${file.split(sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(d|test)\.tsx?$/.test(file) && !published.has(file));
  return preset({
    entry: { ...Object.fromEntries(modules.map((file) => [file.slice(4).replace(/\.tsx?$/, ''), file])), ...entry },
    dts: { entry },
    format: ['esm'],
    splitting: true,
    clean: ['**/*.js', '**/*.d.ts'],
    ...overrides,
  });
}
