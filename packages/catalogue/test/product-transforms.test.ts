import { describe, expect, it } from 'vitest';
import { createProduct, getProduct, queryProducts } from '../src';
import { makeClient, useServer } from './server';
import { CREATED, EXPIRES, sdkProduct, wireProduct } from './support/product-fixtures';

const { answer } = useServer();

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
