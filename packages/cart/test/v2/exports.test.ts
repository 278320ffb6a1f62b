// The public API of `@vitrine/cart/v2`, pinned: a change to it is deliberate.
import * as v2 from '@vitrine/cart/v2';
import { expect, it } from 'vitest';

it('exports the Cart V2 calls, the hand-off, the helpers and the errors', () => {
  expect(Object.keys(v2).sort()).toEqual(
    [
      'EmptyCartError',
      'ITEM_NOT_FOUND_IN_CATALOG',
      'InvalidQuantityError',
      'STORES_APP_ID',
      'UnsellableLinesError',
      'addCouponToCurrentCart',
      'addGiftCardToCurrentCart',
      'addLineItemsToCurrentCart',
      'calculateCurrentCart',
      'cartCurrency',
      'createCheckoutRedirect',
      'createCurrentCart',
      'deleteCurrentCart',
      'estimateCurrentCart',
      'formatMoney',
      'getCart',
      'getCheckoutUrl',
      'getCurrentCart',
      'isEmptyCartError',
      'isInvalidQuantityError',
      'isUnsellableLinesError',
      'isVariantRequiredError',
      'lineImage',
      'lineImages',
      'refreshCurrentCart',
      'removeCouponFromCurrentCart',
      'removeDeliveryMethodFromCurrentCart',
      'removeGiftCardFromCurrentCart',
      'removeLineItemsFromCurrentCart',
      'setDeliveryMethodForCurrentCart',
      'unsellableLines',
      'updateCurrentCart',
      'updateFormSubmissionsInCurrentCart',
      'updateLineItemsInCurrentCart',
      'variantRequiredItems',
    ].sort(),
  );
});
