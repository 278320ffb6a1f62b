import type { AuthError } from '@vitrine/auth';
import type { EmptyCartError, InvalidQuantityError, UnsellableLinesError } from '@vitrine/cart/v2';
import type { CallError } from '@vitrine/http';
import type { PagingError, QueryValidationError } from '@vitrine/query';

/**
 * The Cart V2 cases the cart hooks report: a quantity below 1, a cart checkout refuses. A product added without its
 * variant is the platform's `ApplicationError`, which `isVariantRequiredError` (`@vitrine/cart/v2`) recognises.
 */
export type CartError = InvalidQuantityError | UnsellableLinesError | EmptyCartError;

/**
 * Every error a hook can report, one class per `name`, so `switch (error.name)` narrows it:
 * `case 'ValidationError':` sees `error.violations`, `case 'AuthError':` sees `error.code`,
 * `case 'UnsellableLinesError':` sees `error.lines`.
 */
export type VitrineError = CallError | AuthError | PagingError | QueryValidationError | CartError;

/** A hook was used outside `<VitrineProvider>`. */
export class VitrineProviderError extends Error {
  override readonly name = 'VitrineProviderError' as const;
}
