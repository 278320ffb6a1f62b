import { describe, expect, it } from 'vitest';
import {
  bulkAdjustProductProperty,
  bulkUpdateProductsProperty,
  createCollection,
  createProduct,
  getCollection,
  getProduct,
  getProductOptionsAvailability,
  getStoreVariant,
  queryCollections,
  queryProducts,
  queryProductVariants,
  updateCollection,
  updateProductVariants,
} from '../src';
import { makeClient, useServer } from './server';

const { answer } = useServer();

const EXPIRES = '2026-12-01T10:00:00.000Z';
const CREATED = '2026-01-02T03:04:05.000Z';
const UPDATED = '2026-02-03T04:05:06.000Z';

const wirePrices = {
  currency: 'EUR',
  price: 20,
  discountedPrice: 'NaN',
  pricePerUnit: 'Infinity',
  formatted: { price: '€20.00' },
};
const sdkPrices = {
  currency: 'EUR',
  price: 20,
  discountedPrice: NaN,
  pricePerUnit: Infinity,
  formatted: { price: '€20.00' },
};
const wireMediaItem = {
  id: 'm-1',
  mediaType: 'image',
  title: 'Front',
  thumbnail: { url: 'https://img.example/m-1-thumb.jpg', width: 50, height: 50 },
  image: { url: 'https://img.example/m-1.jpg', width: 800, height: 1000, urlExpirationDate: EXPIRES },
};
const sdkMediaItem = {
  ...wireMediaItem,
  id: undefined,
  _id: 'm-1',
  image: { ...wireMediaItem.image, urlExpirationDate: new Date(EXPIRES) },
};
delete (sdkMediaItem as Record<string, unknown>).id;
const wireVideoItem = {
  id: 'm-2',
  mediaType: 'video',
  video: {
    files: [{ url: 'https://v.example/1.mp4', width: 640, height: 360, format: 'mp4', urlExpirationDate: EXPIRES }],
    stillFrameMediaId: 's',
  },
};
const sdkVideoItem = {
  _id: 'm-2',
  mediaType: 'video',
  video: {
    files: [
      { url: 'https://v.example/1.mp4', width: 640, height: 360, format: 'mp4', urlExpirationDate: new Date(EXPIRES) },
    ],
    stillFrameMediaId: 's',
  },
};

const wireVariant = {
  id: 'v1',
  choices: { Size: 'M' },
  variant: {
    priceData: wirePrices,
    convertedPriceData: wirePrices,
    costAndProfitData: {
      itemCost: 5,
      formattedItemCost: '€5.00',
      profit: '-Infinity',
      formattedProfit: '?',
      profitMargin: 'NaN',
    },
    weight: 'Infinity',
    sku: 'S-M',
    visible: true,
  },
  stock: { trackQuantity: false, inStock: true },
};
const sdkVariant = {
  _id: 'v1',
  choices: { Size: 'M' },
  variant: {
    priceData: sdkPrices,
    convertedPriceData: sdkPrices,
    costAndProfitData: {
      itemCost: 5,
      formattedItemCost: '€5.00',
      profit: -Infinity,
      formattedProfit: '?',
      profitMargin: NaN,
    },
    weight: Infinity,
    sku: 'S-M',
    visible: true,
  },
  stock: { trackQuantity: false, inStock: true },
};

