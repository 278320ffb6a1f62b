// The answers read as the platform SDK's `productsV3`, `readOnlyVariantsV3` and `categories` give them: `_id`,
// dates as `Date`, images and videos as URIs, a page URL as its string, floats as numbers.
import { describe, expect, it } from 'vitest';
import * as v3 from '../../src/v3';
import { makeClient, useServer } from '../server';

const { answer } = useServer();

const image = { id: 'abc.jpg', url: 'https://static.example/abc.jpg', width: 800, height: 600, filename: 'shirt.jpg' };
const IMAGE_URI = 'image://v1/abc.jpg/shirt.jpg#originWidth=800&originHeight=600';
const wireProduct = {
  id: 'prod-1',
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-02-03T04:05:06.000Z',
  name: 'Linen shirt',
  url: { relativePath: '/product-page/linen-shirt', url: 'https://shop.example/product-page/linen-shirt' },
  plainDescription: '<p>Soft</p>',
  media: { main: { id: 'm-1', image, mediaType: 'IMAGE' }, itemsInfo: { items: [{ id: 'm-1', image }] } },
  actualPriceRange: { minValue: { amount: '30', formattedAmount: '€30.00' }, maxValue: { amount: '35' } },
  inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED' },
  options: [
    {
      id: 'opt-size',
      name: 'Size',
      choicesSettings: { choices: [{ choiceId: 'c-m', name: 'M', displayImage: image }] },
    },
  ],
  physicalProperties: { shippingWeightRange: { minValue: 'NaN', maxValue: 0.5 } },
  variantsInfo: {
    variants: [
      {
        id: 'var-1',
        choices: [{ optionChoiceIds: { optionId: 'opt-size', choiceId: 'c-m' } }],
        price: { actualPrice: { amount: '30' } },
        inventoryStatus: { inStock: true, preorderEnabled: false },
        media: { id: 'm-2', image },
      },
    ],
  },
};
const sdkProduct = {
  _id: 'prod-1',
  _createdDate: new Date('2026-01-02T03:04:05.000Z'),
  _updatedDate: new Date('2026-02-03T04:05:06.000Z'),
  name: 'Linen shirt',
  url: 'https://shop.example/product-page/linen-shirt',
  plainDescription: '<p>Soft</p>',
  media: {
    main: { _id: 'm-1', image: IMAGE_URI, mediaType: 'IMAGE' },
    itemsInfo: { items: [{ _id: 'm-1', image: IMAGE_URI }] },
  },
  actualPriceRange: { minValue: { amount: '30', formattedAmount: '€30.00' }, maxValue: { amount: '35' } },
  inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED' },
  options: [
    {
      _id: 'opt-size',
      name: 'Size',
      choicesSettings: { choices: [{ choiceId: 'c-m', name: 'M', displayImage: IMAGE_URI }] },
    },
  ],
  physicalProperties: { shippingWeightRange: { minValue: NaN, maxValue: 0.5 } },
  variantsInfo: {
    variants: [
      {
        _id: 'var-1',
        choices: [{ optionChoiceIds: { optionId: 'opt-size', choiceId: 'c-m' } }],
        price: { actualPrice: { amount: '30' } },
        inventoryStatus: { inStock: true, preorderEnabled: false },
        media: { _id: 'm-2', image: IMAGE_URI },
      },
    ],
  },
};

describe('products', () => {
  it('getProduct resolves to the product itself', async () => {
    answer({ product: wireProduct });
    await expect(v3.getProduct(makeClient(), 'prod-1')).resolves.toEqual(sdkProduct);
  });

  it('getProductBySlug resolves to { product }', async () => {
    answer({ product: wireProduct });
    await expect(v3.getProductBySlug(makeClient(), 'linen-shirt')).resolves.toEqual({ product: sdkProduct });
  });

  it('createProduct and updateProduct resolve to the product', async () => {
    answer({ product: wireProduct });
    await expect(v3.createProduct(makeClient(), { name: 'Linen shirt' })).resolves.toEqual(sdkProduct);
    await expect(v3.updateProduct(makeClient(), 'prod-1', { revision: '1' })).resolves.toEqual(sdkProduct);
  });

  it('searchProducts resolves to { products, pagingMetadata } with each product read', async () => {
    const pagingMetadata = { count: 1, cursors: { next: 'c-2' }, hasNext: true };
    answer({ products: [wireProduct], pagingMetadata });
    await expect(v3.searchProducts(makeClient(), {})).resolves.toEqual({ products: [sdkProduct], pagingMetadata });
  });

  it('a query page holds the products read', async () => {
    answer({ products: [wireProduct], pagingMetadata: { count: 1, cursors: {}, hasNext: false } });
    const page = await v3.queryProducts(makeClient()).find();
    expect(page.items).toEqual([sdkProduct]);
  });

  it('bulkCreateProducts reads each result item', async () => {
    const bulkActionMetadata = { totalSuccesses: 1, totalFailures: 0 };
    answer({ results: [{ itemMetadata: { id: 'prod-1', success: true }, item: wireProduct }], bulkActionMetadata });
    await expect(v3.bulkCreateProducts(makeClient(), [{ name: 'x' }], { returnEntity: true })).resolves.toEqual({
      results: [{ itemMetadata: { _id: 'prod-1', success: true }, item: sdkProduct }],
      bulkActionMetadata,
    });
  });

  it('a product given to a write sends its image URIs as the wire objects', async () => {
    const seen = answer({ product: wireProduct });
    await v3.createProduct(makeClient(), { name: 'x', media: { main: { image: IMAGE_URI } } });
    expect(JSON.parse(seen[0]!.body).product.media.main.image).toMatchObject({
      id: 'abc.jpg',
      width: 800,
      height: 600,
    });
  });
});

