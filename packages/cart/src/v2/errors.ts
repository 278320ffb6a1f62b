import type { ApplicationError } from '@vitrine/http';
import type { CatalogReference, LineItem } from './types/cart';

// The Cart V2 cases a shop has to handle, as `Error` subclasses with a literal `name`; their guards compare names,
// so they hold across the ESM and CJS copies of this package.

/** The platform's code for an item its catalogue cannot resolve, among them a product with variants sent without one. */
export const ITEM_NOT_FOUND_IN_CATALOG = 'ITEM_NOT_FOUND_IN_CATALOG';

/**
 * The platform refused catalogue items that were sent without `catalogReference.options.variantId`: a product with
 * variants is only found with its variant. `items` are the refused references; `cause` is the platform's
 * `ApplicationError` (code `ITEM_NOT_FOUND_IN_CATALOG`).
 */
export class VariantRequiredError extends Error {
  override readonly name = 'VariantRequiredError' as const;
  readonly items: CatalogReference[];

  constructor(items: CatalogReference[], cause: ApplicationError) {
    const ids = items.map((item) => item.catalogItemId).join(', ');
    super(`The catalogue has no item ${ids} without a variant: add it with catalogReference.options.variantId`, {
      cause,
    });
    this.items = items;
  }
}

/**
 * `updateLineItemsInCurrentCart` was given a `newQuantity` that is not a whole number of at least 1 (remove a line
 * with `removeLineItemsFromCurrentCart`). Nothing was sent.
 */
export class InvalidQuantityError extends Error {
  override readonly name = 'InvalidQuantityError' as const;
  readonly lineItemId: string;
  readonly newQuantity: unknown;

  constructor(lineItemId: string, newQuantity: unknown) {
    super(
      `Line ${lineItemId}: newQuantity must be a whole number of at least 1; got ${String(newQuantity)} ` +
        '(remove a line with removeLineItemsFromCurrentCart)',
    );
    this.lineItemId = lineItemId;
    this.newQuantity = newQuantity;
  }
}

/**
 * The cart has lines the platform accepted but cannot sell (`status` other than `IN_STOCK`): checkout is refused
 * until they are changed or removed. `lines` are those lines, as the cart has them.
 */
export class UnsellableLinesError extends Error {
  override readonly name = 'UnsellableLinesError' as const;
  readonly lines: LineItem[];

  constructor(lines: LineItem[]) {
    const listed = lines.map((line) => `${line._id} (${line.status})`).join(', ');
    super(`The cart has lines that cannot be sold: ${listed}`);
    this.lines = lines;
  }
}

/** A cart without an id or without lines cannot go to checkout. */
export class EmptyCartError extends Error {
  override readonly name = 'EmptyCartError' as const;
}

export const isVariantRequiredError = (error: unknown): error is VariantRequiredError =>
  error instanceof Error && error.name === 'VariantRequiredError';
export const isInvalidQuantityError = (error: unknown): error is InvalidQuantityError =>
  error instanceof Error && error.name === 'InvalidQuantityError';
export const isUnsellableLinesError = (error: unknown): error is UnsellableLinesError =>
  error instanceof Error && error.name === 'UnsellableLinesError';
export const isEmptyCartError = (error: unknown): error is EmptyCartError =>
  error instanceof Error && error.name === 'EmptyCartError';