const wireProduct = {
  id: 'p1',
  name: 'Linen shirt',
  productType: 'physical',
  weight: 'NaN',
  description: 'created 2026-01-02T03:04:05.000Z',
  stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
  price: wirePrices,
  priceData: wirePrices,
  convertedPriceData: wirePrices,
  costAndProfitData: {
    itemCost: 'NaN',
    formattedItemCost: '',
    profit: 'Infinity',
    formattedProfit: '',
    profitMargin: '-Infinity',
  },
  priceRange: { minValue: 'NaN', maxValue: 30 },
  costRange: { minValue: 1, maxValue: 'Infinity' },
  weightRange: { minValue: '-Infinity', maxValue: 2 },
  pricePerUnitData: {
    totalQuantity: 'Infinity',
    totalMeasurementUnit: 'G',
    baseQuantity: 'NaN',
    baseMeasurementUnit: 'KG',
  },
  discount: { type: 'PERCENT', value: 'NaN' },
  lastUpdated: UPDATED,
  createdDate: CREATED,
  productPageUrl: { base: '/', path: '/product-page/linen-shirt' },
  productOptions: [
    {
      optionType: 'drop_down',
      name: 'Size',
      choices: [
        {
          value: 'M',
          description: 'M',
          inStock: true,
          visible: true,
          media: { mainMedia: wireMediaItem, items: [wireMediaItem] },
        },
      ],
    },
  ],
  variants: [wireVariant],
  media: { mainMedia: wireMediaItem, items: [wireMediaItem, wireVideoItem] },
  collectionIds: ['c1'],
};
const sdkProduct = {
  _id: 'p1',
  name: 'Linen shirt',
  productType: 'physical',
  weight: NaN,
  description: 'created 2026-01-02T03:04:05.000Z',
  stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
  price: sdkPrices,
  priceData: sdkPrices,
  convertedPriceData: sdkPrices,
  costAndProfitData: {
    itemCost: NaN,
    formattedItemCost: '',
    profit: Infinity,
    formattedProfit: '',
    profitMargin: -Infinity,
  },
  priceRange: { minValue: NaN, maxValue: 30 },
  costRange: { minValue: 1, maxValue: Infinity },
  weightRange: { minValue: -Infinity, maxValue: 2 },
  pricePerUnitData: {
    totalQuantity: Infinity,
    totalMeasurementUnit: 'G',
    baseQuantity: NaN,
    baseMeasurementUnit: 'KG',
  },
  discount: { type: 'PERCENT', value: NaN },
  lastUpdated: new Date(UPDATED),
  _createdDate: new Date(CREATED),
  productPageUrl: { base: '/', path: '/product-page/linen-shirt' },
  productOptions: [
    {
      optionType: 'drop_down',
      name: 'Size',
      choices: [
        {
          value: 'M',
          description: 'M',
          inStock: true,
          visible: true,
          media: { mainMedia: sdkMediaItem, items: [sdkMediaItem] },
        },
      ],
    },
  ],
  variants: [sdkVariant],
  media: { mainMedia: sdkMediaItem, items: [sdkMediaItem, sdkVideoItem] },
  collectionIds: ['c1'],
};

describe('product answers', () => {
  it('getProduct reads decimals, ranges, cost and profit, price per unit, discount, dates and media expiry', async () => {
    answer({ product: wireProduct });
    const product = await getProduct(makeClient(), 'p1');
    expect(product).toEqual(sdkProduct);
    expect(product.lastUpdated).toBeInstanceOf(Date);
    expect(product.media!.items[0]!.image!.url).toBe('https://img.example/m-1.jpg');
  });

  it('queryProducts reads every product of a page with the same shape', async () => {
    answer({ products: [wireProduct, wireProduct], metadata: { count: 2, offset: 0, total: 2 } });
    const page = await queryProducts(makeClient()).find();
    expect(page.items).toEqual([sdkProduct, sdkProduct]);
  });

  it('createProduct sends decimals, dates and _id the wire way and reads the answer back', async () => {
    const seen = answer({ product: wireProduct });
    const product = await createProduct(makeClient(), {
      name: 'Linen shirt',
      weight: NaN,
      priceData: { price: Infinity },
      costAndProfitData: { itemCost: -Infinity },
      discount: { type: 'AMOUNT', value: NaN },
      pricePerUnitData: { totalQuantity: Infinity, baseQuantity: 1 },
      productOptions: [
        {
          name: 'Size',
          choices: [
            {
              description: 'M',
              media: {
                items: [{ _id: 'm-1', image: { url: 'u', width: 1, height: 2, urlExpirationDate: new Date(EXPIRES) } }],
              },
            },
          ],
        },
      ],
      seoData: { tags: [{ _id: 't1', props: { launched: new Date(CREATED) } }] },
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      product: {
        name: 'Linen shirt',
        weight: 'NaN',
        priceData: { price: 'Infinity' },
        costAndProfitData: { itemCost: '-Infinity' },
        discount: { type: 'AMOUNT', value: 'NaN' },
        pricePerUnitData: { totalQuantity: 'Infinity', baseQuantity: 1 },
        productOptions: [
          {
            name: 'Size',
            choices: [
              {
                description: 'M',
                media: { items: [{ id: 'm-1', image: { url: 'u', width: 1, height: 2, urlExpirationDate: EXPIRES } }] },
              },
            ],
          },
        ],
        seoData: { tags: [{ id: 't1', props: { launched: CREATED } }] },
      },
    });
    expect(product).toEqual(sdkProduct);
  });
});

