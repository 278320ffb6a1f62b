// `@vitrine/cart/v2` tree-shakes like v1: a shop that reads and adds carries none of the other calls, no v1 code,
// and no redirect-session code until it hands the cart to checkout.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle as bundleSources } from '../../../../test-support/bundle';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

const bundle = (entry: string): Promise<string> => bundleSources(entry, packageDir);

const OTHER_CALLS = [
  '/refresh',
  '/calculate',
  '/estimate',
  '/remove-line-items',
  '/update-line-items',
  '/add-coupon',
  '/set-delivery-method',
  '/add-gift-card',
  '/get-checkout-url',
  'redirect-session',
  'InvalidQuantityError',
  'UnsellableLinesError',
  // the reading of the variant refusal: only in the bundles that check for it
  'invalidItems',
  'Intl.NumberFormat',
  'cycleBillingDate',
  // v1
  '"/v1/carts/current"',
  'add-to-cart',
];

describe('tree shaking of @vitrine/cart/v2', () => {
  it('a bundle of getCurrentCart and addLineItemsToCurrentCart carries none of the other calls', async () => {
    const code = await bundle(
      "import { createClient } from '@vitrine/http';\n" +
        "import { addLineItemsToCurrentCart, getCurrentCart } from './src/v2/index.ts';\n" +
        "const client = createClient({ host: 'https://api.example.com' });\n" +
        'export const read = () => getCurrentCart(client);\n' +
        'export const add = () => addLineItemsToCurrentCart(client, { catalogItems: [] });',
    );
    expect(code).toContain('/v2/carts/current');
    expect(code).toContain('/add-line-items');
    for (const marker of OTHER_CALLS) expect(code, marker).not.toContain(marker);
  });

  it('the same markers are found when everything is imported (the check can fail)', async () => {
    const code = await bundle(
      "import * as v2 from './src/v2/index.ts'; import * as v1 from './src/index.ts'; export const all = [v1, v2];",
    );
    for (const marker of OTHER_CALLS) expect(code, marker).toContain(marker);
  });
});
