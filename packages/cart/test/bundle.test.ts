// Every call is its own export: an app that only reads the cart must not ship the code of the others.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle as bundleSources } from '../../../test-support/bundle';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

const bundle = (entry: string): Promise<string> => bundleSources(entry, packageDir);

const OTHER_CALLS = [
  'add-to-cart',
  'remove-line-items',
  'remove-coupon',
  'update-line-items-quantity',
  'estimate-totals',
  'create-checkout',
  '"PATCH"',
  // Unminified, so every function keeps its name.
  'updateCurrentCart',
  'deleteCurrentCart',
  'addToCurrentCart',
  'removeLineItemsFromCurrentCart',
  'removeCouponFromCurrentCart',
  'updateCurrentCartLineItemQuantity',
  'estimateCurrentCartTotals',
  'createCheckoutFromCurrentCart',
  'cartFieldmask',
  'deliveryTimeSlot',
  'expirationDate',
];

describe('tree shaking', () => {
  it('a bundle importing only getCurrentCart carries none of the other cart calls', async () => {
    const code = await bundle(
      "import { createClient } from '@vitrine/http'; import { getCurrentCart } from './src/index.ts';\n" +
        "export const read = () => getCurrentCart(createClient({ host: 'https://api.example.com' }));",
    );
    expect(code).toContain('getCurrentCart');
    expect(code).toContain('/v1/carts/current');
    expect(code).toContain('lineItems');
    for (const marker of OTHER_CALLS) expect(code, marker).not.toContain(marker);
    // Answers read media with the reading half only: no media URI parser in a bundle that only reads.
    expect(code).toContain('imageToUri');
    expect(code).not.toContain('uriToImage');
    expect(code).not.toContain('parseMediaUri');
  });

  it('the same markers are found when the other calls are imported (the check can fail)', async () => {
    const code = await bundle("import * as cart from './src/index.ts'; export const calls = cart;");
    for (const marker of OTHER_CALLS) expect(code, marker).toContain(marker);
    // Sending an image reads its URI with uriToImage's own reading, not the whole media parser.
    expect(code).toContain('uriToImage');
    expect(code).not.toContain('parseMediaUri');
  });
});
