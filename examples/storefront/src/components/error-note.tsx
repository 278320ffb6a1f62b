'use client';

import { isVariantRequiredError } from '@vitrine/cart/v2';

// Shoppers read sentences, not platform codes. Known codes get their own; everything else a kind sentence.
const BY_CODE: Record<string, string> = {
  ERROR_COUPON_DOES_NOT_EXIST: 'That coupon code does not exist. Check the spelling and try again.',
  VARIANT_NOT_FOUND: 'That combination is not sold. Please choose other options.',
  PRODUCT_NOT_FOUND: 'This product is no longer sold.',
  LINE_ITEM_NOT_FOUND: 'That item is no longer in your cart.',
  // Cart V2's codes for the same cases.
  INVALID_COUPON_CODE: 'That coupon code does not exist. Check the spelling and try again.',
  LINE_ITEM_NOT_FOUND_IN_CART: 'That item is no longer in your cart.',
  ITEM_NOT_FOUND_IN_CATALOG: 'This product is no longer sold.',
  CART_IS_EMPTY: 'Your cart is empty.',
  INVALID_VERIFICATION_CODE: 'That code is not right. Check the latest e-mail, or send a new code.',
};

const BY_NAME: Record<string, string> = {
  NetworkError: 'We could not reach the shop. Check your connection and try again.',
  TimeoutError: 'The shop took too long to answer. Please try again.',
  ValidationError: 'Some details are not valid. Please check them and try again.',
  // Cart V2's typed cases (@vitrine/cart/v2).
  UnsellableLinesError: 'Some items in your cart cannot be ordered as they are. Change or remove them first.',
  EmptyCartError: 'Your cart is empty.',
  InvalidQuantityError: 'Choose a quantity of at least 1.',
  // The storefront model's refusals, before any request.
  ChoiceMissingError: 'Choose your options first.',
  VariantUnavailableError: 'That combination is not sold. Please choose other options.',
};

/** The sentence a shopper sees for an error of the SDK (or a sentence the shop wrote itself). */
export function shopperMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (!(error instanceof Error)) return 'Something went wrong. Please try again.';
  // The platform's "not in the catalogue" for a product sent without its variant: a choice is missing, not the product.
  if (isVariantRequiredError(error)) return 'Please choose your options first.';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && BY_CODE[code]) return BY_CODE[code];
  return BY_NAME[error.name] ?? 'Something went wrong. Please try again.';
}

/**
 * Shows an error to the shopper in words they can act on. The SDK's own message (code, request id) stays
 * available to developers in the element's `data-detail`, never as the text.
 */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : undefined;
  return (
    <div className="error" role="alert" data-detail={detail}>
      {shopperMessage(error)}
    </div>
  );
}
