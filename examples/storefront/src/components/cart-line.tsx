'use client';
import type { LineItem } from '@vitrine/sdk';
import { Image, useRemoveLineItems, useUpdateLineItemQuantity } from '@vitrine/react';
import { money } from '../format';
import { ErrorNote } from './error-note';
import { Quantity } from './quantity';

/** What the platform says about a line's stock, in a shopper's words; nothing when all of it is available. */
export function availabilityNote(line: LineItem): string | undefined {
  const { status, quantityAvailable } = line.availability ?? {};
  if (status === 'PARTIALLY_AVAILABLE')
    return `Only ${quantityAvailable ?? 0} left: ${quantityAvailable ?? 0} of ${line.quantity} can be ordered`;
  if (status === 'NOT_AVAILABLE' || status === 'NOT_FOUND') return 'No longer available';
  return undefined;
}

/** The most of a line that can be ordered, when the platform counts it. */
export function lineMax(line: LineItem): number | undefined {
  const available = line.availability?.quantityAvailable;
  return typeof available === 'number' ? Math.max(available, 1) : undefined;
}

/** How many of a line the platform will sell: all of it, or what is left when only part is available. */
export function orderableQuantity(line: LineItem): number {
  const { status, quantityAvailable } = line.availability ?? {};
  return status === 'PARTIALLY_AVAILABLE' ? Math.min(line.quantity, quantityAvailable ?? 0) : line.quantity;
}

/**
 * The line's total as the platform prices it (unit price × what can be ordered, so it adds up to the subtotal),
 * and the unit price when there is more than one.
 */
export function LinePrice({ line }: { line: LineItem }) {
  const unit = Number(line.price?.amount ?? 0);
  const quantity = orderableQuantity(line);
  return (
    <div className="line-price">
      <strong data-testid="line-total">{money(unit * quantity)}</strong>
      {quantity > 1 && <span className="line-meta">{line.price?.formattedAmount} each</span>}
    </div>
  );
}

export function CartLine({ line }: { line: LineItem }) {
  const updateQuantity = useUpdateLineItemQuantity();
  const remove = useRemoveLineItems();
  const note = availabilityNote(line);
  const name = line.productName?.original ?? '';
  return (
    <div className="line" data-testid="cart-line">
      <Image media={line.image} alt="" width={64} height={80} />
      <div>
        <div className="line-name">{name}</div>
        <div className="line-meta">
          {line.descriptionLines
            ?.map((d) => `${d.name?.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
            .join(' · ')}
        </div>
        {note && (
          <div className="line-note" data-testid="line-availability">
            {note}
            {line.availability?.status === 'PARTIALLY_AVAILABLE' && (
              <button
                className="link-button"
                onClick={() => updateQuantity.mutate([{ _id: line._id, quantity: orderableQuantity(line) }])}
              >
                Keep {orderableQuantity(line)}
              </button>
            )}
          </div>
        )}
        <div className="line-actions">
          <Quantity
            value={line.quantity}
            max={lineMax(line)}
            label={`quantity of ${name}`}
            onChange={(quantity) => updateQuantity.mutate([{ _id: line._id, quantity }])}
          />
          <button className="link-button" onClick={() => remove.mutate([line._id])}>
            Remove
          </button>
        </div>
        {/* A change the platform refused is said here; the quantity shown is back to the cart's own. */}
        <ErrorNote error={updateQuantity.error ?? remove.error} />
      </div>
      <LinePrice line={line} />
    </div>
  );
}
