// The V3 traps the SDK refuses before sending, each with its own error: what the platform would refuse, or what
// would answer nothing useful, said plainly with the call to make instead.

/** The category fields of a product: a filter on them works only in `searchProducts`, only as `$matchItems`. */
export const CATEGORY_FIELDS = ['allCategoriesInfo', 'directCategoriesInfo'] as const;

/**
 * A products filter on categories the platform would refuse: in `queryProducts` (which has no category filter) or
 * in another form than `allCategoriesInfo.categories: { $matchItems: [{ id }] }` (write it with `inCategory(id)`).
 * Nothing is sent.
 */
export class CategoryFilterError extends Error {
  override readonly name = 'CategoryFilterError' as const;
  /** The call that refused it. */
  readonly call: string;
  /** The filter key on categories, e.g. `allCategoriesInfo.categories`. */
  readonly field: string;

  constructor(call: string, field: string, message: string) {
    super(message);
    this.call = call;
    this.field = field;
  }
}

/**
 * A categories query without a filter: the platform refuses it. Filter on something (`eq('visible', true)`,
 * `eq('parentCategory._id', id)`) or search instead. Nothing is sent.
 */
export class EmptyCategoryFilterError extends Error {
  override readonly name = 'EmptyCategoryFilterError' as const;

  constructor() {
    super(
      'queryCategories needs a non-empty filter: the platform refuses a categories query without one. Add a condition (e.g. .eq("visible", true)) or call searchCategories.',
    );
  }
}

/** True for a {@link CategoryFilterError}, also across copies of this package. */
export const isCategoryFilterError = (error: unknown): error is CategoryFilterError =>
  error instanceof Error && error.name === 'CategoryFilterError';

/** True for an {@link EmptyCategoryFilterError}, also across copies of this package. */
export const isEmptyCategoryFilterError = (error: unknown): error is EmptyCategoryFilterError =>
  error instanceof Error && error.name === 'EmptyCategoryFilterError';
