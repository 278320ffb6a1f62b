import { describe, expect, it } from 'vitest';
import { getProductOptionsAvailability, getStoreVariant, queryProductVariants, updateProductVariants } from '../src';
import { makeClient, useServer } from './server';
import {
  EXPIRES,
  sdkMediaItem,
  sdkPrices,
  sdkProduct,
  sdkVariant,
  wireMediaItem,
  wirePrices,
  wireProduct,
  wireVariant,
} from './support/product-fixtures';

const { answer } = useServer();

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
