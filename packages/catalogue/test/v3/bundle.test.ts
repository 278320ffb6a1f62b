// `@vitrine/catalogue/v3` tree-shakes: a bundle of one V3 call carries no other call and no Catalog V1 code.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle as bundleSources } from '../../../../test-support/bundle';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

const bundle = (entry: string): Promise<string> => bundleSources(entry, packageDir);

// Markers of the other V3 calls, of their traps and shapes, and of Catalog V1.
const OTHER_CALLS = [
  '/v3/products/query',
  '/v3/products/search',
  '/v3/products/count',
  '/v3/bulk/products',
  '/v3/products/query-variants',
  '/v1/categories',
  '/v3/provision/version',
  'EmptyCategoryFilterError',
  'CategoryFilterError',
  '@wix/stores',
  'createCursorQueryBuilder',
  // the writes' media parser
  'uriToImage',
  // Catalog V1
  '/v1/products',
  'query-platformized',
  '/stores-reader',
  'catalog-reader-server',
];

describe('tree shaking of @vitrine/catalogue/v3', () => {
  it('a bundle of getProduct carries none of the other calls and no V1 code', async () => {
    const code = await bundle(
      "import { createClient } from '@vitrine/http';\n" +
        "import { getProduct } from './src/v3/index.ts';\n" +
        "const client = createClient({ host: 'https://api.example.com' });\n" +
        "export const read = () => getProduct(client, 'p', { fields: ['CURRENCY'] });",
    );
    expect(code).toContain('/v3/products/{productId}');
    expect(code).toContain('/_api/stores-catalog-orchestrator');
    for (const marker of OTHER_CALLS) expect(code, marker).not.toContain(marker);
  });

  it('a bundle of getCatalogVersion carries no products code', async () => {
    const code = await bundle(
      "import { createClient } from '@vitrine/http';\n" +
        "import { getCatalogVersion } from './src/v3/index.ts';\n" +
        "export const version = () => getCatalogVersion(createClient({ host: 'https://api.example.com' }));",
    );
    expect(code).toContain('/v3/provision/version');
    for (const marker of [...OTHER_CALLS.filter((m) => m !== '/v3/provision/version'), '/v3/products'])
      expect(code, marker).not.toContain(marker);
  });

  it('the same markers are found when everything is imported (the check can fail)', async () => {
    const code = await bundle(
      "import * as v3 from './src/v3/index.ts'; import * as v1 from './src/index.ts'; export const all = [v1, v3];",
    );
    for (const marker of OTHER_CALLS) expect(code, marker).toContain(marker);
  });
});