describe('variant answers and writes', () => {
  it('queryProductVariants reads variant prices, cost and profit and weight', async () => {
    answer({ variants: [wireVariant], metadata: { items: 1, offset: 0 }, totalResults: 1 });
    expect(await queryProductVariants(makeClient(), 'p1')).toEqual({
      variants: [sdkVariant],
      metadata: { items: 1, offset: 0 },
      totalResults: 1,
      totalCount: 1,
    });
  });

  it('updateProductVariants sends non-finite price, cost and weight as strings and reads the variants back', async () => {
    const seen = answer({ variants: [wireVariant] });
    const variants = await updateProductVariants(makeClient(), 'p1', [
      { variantIds: ['v1'], price: Infinity, cost: NaN, weight: -Infinity },
    ]);
    expect(seen[0]!.body).toBe(
      '{"variants":[{"variantIds":["v1"],"price":"Infinity","cost":"NaN","weight":"-Infinity"}]}',
    );
    expect(variants).toEqual([sdkVariant]);
  });

  it('getProductOptionsAvailability reads the selected variant’s prices and weight and the media dates', async () => {
    answer({
      selectedVariant: {
        id: 'v1',
        price: wirePrices,
        convertedPriceData: wirePrices,
        weight: 'NaN',
        sku: 'S-M',
        inStock: true,
        visible: true,
      },
      availableForPurchase: true,
      productOptions: wireProduct.productOptions,
      media: { mainMedia: wireMediaItem, items: [wireMediaItem] },
    });
    expect(await getProductOptionsAvailability(makeClient(), 'p1', { Size: 'M' })).toEqual({
      selectedVariant: {
        _id: 'v1',
        price: sdkPrices,
        convertedPriceData: sdkPrices,
        weight: NaN,
        sku: 'S-M',
        inStock: true,
        visible: true,
      },
      availableForPurchase: true,
      productOptions: sdkProduct.productOptions,
      media: { mainMedia: sdkMediaItem, items: [sdkMediaItem] },
    });
  });

  it('a null selectedVariant stays null', async () => {
    answer({ selectedVariant: null, availableForPurchase: false, productOptions: [], media: { items: [] } });
    expect((await getProductOptionsAvailability(makeClient(), 'p1', {})).selectedVariant).toBeNull();
  });

  it('getStoreVariant reads the picture and the video as media URIs (the video by its larger, second poster)', async () => {
    const poster = {
      id: 'po-1',
      url: 'https://img.example/po.jpg',
      width: 640,
      height: 360,
      urlExpirationDate: EXPIRES,
    };
    const large = { id: 'po-2', url: 'https://img.example/po2.jpg', width: 1280, height: 720 };
    answer({
      variant: {
        id: 'p1-v1',
        productId: 'p1',
        price: { actualPrice: { amount: '12.50', formattedAmount: '€12.50' } },
        media: {
          image: {
            id: 'm-1',
            url: 'https://img.example/m-1.jpg',
            width: 800,
            height: 1000,
            urlExpirationDate: EXPIRES,
          },
          video: {
            id: 'vid-1',
            resolutions: [
              { url: 'https://v.example/720.mp4', width: 1280, height: 720, format: 'mp4', urlExpirationDate: EXPIRES },
            ],
            posters: [poster, large],
            urlExpirationDate: EXPIRES,
          },
        },
      },
    });
    expect(await getStoreVariant(makeClient(), 'p1-v1')).toEqual({
      _id: 'p1-v1',
      productId: 'p1',
      price: { actualPrice: { amount: '12.50', formattedAmount: '€12.50' } },
      // No file name: the URI has no name segment, as the platform's own SDK writes it.
      media: {
        image: 'image://v1/m-1#originWidth=800&originHeight=1000',
        video: 'video://v1/vid-1#posterUri=po-2&posterWidth=1280&posterHeight=720',
      },
    });
  });
});

