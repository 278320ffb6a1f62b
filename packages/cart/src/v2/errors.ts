import { isApplicationError, type ApplicationError } from '@vitrine/http';
import type { CatalogReference, LineItem } from './types/cart';

// The Cart V2 cases a shop has to handle: three `Error` subclasses with a literal `name`, whose guards compare names
// (so they hold across the ESM and CJS copies of this package), and the platform's refusal of an item without its
// variant, recognised in the platform's own `ApplicationError`.

/** The platform's code for an item its catalogue cannot resolve, among them a product with variants sent without one. */
export const ITEM_NOT_FOUND_IN_CATALOG = 'ITEM_NOT_FOUND_IN_CATALOG' as const;

/**
 * The platform refused catalogue items that were sent without `catalogReference.options.variantId` (nor the choices
 * `options.options`): a product with variants is only found with its variant. It is the platform's own
 * `ApplicationError` (code `ITEM_NOT_FOUND_IN_CATALOG`, the refused items in `data.invalidItems`), recognised by
 * `isVariantRequiredError` and read by `variantRequiredItems`. Not a class of its own on purpose: the reading then
 * costs only the bundles that ask for it, so a visitor's first bundle on Cart V2 is no larger than on v1.
 */
export interface VariantRequiredError extends ApplicationError {
  readonly code: typeof ITEM_NOT_FOUND_IN_CATALOG;
  readonly data: { invalidItems: { catalogReference: CatalogReference }[] };
}

/**
 * The references the platform refused for want of a variant (neither `options.variantId` nor `options.options`);
 * empty for any other error, among them an item not found although it had its variant.
 */
export function variantRequiredItems(error: unknown): CatalogReference[] {
  const refused =
    isApplicationError(error) && error.code === ITEM_NOT_FOUND_IN_CATALOG
      ? (error.data as { invalidItems?: { catalogReference?: CatalogReference }[] } | undefined)?.invalidItems
      : undefined;
  return (Array.isArray(refused) ? refused : [])
    .map((item) => item?.catalogReference)
    .filter((ref): ref is CatalogReference => !!ref && !ref.options?.variantId && !ref.options?.options);
}

/** Whether `error` is the platform's refusal of a product with variants sent without one. */
export const isVariantRequiredError = (error: unknown): error is VariantRequiredError =>
  variantRequiredItems(error).length > 0;

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

export const isInvalidQuantityError = (error: unknown): error is InvalidQuantityError =>
  error instanceof Error && error.name === 'InvalidQuantityError';
export const isUnsellableLinesError = (error: unknown): error is UnsellableLinesError =>
  error instanceof Error && error.name === 'UnsellableLinesError';
export const isEmptyCartError = (error: unknown): error is EmptyCartError =>
  error instanceof Error && error.name === 'EmptyCartError';
