import { ValidationError } from '../../errors';
import { isRecord } from '../../schema/kit';
import { runQuery } from '../../query/run';
import { cursorPage, resolveCursor, type CursorQueryInput } from '../../query/cursor-query';
import type { ProductRecord } from '../model';
import { productV3, readOnlyVariantV3, type Fields } from './wire';
import type { SearchInput, SearchText } from './schemas';

/**
 * Catalog V3's list reads, pure: the service hands in the products the caller may see and each one's categories.
 * Lists carry no variants (`variantsInfo`): only a single product's read does, as on the platform.
 */

export interface Listed {
  product: ProductRecord;
  categoryIds: readonly string[];
}

/** Every field a read may ask for: what filters and sorts run on (a product is then answered with the fields asked). */
const EVERY_FIELD: Fields = new Set([
  'URL',
  'CURRENCY',
  'PLAIN_DESCRIPTION',
  'MEDIA_ITEMS_INFO',
  'DIRECT_CATEGORIES_INFO',
  'ALL_CATEGORIES_INFO',
  'INFO_SECTION',
  'VARIANT_OPTION_CHOICE_NAMES',
]);

const CATEGORY_PATHS = ['allCategoriesInfo', 'directCategoriesInfo'];
const isCategoryPath = (key: string) => CATEGORY_PATHS.some((p) => key === p || key.startsWith(`${p}.`));

/** The filter's keys at any depth (inside `$and`, `$or`, `$not`). */
function filterKeys(filter: unknown): string[] {
  if (Array.isArray(filter)) return filter.flatMap(filterKeys);
  if (!isRecord(filter)) return [];
  return Object.entries(filter).flatMap(([k, v]) => (k.startsWith('$') ? filterKeys(v) : [k]));
}

/** The trap closed: Query Products filters by no category (only Search Products does, with `$matchItems`). */
function refuseCategoryFilter(filter: unknown, field: string): void {
  const key = filterKeys(filter).find(isCategoryPath);
  if (key)
    throw new ValidationError([
      {
        field: `${field}.${key}`,
        description:
          'cannot be filtered in Query Products: filter by category in Search Products, with allCategoriesInfo.categories: { $matchItems: [{ id }] }',
        violatedRule: 'FIELD_NOT_ALLOWED',
      },
    ]);
}

/** The category lists a search may match (the demo's tree is flat: a product's direct categories are all of them). */
const MATCHED = ['allCategoriesInfo.categories', 'directCategoriesInfo.categories'];

/**
 * Search's category filter: `allCategoriesInfo.categories: { $matchItems: [{ id }] }` at the top of the filter or in
 * its `$and`, taken out of the filter (the query engine knows no `$matchItems`) as the category ids each product must
 * have one of. Any other form of a category filter is refused.
 */
function takeCategoryFilter(filter: unknown, field: string): { rest: unknown; anyOf: string[][] } {
  if (!isRecord(filter)) return { rest: filter, anyOf: [] };
  const anyOf: string[][] = [];
  const strip = (f: Record<string, unknown>, at: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        out.$and = v.map((x, i) => (isRecord(x) ? strip(x, `${at}.$and[${i}]`) : x));
      } else if (MATCHED.includes(k) && isRecord(v) && Array.isArray(v.$matchItems)) {
        anyOf.push(v.$matchItems.map((m, i) => matchedId(m, `${at}.${k}.$matchItems[${i}]`)).flat());
      } else out[k] = v;
    }
    return out;
  };
  const rest = strip(filter, field);
  const left = filterKeys(rest).find(isCategoryPath);
  if (left)
    throw new ValidationError([
      {
        field: `${field}.${left}`,
        description: 'filters by category only as allCategoriesInfo.categories: { $matchItems: [{ id }] }',
        violatedRule: 'FIELD_NOT_ALLOWED',
      },
    ]);
  return { rest, anyOf };
}

function matchedId(m: unknown, field: string): string[] {
  const id = isRecord(m) ? m.id : undefined;
  if (typeof id === 'string') return [id];
  if (isRecord(id) && typeof id.$eq === 'string') return [id.$eq];
  if (isRecord(id) && Array.isArray(id.$in) && id.$in.every((x) => typeof x === 'string')) return id.$in as string[];
  throw new ValidationError([
    { field: `${field}.id`, description: 'must be a category id (or { $in: [ids] })', violatedRule: 'VALIDATION' },
  ]);
}

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * The text of each field the platform searches (its search spec's `searchable`: name, description, SKUs; `fields`
 * names some of them, none means all). Brand, ribbon and choices are not searchable there, so not here.
 */
const SEARCHABLE: Record<string, (p: ProductRecord) => string[]> = {
  name: (p) => [p.name],
  description: (p) => [plain(p.description)],
  'minVariantPriceInfo.sku': (p) => [p.sku],
  'variantsInfo.variants.sku': (p) => [p.sku, ...p.variants.map((v) => v.sku ?? '')],
};

/** A search's `fields`: searchable ones only (the platform refuses another), all of them when it names none. */
function searchedFields(fields: unknown, at: string): string[] | undefined {
  const named = Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
  const refused = named.filter((f) => !(f in SEARCHABLE));
  if (refused.length)
    throw new ValidationError(
      refused.map((f) => ({
        field: `${at}.fields`,
        description: `${f} is not searchable; searchable: ${Object.keys(SEARCHABLE).join(', ')}`,
        violatedRule: 'VALIDATION',
      })),
    );
  return named.length ? named : undefined;
}

