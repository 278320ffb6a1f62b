// The model against the emulator's store in both versions (the same demo seed in both forms): the same answers.
import { memoryStorage, oauth } from '@vitrine/auth';
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { createClient, type Client } from '@vitrine/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProductToCart,
  catalogVersion,
  chooseVariant,
  shopCategories,
  shopCategory,
  shopProduct,
  shopProducts,
  type ShopProduct,
} from '../src/index';

const stores: Partial<Record<'V1_CATALOG' | 'V3_CATALOG', RunningEmulator>> = {};

beforeAll(async () => {
  for (const version of ['V1_CATALOG', 'V3_CATALOG'] as const)
    stores[version] = await startEmulator({
      port: 0,
      readOnlyPort: 0,
      db: ':memory:',
      seed: 'demo',
      catalogVersion: version,
      log: () => undefined,
    });
}, 60_000);
afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
});

const visitor = (version: 'V1_CATALOG' | 'V3_CATALOG'): Client =>
  createClient({
    host: stores[version]!.url,
    readOnlyHost: stores[version]!.readOnlyUrl,
    auth: oauth({ clientId: 'vitrine-storefront', storage: memoryStorage() }),
    retry: 0,
  });

/**
 * A product without what the versions may tell apart (README, "The same on both, and the two differences"): how
 * the cart names it, and, in a list, stock quantities (V3 keeps them in its inventory items, which only a product
 * read asks for; a product read has them on both).
 */
function comparable<T>(value: T, quantities = false): T {
  return JSON.parse(
    JSON.stringify(value, (key, inner: unknown) =>
      key === 'cartBy' || (key === 'quantity' && !quantities) ? undefined : inner,
    ),
  ) as T;
}

/** What each version reads for the same questions. */
async function readAll(version: 'V1_CATALOG' | 'V3_CATALOG') {
  const client = visitor(version);
  const first = await shopProducts(client, { pageSize: 4 });
  const second = first.nextCursor ? await shopProducts(client, { pageSize: 4, cursor: first.nextCursor }) : undefined;
  const categories = await shopCategories(client);
  const category = categories[0] ? await shopCategory(client, categories[0].slug) : null;
  const inCategory = categories[0]
    ? await shopProducts(client, { categoryId: categories[0].id, sort: 'name' })
    : undefined;
  const byName = await shopProducts(client, { sort: 'name', pageSize: 100 });
  const byPrice = await shopProducts(client, { sort: 'price-asc', pageSize: 100 });
  const newest = await shopProducts(client, { sort: 'newest', pageSize: 100 });
  // A search: every word begins a word of the name, brand or ribbon, in any order (README, "Search").
  const searched = await shopProducts(client, { search: 'Canvas', sort: 'name' });
  const words = await shopProducts(client, { search: 'shirt linen', sort: 'name' });
  const brand = await shopProducts(client, { search: 'nordhaus wal', sort: 'name' });
  const slugs = byName.products.map((product) => product.slug);
  const products = await Promise.all(slugs.map((slug) => shopProduct(client, { slug })));
  return {
    client,
    first,
    second,
    categories,
    category,
    inCategory,
    byName,
    byPrice,
    newest,
    searched,
    words,
    brand,
    products,
  };
}

