import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Collection,
  CollectionsPage,
  Product,
  ProductInput,
  ProductQueryField,
  ProductUpdate,
  StoreVariant,
} from '../src';
import { ProductType, queryCollections, queryProducts } from '../src';
import { makeClient } from './server';

// The type assertions are checked by `pnpm typecheck` (tsc over test/): an unneeded @ts-expect-error fails it.
describe('public types', () => {
  it('inputs are checked field by field', () => {
    const input: ProductInput = { name: 'Linen shirt', productType: ProductType.physical, priceData: { price: 49 } };
    const update: ProductUpdate = { _id: 'p1', weight: 0.4 };
    // @ts-expect-error a product needs a name
    const nameless: ProductInput = { visible: true };
    // @ts-expect-error productType is one of the enumeration's values
    const wrongType: ProductInput = { name: 'x', productType: 'service' };
    // @ts-expect-error an update names its product
    const anonymous: ProductUpdate = { name: 'x' };
    expect([input, update, nameless, wrongType, anonymous]).toHaveLength(5);
  });

  it('query builders are typed by entity, fields and page', () => {
    const products = queryProducts(makeClient()).eq('_id', 'p1');
    expectTypeOf(products.find).returns.resolves.toHaveProperty('items').toEqualTypeOf<Product[]>();
    expectTypeOf<'collectionIds'>().toMatchTypeOf<ProductQueryField>();
    expectTypeOf<'variants._id'>().not.toMatchTypeOf<ProductQueryField>();
    const collections = queryCollections(makeClient()).eq('slug', 'summer').limit(5);
    expectTypeOf(collections.find).returns.resolves.toEqualTypeOf<CollectionsPage>();
    expectTypeOf<CollectionsPage['items']>().toEqualTypeOf<Collection[]>();
    expectTypeOf<CollectionsPage['total']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NonNullable<StoreVariant['media']>['video']>().toEqualTypeOf<string | undefined>();
    expect(typeof collections.find).toBe('function');
  });
});
