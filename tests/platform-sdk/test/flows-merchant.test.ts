// Comparison 1 of issue 9: merchant writes, each read back through the storefront.
import { products } from '@wix/stores';
import { describe, expect, test } from 'vitest';
import { SHIRT } from './compare/inputs';
import { startFlows } from './compare/flow-suite';

const { visitorClient, merchantClient } = await startFlows();

describe('merchant catalogue writes, each read back through the storefront', () => {
  test('media, choice media, variants reset, brand, options and bulk properties of a new product', async () => {
    const merchant = merchantClient();
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    const read = async (id: string) => (await shopper.products.getProduct(id)).product!;
    const { product } = await merchant.products.createProduct({
      name: 'Oracle vase',
      productType: products.ProductType.physical,
      priceData: { price: 30 },
      brand: 'Vitrine',
      productOptions: [
        {
          name: 'Color',
          choices: [
            { value: 'Red', description: 'Red' },
            { value: 'Blue', description: 'Blue' },
          ],
        },
      ],
      manageVariants: true,
    });
    const id = product!._id!;

    await merchant.products.addProductMedia(id, [{ url: 'https://cdn.example/vase.jpg' }]);
    const media = (await read(id)).media!.items!;
    expect(media.map((item) => item.image?.url)).toEqual(['https://cdn.example/vase.jpg']);
    const mediaId = media[0]!._id!;
    await merchant.products.addProductMediaToChoices(id, [{ option: 'Color', choice: 'Red', mediaIds: [mediaId] }]);
    const red = () => read(id).then((p) => p.productOptions![0]!.choices!.find((choice) => choice.value === 'Red')!);
    expect((await red()).media?.items?.map((item) => item._id)).toEqual([mediaId]);
    await merchant.products.removeProductMediaFromChoices(id, [
      { option: 'Color', choice: 'Red', mediaIds: [mediaId] },
    ]);
    expect((await red()).media?.items ?? []).toEqual([]);
    await merchant.products.removeProductMedia(id, [mediaId]);
    expect((await read(id)).media?.items ?? []).toEqual([]);

    await merchant.products.updateProductVariants(id, [{ choices: { Color: 'Blue' }, price: 35 }]);
    const prices = async () =>
      (await shopper.products.queryProductVariants(id)).variants!.map((v) => [
        v.choices?.Color,
        v.variant?.priceData?.price,
      ]);
    expect(await prices()).toEqual([
      ['Red', 30],
      ['Blue', 35],
    ]);
    await merchant.products.resetAllProductVariantData(id);
    expect(await prices()).toEqual([
      ['Red', 30],
      ['Blue', 30],
    ]);

    await merchant.products.removeBrand(id);
    expect((await read(id)).brand ?? null).toBeNull();
    await merchant.products.deleteProductOptions(id);
    expect((await read(id)).productOptions).toEqual([]);

    const updated = await merchant.products.bulkUpdateProductsProperty([id], { price: 20 });
    expect(updated.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect((await read(id)).priceData?.price).toBe(20);
    const adjusted = await merchant.products.bulkAdjustProductProperty({ price: { amount: 5 } }, [id]);
    expect(adjusted.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect((await read(id)).priceData?.price).toBe(25);
    await merchant.products.deleteProduct(id);
  });

  test('collections: create, read v1 by slug, add and remove products, update, delete', async () => {
    const merchant = merchantClient();
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    const { collection } = await merchant.products.createCollection({ name: 'Oracle shelf' });
    const id = collection!._id!;
    expect(collection).toMatchObject({ name: 'Oracle shelf', slug: 'oracle-shelf', numberOfProducts: 0 });
    expect((await shopper.products.getCollectionBySlug('oracle-shelf')).collection?._id).toBe(id);
    await merchant.products.addProductsToCollection(id, [SHIRT, 'prod-granola']);
    expect((await shopper.collections.getCollection(id)).numberOfProducts).toBe(2);
    await merchant.products.removeProductsFromCollection(id, ['prod-granola']);
    expect((await shopper.collections.getCollection(id)).numberOfProducts).toBe(1);
    const { collection: renamed } = await merchant.products.updateCollection(id, { name: 'Oracle rack' });
    expect(renamed?.name).toBe('Oracle rack');
    await merchant.products.deleteCollection(id);
    await expect(shopper.collections.getCollection(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'COLLECTION_NOT_FOUND' } },
    });
  });
});

describe('merchant writes with ApiKeyStrategy', () => {
  test('create, update, variants, collection membership and delete a product; the storefront sees each step', async () => {
    const merchant = merchantClient();
    const { product } = await merchant.products.createProduct({
      name: 'Oracle jar',
      productType: products.ProductType.physical,
      priceData: { price: 12.5 },
      productOptions: [
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
      ],
      manageVariants: true,
    });
    expect(product).toMatchObject({ name: 'Oracle jar', priceData: { price: 12.5 } });
    const id = product!._id!;
    const { product: updated } = await merchant.products.updateProduct(id, { priceData: { price: 14 }, ribbon: 'New' });
    expect([updated!.priceData?.price, updated!.ribbon]).toEqual([14, 'New']);
    const { variants } = await merchant.products.updateProductVariants(id, [{ choices: { Size: 'L' }, price: 16 }]);
    expect(variants!.find((variant) => variant.choices?.Size === 'L')?.variant?.priceData?.price).toBe(16);
    await merchant.products.addProductsToCollection('col-pantry', [id]);
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    const found = await shopper.products.queryProducts().eq('name', 'Oracle jar').find();
    expect(found.items.map((item) => [item._id, item.collectionIds?.includes('col-pantry')])).toEqual([[id, true]]);
    await merchant.products.removeRibbon(id);
    expect((await shopper.products.getProduct(id)).product?.ribbon ?? '').toBe('');
    await merchant.products.deleteProduct(id);
    await expect(shopper.products.getProduct(id)).rejects.toMatchObject({
      details: { applicationError: { code: 'PRODUCT_NOT_FOUND' } },
    });
  });

  test('a visitor token cannot write the catalogue', async () => {
    const visitor = visitorClient();
    visitor.auth.setTokens(await visitor.auth.generateVisitorTokens());
    await expect(visitor.products.deleteProduct(SHIRT)).rejects.toMatchObject({
      details: { applicationError: expect.objectContaining({ code: 'PERMISSION_DENIED' }) },
    });
    const shopper = visitorClient();
    shopper.auth.setTokens(await shopper.auth.generateVisitorTokens());
    expect((await shopper.products.getProduct(SHIRT)).product?._id).toBe(SHIRT);
  });
});