describe('collections', () => {
  const wireCollection = {
    id: 'c1',
    name: 'Summer',
    slug: 'summer',
    media: {
      mainMedia: {
        id: 'cm-1',
        mediaType: 'image',
        image: { id: 'img-1', url: 'https://img.example/img-1.jpg', width: 800, height: 600, filename: 'sea view.jpg' },
      },
      items: [
        {
          id: 'cm-1',
          mediaType: 'image',
          image: {
            id: 'img-1',
            url: 'https://img.example/img-1.jpg',
            width: 800,
            height: 600,
            filename: 'sea view.jpg',
          },
        },
        { id: 'cm-2', mediaType: 'image', image: { url: 'https://cdn.example/plain.jpg', width: 10, height: 10 } },
      ],
    },
    numberOfProducts: 3,
    visible: true,
  };
  // Collection pictures stay the wire's image objects (the platform's SDK declares no media field on collections).
  const picture = {
    _id: 'img-1',
    url: 'https://img.example/img-1.jpg',
    width: 800,
    height: 600,
    filename: 'sea view.jpg',
  };
  const sdkCollection = {
    _id: 'c1',
    name: 'Summer',
    slug: 'summer',
    media: {
      mainMedia: { _id: 'cm-1', mediaType: 'image', image: picture },
      items: [
        { _id: 'cm-1', mediaType: 'image', image: picture },
        { _id: 'cm-2', mediaType: 'image', image: { url: 'https://cdn.example/plain.jpg', width: 10, height: 10 } },
      ],
    },
    numberOfProducts: 3,
    visible: true,
  };

  it('getCollection keeps media pictures as image objects, ids renamed', async () => {
    answer({ collection: wireCollection });
    expect(await getCollection(makeClient(), 'c1')).toEqual(sdkCollection);
  });

  it('queryCollections reads every collection with the same shape', async () => {
    answer({ collections: [wireCollection], metadata: { count: 1, offset: 0, total: 1, tooManyToCount: false } });
    expect((await queryCollections(makeClient()).find()).items).toEqual([sdkCollection]);
  });

  it('createCollection and updateCollection send image objects as they are, ids renamed', async () => {
    const seen = answer({ collection: wireCollection });
    const created = await createCollection(makeClient(), {
      name: 'Summer',
      media: { items: [{ image: picture }, { image: { url: 'https://cdn.example/plain.jpg' } }] },
    });
    await updateCollection(makeClient(), { _id: 'c1', media: { mainMedia: { _id: 'cm-1', image: picture } } });
    const wirePicture = {
      id: 'img-1',
      url: 'https://img.example/img-1.jpg',
      width: 800,
      height: 600,
      filename: 'sea view.jpg',
    };
    expect(seen[0]!.body).toBe(
      JSON.stringify({
        collection: {
          name: 'Summer',
          media: { items: [{ image: wirePicture }, { image: { url: 'https://cdn.example/plain.jpg' } }] },
        },
      }),
    );
    expect(seen[1]!.body).toBe(
      JSON.stringify({ collection: { id: 'c1', media: { mainMedia: { id: 'cm-1', image: wirePicture } } } }),
    );
    expect(created).toEqual(sdkCollection);
  });
});

describe('bulk writes', () => {
  it('bulkUpdateProductsProperty sends non-finite amounts as strings', async () => {
    const seen = answer({ bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 }, results: [] });
    await bulkUpdateProductsProperty(makeClient(), ['p1'], { price: Infinity, cost: NaN, weight: 1.25 });
    expect(seen[0]!.body).toBe('{"ids":["p1"],"set":{"price":"Infinity","cost":"NaN","weight":1.25}}');
  });

  it('bulkAdjustProductProperty sends non-finite amounts and percentages as strings', async () => {
    const seen = answer({ bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 }, results: [] });
    await bulkAdjustProductProperty(makeClient(), ['p1', 'p2'], {
      price: { amount: NaN },
      weight: { percentage: -Infinity },
    });
    expect(seen[0]!.body).toBe(
      '{"adjust":{"price":{"amount":"NaN"},"weight":{"percentage":"-Infinity"}},"ids":["p1","p2"]}',
    );
  });
});
