/** Thrown at the operator call when a query or filter operator gets wrong arguments. */
export class QueryValidationError extends Error {
  override readonly name = 'QueryValidationError' as const;
  /** The operator that was called wrongly, e.g. `between`. */
  readonly operator: string;

  constructor(operator: string, message: string) {
    super(message);
    this.operator = operator;
  }
}

/** Rejects `next()` / `prev()` on a page that has no next or previous page. No request is sent. */
export class PagingError extends Error {
  override readonly name = 'PagingError' as const;
}

/** True for a {@link QueryValidationError}, also across copies of this package. */
export const isQueryValidationError = (error: unknown): error is QueryValidationError =>
  error instanceof Error && error.name === 'QueryValidationError';

/** True for a {@link PagingError}, also across copies of this package. */
export const isPagingError = (error: unknown): error is PagingError =>
  error instanceof Error && error.name === 'PagingError';
