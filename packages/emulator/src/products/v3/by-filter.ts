import type { EmulatorContext } from '../../context';
import { newId } from '../../context';
import { collectionExists } from '../../collections';
import { discounted, variantPrice, type ProductRecord } from '../model';
import { allProducts, categoriesOf, editProduct, getProduct, setCollection } from '../service';
import { matching } from './reads';
import { asV1Input, priceOf, type Wire } from './service';

/** Catalog V3's by-filter bulk calls: each a job on the platform, done at once here over the products matched. */

/**
 * A by-filter call (the platform runs it as a job): done at once over every product the filter matches (the API key's
 * view, hidden ones too), each product's change with its event; the answer names a job id, as the platform's does.
 */
export function byFilter(
  ctx: EmulatorContext,
  body: { filter?: unknown; search?: { expression?: string | null } | null },
  each: (p: ProductRecord) => void,
): { jobId: string } {
  const all = allProducts(ctx).map((product) => ({ product, categoryIds: categoriesOf(ctx, product) }));
  for (const { product } of matching(all, body.filter, body.search?.expression)) each(product);
  return { jobId: newId() };
}

/** `update-by-filter`: the product's fields given (name, visibility, brand, ribbon, description) on each one. */
export function updateFields(ctx: EmulatorContext, product: Wire) {
  const input = asV1Input(product, false);
  return (p: ProductRecord) =>
    void editProduct(ctx, p.id, (x) => {
      if (input.name != null) x.name = input.name;
      if (input.visible != null) x.visible = input.visible;
      if (input.description != null) x.description = input.description;
      if (input.brand != null) x.brand = input.brand;
      if (input.ribbon != null) x.ribbon = input.ribbon;
    });
}

/** `update-variants-by-filter`: every variant of each product gets the variant's price, SKU or visibility. */
export function updateVariants(ctx: EmulatorContext, variant: Wire) {
  const actual = priceOf(variant, 'actualPrice');
  const compareAt = priceOf(variant, 'compareAtPrice');
  return (p: ProductRecord) =>
    void editProduct(
      ctx,
      p.id,
      (x) => {
        for (const v of x.variants) {
          if (actual !== undefined) v.price = compareAt !== undefined && compareAt > actual ? compareAt : actual;
          if (typeof variant.visible === 'boolean') v.visible = variant.visible;
        }
        if (actual !== undefined) x.manageVariants = true;
      },
      'variants.changed',
    );
}

type Adjust = { amount?: string | null; percentage?: number | null } | null | undefined;
const adjusted = (n: number, a: NonNullable<Adjust>) =>
  Math.round((a.amount != null ? n + Number(a.amount) : n * (1 + (a.percentage ?? 0) / 100)) * 100) / 100;

/** `adjust-variants-by-filter`: each variant's price (its actual price moved by an amount or a percentage) and cost. */
export function adjustVariants(ctx: EmulatorContext, actualPrice: Adjust, cost: Adjust) {
  return (p: ProductRecord) =>
    void editProduct(
      ctx,
      p.id,
      (x) => {
        for (const v of x.variants) {
          if (actualPrice) {
            const was = discounted(variantPrice(x, v), x.discount);
            const now = Math.max(0, adjusted(was, actualPrice));
            v.price = Math.round((variantPrice(x, v) + (now - was)) * 100) / 100;
          }
          const c = v.cost ?? x.cost;
          if (cost && c !== undefined) v.cost = Math.max(0, adjusted(c, cost));
        }
        if (actualPrice) x.manageVariants = true;
      },
      'variants.changed',
    );
}

/** `add-to-categories-by-filter` and `remove-from-categories-by-filter`: each product joins (leaves) the categories. */
export function inCategories(ctx: EmulatorContext, categoryIds: readonly string[], member: boolean) {
  const known = categoryIds.filter((id) => collectionExists(ctx, id));
  return (p: ProductRecord) => {
    ctx.store.write(() => {
      for (const id of known) setCollection(ctx, getProduct(ctx, p.id), id, member);
    });
  };
}
