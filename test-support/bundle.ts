import { build } from 'esbuild';

/**
 * The tree-shaking tests' bundler: `entry` (TypeScript importing a package's sources) bundled by esbuild as an app's
 * bundler would, unminified so that every function keeps its name and the tests can look for it.
 */
export async function bundle(entry: string, resolveDir: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir, loader: 'ts' },
    bundle: true,
    minify: false,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['@vitrine/source'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
