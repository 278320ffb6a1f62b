// The Cart V2 cases a shop must handle, typed: a product added without its variant (the platform's refusal, read by
// isVariantRequiredError), a quantity below 1.
import { describe, expect, it } from 'vitest';
import { ApplicationError, isApplicationError, ValidationError } from '@vitrine/http';
import * as v2 from '../../src/v2';
import { answerAll, client, useServer } from '../server';

const server = useServer();

const scarf = { catalogItemId: 'prod-2', appId: v2.STORES_APP_ID };
const shirt = { catalogItemId: 'prod-1', appId: v2.STORES_APP_ID, options: { variantId: 'var-1' } };

/** The platform's refusal of catalogue items it cannot resolve. */
const notInCatalog = (...refs: object[]) => ({
  message: 'Item not found in catalog',
  details: {
    applicationError: {
      code: 'ITEM_NOT_FOUND_IN_CATALOG',
      description: 'Item not found in catalog',
      data: { invalidItems: refs.map((catalogReference) => ({ catalogReference })) },
    },
  },
});

describe('a product with variants added without options.variantId', () => {
  it.each([
    [
      'addLineItemsToCurrentCart',
      (items: v2.CatalogItemInput[]) => v2.addLineItemsToCurrentCart(client(), { catalogItems: items }),
    ],
    ['createCurrentCart', (items: v2.CatalogItemInput[]) => v2.createCurrentCart(client(), { catalogItems: items })],
  ] as const)('%s rejects with the platform refusal that isVariantRequiredError recognises', async (_, add) => {
    const seen = answerAll(server, notInCatalog(scarf), 400);
    const error = await add([{ catalogReference: scarf, quantity: 1 }]).catch((e: unknown) => e);
    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(v2.isVariantRequiredError(error)).toBe(true);
    const refused = error as v2.VariantRequiredError;
    expect(refused.name).toBe('ApplicationError');
    expect(refused.code).toBe('ITEM_NOT_FOUND_IN_CATALOG');
    expect(refused.status).toBe(400);
    expect(v2.variantRequiredItems(refused)).toEqual([scarf]);
  });

  it('names only the refused items that had no variant', async () => {
    answerAll(server, notInCatalog(shirt, scarf, { ...scarf, options: {} }), 400);
    const error = await v2
      .addLineItemsToCurrentCart(client(), { catalogItems: [{ catalogReference: scarf, quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(v2.variantRequiredItems(error)).toEqual([scarf, { ...scarf, options: {} }]);
  });

  it('an item not found although it had its variant (or its choices) stays the platform ApplicationError', async () => {
    const chosen = { catalogItemId: 'prod-3', appId: v2.STORES_APP_ID, options: { options: { Size: 'M' } } };
    answerAll(server, notInCatalog(shirt, chosen), 400);
    const error = await v2
      .addLineItemsToCurrentCart(client(), { catalogItems: [{ catalogReference: shirt, quantity: 1 }] })
      .catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect((error as ApplicationError).code).toBe('ITEM_NOT_FOUND_IN_CATALOG');
    expect(v2.isVariantRequiredError(error)).toBe(false);
    expect(v2.variantRequiredItems(error)).toEqual([]);
  });

  it('other refusals pass as they are: INSUFFICIENT_INVENTORY, and an answer without invalidItems', async () => {
    const inventory = { details: { applicationError: { code: 'INSUFFICIENT_INVENTORY', description: 'Only 1 left' } } };
    answerAll(server, inventory, 400);
    const first = await v2.addLineItemsToCurrentCart(client(), {}).catch((e: unknown) => e);
    expect((first as ApplicationError).code).toBe('INSUFFICIENT_INVENTORY');
    answerAll(server, { details: { applicationError: { code: 'ITEM_NOT_FOUND_IN_CATALOG' } } }, 400);
    const second = await v2.addLineItemsToCurrentCart(client(), {}).catch((e: unknown) => e);
    expect(isApplicationError(second)).toBe(true);
    expect([first, second].map(v2.isVariantRequiredError)).toEqual([false, false]);
  });

  it('a validation error names the argument as the caller wrote it', async () => {
    const violation = { field: 'catalogItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' };
    answerAll(server, { message: 'invalid', details: { validationError: { fieldViolations: [violation] } } }, 400);
    const error = await v2.addLineItemsToCurrentCart(client(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('INVALID_ARGUMENT: "catalogItems[0].quantity" must be at least 1');
  });
});

describe('updateLineItemsInCurrentCart checks newQuantity before sending', () => {
  it.each([0, -1, 1.5, Number.NaN, '2' as unknown as number])(
    'newQuantity %s rejects with InvalidQuantityError and sends nothing',
    async (newQuantity) => {
      const seen = answerAll(server, { cart: { id: 'cart-1' } });
      const error = await v2
        .updateLineItemsInCurrentCart(client(), {
          lineItems: [
            { lineItemId: 'line-1', quantity: { newQuantity: 2 } },
            { lineItemId: 'line-2', quantity: { newQuantity } },
          ],
        })
        .catch((e: unknown) => e);
      expect(seen).toEqual([]);
      expect(v2.isInvalidQuantityError(error)).toBe(true);
      const invalid = error as v2.InvalidQuantityError;
      expect(invalid.name).toBe('InvalidQuantityError');
      expect(invalid.lineItemId).toBe('line-2');
      expect(invalid.newQuantity).toBe(newQuantity);
      expect(invalid.message).toBe(
        `Line line-2: newQuantity must be a whole number of at least 1; got ${String(newQuantity)} ` +
          '(remove a line with removeLineItemsFromCurrentCart)',
      );
    },
  );

  it('1 and a change without a quantity (a membership) are sent', async () => {
    const seen = answerAll(server, { cart: { id: 'cart-1' } });
    const lineItems = [
      { lineItemId: 'line-1', quantity: { newQuantity: 1 } },
      { lineItemId: 'line-2', selectedMembership: { newMembership: { _id: 'mem-1', appId: 'plans' } } },
    ];
    await v2.updateLineItemsInCurrentCart(client(), { lineItems });
    expect(seen.map((s) => s.body)).toEqual([
      {
        lineItems: [
          { lineItemId: 'line-1', quantity: { newQuantity: 1 } },
          { lineItemId: 'line-2', selectedMembership: { newMembership: { id: 'mem-1', appId: 'plans' } } },
        ],
      },
    ]);
  });
});
