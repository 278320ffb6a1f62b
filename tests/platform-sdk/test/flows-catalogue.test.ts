// Comparison 1 of issue 9: the catalogue, as a storefront reads it.
import { beforeAll, describe, expect, test } from 'vitest';
import { SHIRT } from './compare/inputs';
import { startFlows, type Visitor } from './compare/flow-suite';

const { visitorClient, paths } = await startFlows();

describe('the catalogue (storefront reads)', () => {
  let client: Visitor;
  beforeAll(async () => {
    client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
  });

  test("products v1: query with paging totals, get by id, options availability, a product's variants", async () => {
    const first = await client.products.queryProducts().ascending('name').limit(5).find();
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.items.map((product) => product.name)).toEqual([...first.items.map((product) => product.name!)].sort());
    const second = await first.next();
    expect(second.currentPage).toBe(1);
    expect(second.items[0]!._id).not.toBe(first.items[0]!._id);

    const { product } = await client.products.getProduct(SHIRT);
    expect(product).toMatchObject({ _id: SHIRT, name: 'Linen shirt', slug: 'linen-shirt' });
    expect(product!.priceData?.price).toBe(59);
    expect(product!.lastUpdated).toBeInstanceOf(Date);

    const availability = await client.products.getProductOptionsAvailability(SHIRT, { Size: 'M', Color: 'White' });
    expect(availability.availableForPurchase).toBe(true);
    expect(availability.selectedVariant?.price?.price).toBe(59);

    const variants = await client.products.queryProductVariants(SHIRT, { choices: { Size: 'M' } });
    expect(variants.variants!.map((variant) => variant.choices?.Size)).toEqual(['M', 'M', 'M']);
    expect(variants.totalResults).toBe(3);
  });

  test('store variants: query with its total, and one by id with media URIs', async () => {
    const page = await client.products.queryStoreVariants({
      filter: { productId: 'prod-canvas-sneakers' },
      paging: { limit: 2 },
    });
    expect(page.variants).toHaveLength(2);
    expect(page.metadata).toEqual({ count: 2, offset: 0, total: 5 });
    const { variant } = await client.products.getStoreVariant(page.variants![0]!._id!);
    expect(variant?.productId).toBe('prod-canvas-sneakers');
    expect(variant?.media?.image).toMatch(/^wix:image:\/\/v1\/m-canvas-sneakers-1~mv2\.jpg\//);
  });

  test('collections v2: query with its total, by id and by slug', async () => {
    const page = await client.collections.queryCollections().ascending('name').limit(4).find();
    expect(page.items.map((collection) => collection.slug)).toEqual([
      'accessories',
      'apparel',
      'home-kitchen',
      'pantry',
    ]);
    expect(page.totalCount).toBe(6);
    const collection = await client.collections.getCollection('col-pantry');
    expect(collection).toMatchObject({ _id: 'col-pantry', name: 'Pantry', slug: 'pantry', numberOfProducts: 7 });
    const { collection: bySlug } = await client.collections.getCollectionBySlug('pantry');
    expect(bySlug?._id).toBe('col-pantry');
    expect(paths()).toContain('GET /v2/collections/slug/pantry');
  });
});
