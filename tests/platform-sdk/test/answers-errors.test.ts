// Comparison 3 of issue 9: refused calls.
import * as cart from '@vitrine/cart';
import * as catalogue from '@vitrine/catalogue';
import { describe, test } from 'vitest';
import { type PlatformClient } from './compare/clients';
import { startAnswerComparison, type Case } from './compare/answer-suite';

const { live, compareError } = await startAnswerComparison();

/** Refused calls: the emulator's error answer gives the same status, request id, sentence and code in both SDKs. */
const errorCases: (Case<PlatformClient> & { status: number })[] = [
  {
    call: 'getProduct of an unknown id (404)',
    status: 404,
    platform: (c) => c.products.getProduct('prod-not-there'),
    vitrine: (c) => catalogue.getProduct(c, 'prod-not-there'),
  },
  {
    call: 'removeCouponFromCurrentCart without a cart',
    status: 404,
    setup: () => cart.deleteCurrentCart(live.ours).catch(() => undefined),
    platform: (c) => c.currentCart.removeCouponFromCurrentCart(),
    vitrine: (c) => cart.removeCouponFromCurrentCart(c),
  },
];

describe('comparison 3: one emulator answer, read by both SDKs, gives the same values', () => {
  test.each(errorCases.map((c) => [c.call, c] as const))('errors: %s', (_, c) => compareError(c)());
});