it('rich content keeps the wire names of its nodes, as the platform SDK leaves them, and reads its dates', async () => {
  const description = {
    nodes: [{ type: 'PARAGRAPH', id: 'n-1', nodes: [] }],
    metadata: { version: 1, createdTimestamp: '2026-01-01T00:00:00.000Z', id: 'doc-1' },
  };
  answer({ product: { id: 'prod-1', description, infoSections: [{ id: 'is-1', description }] } });
  const read = {
    nodes: [{ type: 'PARAGRAPH', id: 'n-1', nodes: [] }],
    metadata: { version: 1, createdTimestamp: new Date('2026-01-01T00:00:00.000Z'), id: 'doc-1' },
  };
  await expect(v3.getProduct(makeClient(), 'prod-1')).resolves.toEqual({
    _id: 'prod-1',
    description: read,
    infoSections: [{ _id: 'is-1', description: read }],
  });
});

describe('variants and categories', () => {
  it('searchVariants reads each variant', async () => {
    const wire = { id: 'rov-1', variantId: 'var-1', media: { id: 'm', image }, productData: { productId: 'prod-1' } };
    answer({ variants: [wire] });
    await expect(v3.searchVariants(makeClient(), {})).resolves.toEqual({
      variants: [
        {
          _id: 'rov-1',
          variantId: 'var-1',
          media: { _id: 'm', image: IMAGE_URI },
          productData: { productId: 'prod-1' },
        },
      ],
    });
  });

  it('getCategory resolves to the category, its image a URI and its dates dates', async () => {
    answer({
      category: { id: 'cat-1', name: 'Shirts', image, createdDate: '2026-01-02T03:04:05.000Z', itemCounter: 4 },
    });
    await expect(v3.getCategory(makeClient(), 'cat-1')).resolves.toEqual({
      _id: 'cat-1',
      name: 'Shirts',
      image: IMAGE_URI,
      _createdDate: new Date('2026-01-02T03:04:05.000Z'),
      itemCounter: 4,
    });
  });

  it('listItemsInCategory resolves to the item references and paging', async () => {
    const items = [{ catalogItemId: 'prod-1', appId: 'app' }];
    answer({ items, pagingMetadata: { cursors: { next: 'n' } } });
    await expect(v3.listItemsInCategory(makeClient(), 'cat-1')).resolves.toEqual({
      items,
      pagingMetadata: { cursors: { next: 'n' } },
    });
  });

  it('getCatalogVersion resolves to { catalogVersion }', async () => {
    answer({ catalogVersion: 'V1_CATALOG' });
    await expect(v3.getCatalogVersion(makeClient())).resolves.toEqual({ catalogVersion: 'V1_CATALOG' });
  });
});

describe('inventory items', () => {
  it('answers items as the platform SDK does: `_id`, dates as Date, the quantity as it came', async () => {
    answer({
      inventoryItems: [
        { id: 'inv-1', createdDate: '2026-01-01T00:00:00.000Z', variantId: 'var-1', productId: 'prod-1', quantity: 2 },
      ],
      pagingMetadata: { count: 1, cursors: {}, hasNext: false },
    });
    const r = await v3.queryInventoryItems(makeClient('api')).eq('productId', 'prod-1').find();
    expect(r.items).toEqual([
      {
        _id: 'inv-1',
        _createdDate: new Date('2026-01-01T00:00:00.000Z'),
        variantId: 'var-1',
        productId: 'prod-1',
        quantity: 2,
      },
    ]);
  });
});
