import { describe, expect, it } from 'vitest';
import {
  addProductToCart,
  ChoiceMissingError,
  isChoiceMissingError,
  isVariantUnavailableError,
  rememberCatalogVersion,
  shopProduct,
  shopProducts,
  VariantUnavailableError,
} from '../src/index';
import { v1Routes, v3Routes } from './fixtures/routes';
import { DEFAULT_VARIANT, MUG_ID, SHIRT_ID, V_M_RED, V_S_BLUE } from './fixtures/v1';
import { HOST, makeClient, serve, useServer } from './server';

const server = useServer();
const ADD = '/ecom/v2/carts/current/add-line-items';
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const line = (catalogReference: object, quantity = 1) => ({
  catalogItems: [{ catalogReference: { appId: STORES_APP_ID, ...catalogReference }, quantity }],
});

describe.each([
  ['V1_CATALOG', v1Routes],
  ['V3_CATALOG', v3Routes],
] as const)('on a %s store', (version, routes) => {
  async function setUp() {
    const seen = serve(server, routes());
    const client = makeClient();
    rememberCatalogVersion(client, version);
    const shirt = (await shopProduct(client, { slug: 'linen-shirt' }))!;
    seen.length = 0;
    return { seen, client, shirt };
  }

  it('adds the variant the choices select, by its id, with Cart V2', async () => {
    const { seen, client, shirt } = await setUp();
    const answer = await addProductToCart(client, shirt, { choices: { Size: 'S', Colour: 'Blue' }, quantity: 2 });
    expect(seen).toEqual([
      {
        method: 'POST',
        host: HOST,
        path: ADD,
        query: '',
        body: line({ catalogItemId: SHIRT_ID, options: { variantId: V_S_BLUE } }, 2),
      },
    ]);
    expect(answer.cart?._id).toBe('cart-1');
  });

  it('adds a variant by its id', async () => {
    const { seen, client, shirt } = await setUp();
    await addProductToCart(client, shirt, { variantId: V_M_RED });
    expect(seen.map((request) => request.body)).toEqual([
      line({ catalogItemId: SHIRT_ID, options: { variantId: V_M_RED } }),
    ]);
  });

  it('refuses missing choices before any request', async () => {
    const { seen, client, shirt } = await setUp();
    const error = await addProductToCart(client, shirt, { choices: { Colour: 'Red' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChoiceMissingError);
    expect(isChoiceMissingError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ChoiceMissingError', productId: SHIRT_ID, missing: ['Size'] });
    expect((error as Error).message).toBe(`Product ${SHIRT_ID}: choose "Size" first`);
    await expect(addProductToCart(client, shirt)).rejects.toMatchObject({ missing: ['Size', 'Colour'] });
    expect(seen).toEqual([]);
  });

  it('refuses a combination the product does not sell, or another product’s variant, before any request', async () => {
    const { seen, client, shirt } = await setUp();
    const error = await addProductToCart(client, shirt, { choices: { Size: 'M', Colour: 'Blue' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VariantUnavailableError);
    expect(isVariantUnavailableError(error)).toBe(true);
    expect(error).toMatchObject({ productId: SHIRT_ID, choices: { Size: 'M', Colour: 'Blue' }, variantId: undefined });
    expect((error as Error).message).toBe(
      `Product ${SHIRT_ID} is not sold with the choices {"Size":"M","Colour":"Blue"}`,
    );
    await expect(addProductToCart(client, shirt, { variantId: 'other' })).rejects.toMatchObject({
      name: 'VariantUnavailableError',
      message: `Product ${SHIRT_ID} is not sold with variant other`,
    });
    await expect(addProductToCart(client, shirt, { choices: { Size: 'XL', Colour: 'Red' } })).rejects.toBeInstanceOf(
      VariantUnavailableError,
    );
    expect(seen).toEqual([]);
  });

  it('refuses a quantity that is not a whole number of at least 1, before any request', async () => {
    const { seen, client, shirt } = await setUp();
    for (const quantity of [0, 1.5, -1])
      await expect(
        addProductToCart(client, shirt, { choices: { Size: 'S', Colour: 'Red' }, quantity }),
      ).rejects.toMatchObject({
        name: 'ConfigError',
        message: `addProductToCart needs quantity as a whole number of at least 1; got ${quantity}.`,
      });
    expect(seen).toEqual([]);
  });

  it("reads a list's product whole before adding it (a list carries no variants)", async () => {
    const seen = serve(server, routes());
    const client = makeClient();
    rememberCatalogVersion(client, version);
    const [shirt] = (await shopProducts(client)).products;
    seen.length = 0;
    await addProductToCart(client, shirt!, { choices: { Size: 'S', Colour: 'Blue' } });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${version === 'V1_CATALOG' ? '/stores-reader/v1' : '/stores/v3'}/products/${SHIRT_ID}`,
      `POST ${ADD}`,
    ]);
    expect(seen[1]!.body).toEqual(line({ catalogItemId: SHIRT_ID, options: { variantId: V_S_BLUE } }));
  });
});

it('adds a V1 product whose variants are not managed by its choices (none for a product without options)', async () => {
  const seen = serve(server, v1Routes());
  const client = makeClient();
  const mug = (await shopProduct(client, { id: MUG_ID }))!;
  expect(mug.cartBy).toBe('choices');
  seen.length = 0;
  await addProductToCart(client, mug);
  expect(seen.map((request) => request.body)).toEqual([line({ catalogItemId: MUG_ID })]);
});

it('adds a V1 product with options whose variants are not managed by `options.options`', async () => {
  const seen = serve(server, v1Routes());
  const client = makeClient();
  const shirt = (await shopProduct(client, { slug: 'linen-shirt' }))!;
  seen.length = 0;
  await addProductToCart(client, { ...shirt, cartBy: 'choices' }, { choices: { Size: 'S', Colour: 'Red' } });
  expect(seen.map((request) => request.body)).toEqual([
    line({ catalogItemId: SHIRT_ID, options: { options: { Size: 'S', Colour: 'Red' } } }),
  ]);
});

it('adds a V3 product without options by its one variant', async () => {
  const seen = serve(server, v3Routes());
  const client = makeClient();
  const mug = (await shopProduct(client, { id: MUG_ID }))!;
  seen.length = 0;
  await addProductToCart(client, mug);
  expect(seen.map((request) => request.body)).toEqual([
    line({ catalogItemId: MUG_ID, options: { variantId: DEFAULT_VARIANT } }),
  ]);
});