/** Search's text: the words of the expression in the fields searched, every one (`mode` `AND`, the default) or any (`OR`). */
function matchesText(
  p: ProductRecord,
  expression: string | null | undefined,
  fields?: readonly string[],
  mode?: string,
): boolean {
  const words = (expression ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const read = fields?.length ? fields.map((f) => SEARCHABLE[f]!) : Object.values(SEARCHABLE);
  const text = read
    .flatMap((f) => f(p))
    .join(' ')
    .toLowerCase();
  return mode === 'OR' ? words.some((w) => text.includes(w)) : words.every((w) => text.includes(w));
}

function page(listed: Listed[], state: ReturnType<typeof resolveCursor>, fields: Fields, merchant: boolean) {
  const byId = new Map(listed.map((l) => [l.product.id, l]));
  const docs = listed.map((l) => productV3(l.product, l.categoryIds, { fields: EVERY_FIELD, single: false, merchant }));
  const r = cursorPage(docs, state);
  const products = r.items.map((d) => {
    const l = byId.get(d.id)!;
    return productV3(l.product, l.categoryIds, { fields, single: false, merchant });
  });
  return { products, pagingMetadata: r.pagingMetadata };
}

export function queryProducts(
  listed: Listed[],
  query: CursorQueryInput | null | undefined,
  fields: Fields,
  merchant: boolean,
) {
  const state = resolveCursor(query, 'products-query', 'query');
  refuseCategoryFilter(state.filter, 'query.filter');
  return page(listed, state, fields, merchant);
}

interface SearchExtra {
  expression?: string;
  fields?: string[];
  mode?: string;
  anyOf: string[][];
}

/** The products a search's text and category filter keep (the rest of its filter runs in the query engine). */
function narrowed(listed: Listed[], extra: SearchExtra): Listed[] {
  return listed.filter(
    (l) =>
      matchesText(l.product, extra.expression, extra.fields, extra.mode) &&
      extra.anyOf.every((ids) => ids.some((id) => l.categoryIds.includes(id))),
  );
}

export function searchProducts(
  listed: Listed[],
  search: SearchInput | null | undefined,
  fields: Fields,
  merchant: boolean,
) {
  const { rest, anyOf } = takeCategoryFilter(search?.filter, 'search.filter');
  const extra = searchExtra(search?.search, 'search.search', anyOf);
  const state = resolveCursor({ ...search, filter: rest }, 'products-search', 'search', extra);
  const kept = narrowed(listed, (state.extra ?? { anyOf: [] }) as SearchExtra);
  return page(kept, state, fields, merchant);
}

/** A search's text as the cursor keeps it: the expression, the fields searched and the mode. */
function searchExtra(text: SearchText | null | undefined, at: string, anyOf: string[][]): SearchExtra {
  const fields = searchedFields(text?.fields, at);
  return {
    ...(text?.expression ? { expression: text.expression } : {}),
    ...(fields ? { fields } : {}),
    ...(text?.mode ? { mode: text.mode } : {}),
    anyOf,
  };
}

/** Count Products: the same filter and text (its fields and mode too) as a search, so the same products. */
export function countProducts(listed: Listed[], filter: unknown, text: SearchText | null | undefined) {
  const { rest, anyOf } = takeCategoryFilter(filter, 'filter');
  const kept = narrowed(listed, searchExtra(text, 'search', anyOf));
  const docs = kept.map((l) =>
    productV3(l.product, l.categoryIds, { fields: EVERY_FIELD, single: false, merchant: false }),
  );
  return { count: runQuery(docs, { filter: rest, paging: { limit: docs.length, offset: 0 } }).total };
}

/** Read-only variants: each variant of each product the caller may see, queried or searched by its wire fields. */
function variantDocs(listed: Listed[], merchant: boolean) {
  return listed.flatMap((l) =>
    l.product.variants.map((v) => readOnlyVariantV3(l.product, v, l.categoryIds[0], merchant)),
  );
}

export function queryVariants(listed: Listed[], query: CursorQueryInput | null | undefined, merchant: boolean) {
  const state = resolveCursor(query, 'variants-query', 'query');
  const r = cursorPage(variantDocs(listed, merchant), state);
  return { variants: r.items, pagingMetadata: r.pagingMetadata };
}

export function searchVariants(listed: Listed[], search: SearchInput | null | undefined, merchant: boolean) {
  const extra = search?.search?.expression ? { expression: search.search.expression } : {};
  const state = resolveCursor(search, 'variants-search', 'search', extra);
  const expression = (state.extra as { expression?: string } | undefined)?.expression;
  const kept = listed.filter((l) => matchesText(l.product, expression));
  const r = cursorPage(variantDocs(kept, merchant), state);
  return { variants: r.items, pagingMetadata: r.pagingMetadata };
}

/** The products a by-filter call acts on: its filter (a category by `$matchItems`, as in search) and its text. */
export function matching(listed: Listed[], filter: unknown, expression: string | null | undefined): Listed[] {
  const { rest, anyOf } = takeCategoryFilter(filter, 'filter');
  const kept = narrowed(listed, { ...(expression ? { expression } : {}), anyOf });
  const docs = kept.map((l) =>
    productV3(l.product, l.categoryIds, { fields: EVERY_FIELD, single: false, merchant: false }),
  );
  const ids = new Set(
    runQuery(docs, { filter: rest, paging: { limit: docs.length, offset: 0 } }).items.map((d) => d.id),
  );
  return kept.filter((l) => ids.has(l.product.id));
}
