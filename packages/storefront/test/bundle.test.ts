// A client component that only picks a variant or names cache tags carries none of the model's calls: the package
// tree-shakes, so what a page ships is what it calls.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['@vitrine/source'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

// A marker of each read and of the cart, as their code spells it.
const CALLS = ['/provision/version', '/products/search', 'query-platformized', '/add-line-items', 'categories/query'];

describe('tree shaking of @vitrine/storefront', () => {
  it('chooseVariant and shopTags alone carry no call', async () => {
    const code = await bundle("export { chooseVariant, shopTags, isChoiceMissingError } from './src/index.ts';");
    for (const marker of CALLS) expect(code, marker).not.toContain(marker);
  });

  it('the reads and the add carry every call (the check can fail)', async () => {
    const code = await bundle(
      "export { shopProducts, shopProduct, shopCategories, addProductToCart } from './src/index.ts';",
    );
    for (const marker of CALLS) expect(code, marker).toContain(marker);
  });
});
