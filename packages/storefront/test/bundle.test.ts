// A client component that only picks a variant or names cache tags carries none of the model's calls: the package
// tree-shakes, so what a page ships is what it calls.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle as bundleSources } from '../../../test-support/bundle';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const bundle = (entry: string): Promise<string> => bundleSources(entry, packageDir);

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
