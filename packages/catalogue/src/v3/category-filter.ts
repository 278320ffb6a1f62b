import { CATEGORY_FIELDS, CategoryFilterError } from './errors';

/** The only category filter the platform takes: in `searchProducts` and `countProducts`, never in a query. */
export type InCategoryFilter = {
  'allCategoriesInfo.categories': { $matchItems: [{ id: string }] };
};

/**
 * The filter of the products in a category (its subcategories' included), in the one form the platform takes:
 * `{ "allCategoriesInfo.categories": { "$matchItems": [{ "id": categoryId }] } }`. For `searchProducts` and
 * `countProducts`; combine with other conditions in an object or `$and`.
 */
export function inCategory(categoryId: string): InCategoryFilter {
  return { 'allCategoriesInfo.categories': { $matchItems: [{ id: categoryId }] } };
}

function isMatchItems(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const items = (value as { $matchItems?: unknown }).$matchItems;
  return keys.length === 1 && Array.isArray(items) && items.length > 0;
}

/** Each filter key on categories, with its value, at any depth of `$and` / `$or` / `$not`. */
function* categoryKeys(filter: unknown): Generator<[string, unknown]> {
  if (Array.isArray(filter)) {
    for (const item of filter) yield* categoryKeys(item);
    return;
  }
  if (!filter || typeof filter !== 'object') return;
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) yield* categoryKeys(value);
    else if (CATEGORY_FIELDS.some((field) => key === field || key.startsWith(`${field}.`))) yield [key, value];
  }
}

/** The two list fields the platform filters categories on, with `$matchItems` only. */
const MATCHED = new Set(['allCategoriesInfo.categories', 'directCategoriesInfo.categories']);

/** Throws unless every category condition of `filter` is `…Info.categories: { $matchItems: [...] }`. */
export function checkSearchFilter(call: string, filter: unknown): void {
  for (const [key, value] of categoryKeys(filter)) {
    if (!MATCHED.has(key) || !isMatchItems(value)) {
      throw new CategoryFilterError(
        call,
        key,
        `${call} takes a category filter only as "allCategoriesInfo.categories": { "$matchItems": [{ "id": … }] } (write it with inCategory(id)); got "${key}": ${JSON.stringify(value)}.`,
      );
    }
  }
}

/** Throws on any category condition: a products query has none (the platform refuses it). */
export function checkQueryFilter(filter: unknown): void {
  for (const [key] of categoryKeys(filter)) {
    throw new CategoryFilterError(
      'queryProducts',
      key,
      `queryProducts cannot filter by category ("${key}"): the platform refuses it. Call searchProducts with inCategory(id) as its filter.`,
    );
  }
}
