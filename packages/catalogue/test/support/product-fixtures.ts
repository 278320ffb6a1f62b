// A product, its variant and its media as the wire sends them and as the SDK reads them: decimals that are not
// finite, dates and media expiry at every depth.
export const EXPIRES = '2026-12-01T10:00:00.000Z';
export const CREATED = '2026-01-02T03:04:05.000Z';
const UPDATED = '2026-02-03T04:05:06.000Z';

export const wirePrices = {
  currency: 'EUR',
  price: 20,
  discountedPrice: 'NaN',
  pricePerUnit: 'Infinity',
  formatted: { price: '€20.00' },
};
export const sdkPrices = {
  currency: 'EUR',
  price: 20,
  discountedPrice: NaN,
  pricePerUnit: Infinity,
  formatted: { price: '€20.00' },
};
export const wireMediaItem = {
  id: 'm-1',
  mediaType: 'image',
  title: 'Front',
  thumbnail: { url: 'https://img.example/m-1-thumb.jpg', width: 50, height: 50 },
  image: { url: 'https://img.example/m-1.jpg', width: 800, height: 1000, urlExpirationDate: EXPIRES },
};
export const sdkMediaItem = {
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

export const wireVariant = {
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
export const sdkVariant = {
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

export const wireProduct = {
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
export const sdkProduct = {
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
