// Catalog V3 through the platform's own SDK against the emulator: `catalogVersioning`, `productsV3`,
// `readOnlyVariantsV3`, `categories` (`@wix/categories`) and a V3 variant added with `currentCartV2`, on a V3 store;
// on a V1 store the version says V1.
import { categories } from '@wix/categories';
import { currentCartV2 } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { beforeAll, describe, expect, test } from 'vitest';
import { STORES_APP_ID } from './inputs';
import { CLIENT_ID, startFlows } from './flow-suite';

const modules = { catalogVersioning, productsV3, readOnlyVariantsV3, categories, currentCartV2 };
const TREE = { appNamespace: '@wix/stores' };

export async function catalogV3Flows(): Promise<void> {
  const { recorder, paths } = await startFlows({ catalogVersion: 'V3_CATALOG' });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });

  describe("the platform SDK's Catalog V3 against a V3 emulator store", () => {
    let client: ReturnType<typeof visitor>;

    beforeAll(async () => {
      client = visitor();
      client.auth.setTokens(await client.auth.generateVisitorTokens());
    });

    test('catalogVersioning: the store is V3', async () => {
      paths();
      expect(await client.catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V3_CATALOG' });
      expect(paths().filter((p) => !p.includes('/oauth2/'))).toEqual(['GET /stores/v3/provision/version']);
    });

    test('productsV3: query with paging, get, get by slug', async () => {
      paths();
      const first = await client.productsV3
        .queryProducts({ fields: ['CURRENCY'] })
        .limit(4)
        .find();
      expect(first.items).toHaveLength(4);
      expect(first.hasNext()).toBe(true);
      const [shirt] = first.items;
      expect(shirt).toMatchObject({
        _id: 'prod-linen-shirt',
        name: 'Linen shirt',
        slug: 'linen-shirt',
        currency: 'EUR',
        actualPriceRange: { minValue: { amount: '59.00', formattedAmount: '€59.00' } },
        inventory: { preorderStatus: 'DISABLED' },
      });
      expect(shirt!._createdDate).toBeInstanceOf(Date);
      expect(shirt!.media!.main!.image).toMatch(/^wix:image:\/\/v1\//);
      expect(shirt!.variantsInfo).toBeUndefined();
      const second = await first.next();
      expect(second.items).toHaveLength(4);
      expect(second.items.map((p) => p._id)).not.toContain('prod-linen-shirt');

      const product = await client.productsV3.getProduct('prod-linen-shirt', {
        fields: ['PLAIN_DESCRIPTION', 'VARIANT_OPTION_CHOICE_NAMES'],
      } as never);
      expect(product!.plainDescription).toBe('<p>A relaxed shirt in washed European linen.</p>');
      expect(product!.variantsInfo!.variants).toHaveLength(9);
      expect(product!.variantsInfo!.variants![0]!.choices![0]!.optionChoiceNames).toEqual({
        optionName: 'Size',
        choiceName: 'S',
        renderType: 'TEXT_CHOICES',
      });
      const bySlug = await client.productsV3.getProductBySlug('linen-shirt', {} as never);
      expect(bySlug.product!._id).toBe('prod-linen-shirt');
      expect(bySlug.product!.variantsInfo!.variants).toHaveLength(9);
      expect(paths().filter((p) => !p.includes('/oauth2/'))).toEqual([
        'GET /stores/v3/products/query',
        'GET /stores/v3/products/query',
        'GET /stores/v3/products/prod-linen-shirt',
        'GET /stores/v3/products/slug/linen-shirt',
      ]);
    });

    test('productsV3: search by text and by category', async () => {
      const byText = await client.productsV3.searchProducts({ search: { expression: 'linen' } } as never);
      expect(byText.products!.map((p) => p.name)).toContain('Linen shirt');
      const byCategory = await client.productsV3.searchProducts(
        { filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'col-pantry' }] } } } as never,
        { fields: ['ALL_CATEGORIES_INFO'] } as never,
      );
      expect(byCategory.products!.length).toBeGreaterThan(0);
      for (const p of byCategory.products!)
        expect(p.allCategoriesInfo!.categories!.map((c) => c._id)).toContain('col-pantry');
    });

    test('readOnlyVariantsV3: query by product, search by choice name', async () => {
      const all = await client.readOnlyVariantsV3
        .queryVariants()
        .eq('productData.productId', 'prod-linen-shirt')
        .find();
      expect(all.items).toHaveLength(9);
      expect(all.items[0]!.productData).toMatchObject({ productId: 'prod-linen-shirt', slug: 'linen-shirt' });
      const medium = await client.readOnlyVariantsV3.searchVariants({
        filter: { 'productData.productId': 'prod-linen-shirt', 'optionChoices.optionChoiceNames.choiceName': 'M' },
      } as never);
      expect(medium.variants).toHaveLength(3);
    });

    test('categories: query, get by slug, list items', async () => {
      const visible = await client.categories.queryCategories({ treeReference: TREE }).eq('visible', true).find();
      expect(visible.items.map((c) => c.slug)).toEqual([
        'apparel',
        'home-kitchen',
        'pantry',
        'accessories',
        'stationery',
        'sale',
      ]);
      const apparel = await client.categories.getCategoryBySlug('apparel', TREE);
      expect(apparel.category).toMatchObject({ _id: 'col-apparel', name: 'Apparel', visible: true });
      const { items } = await client.categories.listItemsInCategory('col-apparel', TREE);
      expect(items).toContainEqual({ catalogItemId: 'prod-linen-shirt', appId: STORES_APP_ID });
    });

    test('categories: a query with an empty filter is refused, as the platform refuses it', async () => {
      const refused = await client.categories
        .queryCategories({ treeReference: TREE })
        .find()
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(refused).toMatchObject({
        // The emulator names `query.filter`; the platform SDK renames the field after its own argument.
        details: {
          validationError: {
            fieldViolations: [{ field: expect.stringMatching(/\.filter$/), violatedRule: 'REQUIRED_FIELD' }],
          },
        },
      });
    });

    test('currentCartV2 adds a V3 variant by its id', async () => {
      const product = await client.productsV3.getProduct('prod-linen-shirt', {} as never);
      const variantId = product!.variantsInfo!.variants![4]!._id!;
      const catalogReference = { catalogItemId: 'prod-linen-shirt', appId: STORES_APP_ID, options: { variantId } };
      const { cart } = await client.currentCartV2.createCurrentCart({
        catalogItems: [{ catalogReference, quantity: 1 }],
      } as never);
      expect(cart!.lineItems![0]).toMatchObject({
        name: { original: 'Linen shirt' },
        source: { catalogReference },
      });
    });
  });
}

export async function catalogV1VersionFlow(): Promise<void> {
  const { recorder } = await startFlows({ catalogVersion: 'V1_CATALOG' });
  test('catalogVersioning: a V1 store says V1', async () => {
    const client = createClient({ modules, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    expect(await client.catalogVersioning.getCatalogVersion()).toEqual({ catalogVersion: 'V1_CATALOG' });
  });
}
