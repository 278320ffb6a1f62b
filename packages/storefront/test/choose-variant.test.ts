import { describe, expect, it } from 'vitest';
import { chooseVariant } from '../src/index';
import * as expected from './fixtures/expected';
import { V_S_BLUE, V_M_RED } from './fixtures/v1';

const shirt = expected.shirt(true);

describe('chooseVariant (no request)', () => {
  it('selects the variant of every option chosen, out of stock or not', () => {
    expect(chooseVariant(shirt, { Size: 'S', Colour: 'Blue' })).toEqual({
      status: 'chosen',
      variant: shirt.variants![2],
      missing: [],
    });
    const outOfStock = chooseVariant(shirt, { Size: 'M', Colour: 'Red' });
    expect(outOfStock.variant?.id).toBe(V_M_RED);
    expect(outOfStock.variant?.stock.inStock).toBe(false);
    expect(chooseVariant(shirt, { Colour: 'Blue', Size: 'S', Extra: 'x' }).variant?.id).toBe(V_S_BLUE);
  });

  it('names the options still to choose, in the product’s order', () => {
    expect(chooseVariant(shirt, {})).toEqual({ status: 'incomplete', missing: ['Size', 'Colour'] });
    expect(chooseVariant(shirt, { Colour: 'Red', Size: '' })).toEqual({ status: 'incomplete', missing: ['Size'] });
  });

  it('says a combination the product does not sell, or a hidden variant, is unavailable', () => {
    expect(chooseVariant(shirt, { Size: 'M', Colour: 'Blue' })).toEqual({ status: 'unavailable', missing: [] });
    const hidden = { ...shirt, variants: shirt.variants!.map((v) => ({ ...v, visible: v.id !== V_S_BLUE })) };
    expect(chooseVariant(hidden, { Size: 'S', Colour: 'Blue' }).status).toBe('unavailable');
  });

  it('selects the one variant of a product without options', () => {
    const mug = expected.mug(true, 'variant');
    expect(chooseVariant(mug, {})).toEqual({ status: 'chosen', variant: mug.variants![0], missing: [] });
  });

  it("refuses a list's product, which carries no variants", () => {
    expect(() => chooseVariant(expected.listed(shirt), { Size: 'S', Colour: 'Red' })).toThrow(
      `chooseVariant needs a product read by shopProduct: product ${shirt.id} comes from a list, which carries no variants`,
    );
  });
});