describe('the model on the emulator, V1 and V3 stores of the same seed', () => {
  let v1: Awaited<ReturnType<typeof readAll>>;
  let v3: Awaited<ReturnType<typeof readAll>>;

  beforeAll(async () => {
    [v1, v3] = await Promise.all([readAll('V1_CATALOG'), readAll('V3_CATALOG')]);
  }, 60_000);

  it('knows each store’s version', async () => {
    expect(await catalogVersion(v1.client)).toBe('V1_CATALOG');
    expect(await catalogVersion(v3.client)).toBe('V3_CATALOG');
  });

  it('lists the same products, sorted and paged alike', () => {
    const products = (list: { products: ShopProduct[] } | undefined) => comparable(list?.products);
    expect(products(v3.first)).toEqual(products(v1.first));
    expect(products(v3.second)).toEqual(products(v1.second));
    expect(products(v3.byName)).toEqual(products(v1.byName));
    expect(products(v3.byPrice)).toEqual(products(v1.byPrice));
    expect(products(v3.newest)).toEqual(products(v1.newest));
    expect(products(v3.searched)).toEqual(products(v1.searched));
    expect(v1.searched.products.map((product) => product.slug)).toEqual(['canvas-backpack', 'canvas-sneakers']);
    expect(products(v3.words)).toEqual(products(v1.words));
    expect(v1.words.products.map((product) => product.name)).toEqual(['Linen shirt']);
    expect(products(v3.brand)).toEqual(products(v1.brand));
    expect(v1.brand.products.map((product) => [product.brand, product.name])).toEqual([['Nordhaus', 'Leather wallet']]);
    expect(v1.byName.products.length).toBeGreaterThan(4);
  });

  it('counts the same totals withTotal: all products, a category, a search (V3 by Count Products)', async () => {
    const totals = (client: Client) =>
      Promise.all(
        [{}, { categoryId: v1.categories[0]!.id }, { search: 'Canvas' }].map(async (query) => {
          const list = await shopProducts(client, { ...query, pageSize: 2, withTotal: true });
          return list.total;
        }),
      );
    const [onV1, onV3] = await Promise.all([totals(v1.client), totals(v3.client)]);
    expect(onV3).toEqual(onV1);
    expect(onV1[0]).toBe(v1.byName.products.length);
    expect(onV1[2]).toBe(2);
  });

  it('reads the same categories, and the same products in a category', () => {
    expect(v3.categories).toEqual(v1.categories);
    expect(v3.categories.length).toBeGreaterThan(0);
    expect(v3.category).toEqual(v1.category);
    expect(comparable(v3.inCategory?.products)).toEqual(comparable(v1.inCategory?.products));
    expect(v1.inCategory?.products.length).toBeGreaterThan(0);
  });

  it('reads every product whole alike: variants, options, prices, stock and its quantities, media', () => {
    expect(comparable(v3.products, true)).toEqual(comparable(v1.products, true));
    expect(v1.products.some((product) => (product?.variants?.length ?? 0) > 1)).toBe(true);
  });

  it("reads the same stock quantities on both: each variant's and the product's", () => {
    const quantities = (products: (ShopProduct | null)[]) =>
      products.map((product) => [
        product!.slug,
        product!.stock.quantity,
        product!.variants!.map((variant) => variant.stock.quantity),
      ]);
    expect(quantities(v3.products)).toEqual(quantities(v1.products));
    // The seed tracks some products' stock (a short first variant among them), not others'.
    const counted = v3.products.filter((product) => product!.stock.quantity !== undefined);
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.length).toBeLessThan(v3.products.length);
    expect(counted.some((product) => product!.variants!.some((variant) => variant.stock.quantity === 1))).toBe(true);
  });

  it('adds the chosen variant to the cart on both', async () => {
    for (const run of [v1, v3]) {
      const product = run.products.find(
        (candidate) => candidate!.options.length > 0 && candidate!.variants!.some((v) => v.stock.inStock),
      )!;
      const variant = product.variants!.find((candidate) => candidate.stock.inStock && candidate.visible)!;
      expect(chooseVariant(product, variant.choices).variant).toEqual(variant);
      const { cart } = await addProductToCart(run.client, product, { choices: variant.choices, quantity: 2 });
      expect(
        cart?.lineItems?.map((line) => [
          line.source?.catalogReference?.catalogItemId,
          line.source?.catalogReference?.options?.variantId,
          line.quantityInfo?.requestedQuantity,
        ]),
      ).toEqual([[product.id, product.cartBy === 'variant' ? variant.id : undefined, 2]]);
    }
  });
});
