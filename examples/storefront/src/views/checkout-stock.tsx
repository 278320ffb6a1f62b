'use client';
import type { LineItem } from '@vitrine/cart/v2';
import { useRemoveLineItems, useUpdateLineItemQuantity } from '@vitrine/react';
import { ErrorNote } from '../components/error-note';
import { availabilityNote, orderableQuantity } from '../components/cart-line';

/**
 * A checkout summary line the platform cannot sell as it is (over the stock, sold out or gone): what is wrong, next
 * to the line, and the fix in one tap (keep what is left, or remove it). Checkout does not go on before.
 */
export function CheckoutStockNote({ line }: { line: LineItem }) {
  const update = useUpdateLineItemQuantity();
  const remove = useRemoveLineItems();
  const note = availabilityNote(line);
  if (!note) return null;
  const keep = orderableQuantity(line);
  const lineItemId = line._id!;
  return (
    <div className="line-note" data-testid="checkout-line-availability">
      {note}
      {line.status === 'PARTIALLY_IN_STOCK' && keep > 0 ? (
        <button
          type="button"
          className="link-button"
          disabled={update.isPending}
          onClick={() => update.mutate({ lineItems: [{ lineItemId, quantity: { newQuantity: keep } }] })}
        >
          Keep {keep}
        </button>
      ) : (
        <button
          type="button"
          className="link-button"
          disabled={remove.isPending}
          onClick={() => remove.mutate([lineItemId])}
        >
          Remove
        </button>
      )}
      <ErrorNote error={update.error ?? remove.error} />
    </div>
  );
}
