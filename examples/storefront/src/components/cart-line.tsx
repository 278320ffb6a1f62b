'use client';
import type { Cart, LineItem } from '@vitrine/cart/v2';
import type { ImageSource } from '@vitrine/sdk';
import { useRemoveLineItems, useUpdateLineItemQuantity } from '@vitrine/react';
import Link from 'next/link';
import { cartMoney, times } from '../format';
import { ErrorNote } from './error-note';
import { Quantity } from './quantity';
import { ShopImage } from './shop-image';

/** How many of a line the shopper asked for. */
export const lineQuantity = (line: LineItem): number => line.quantityInfo?.requestedQuantity ?? 0;

/** What the platform says about a line's stock (its Cart V2 `status`), in a shopper's words; nothing when in stock. */
export function availabilityNote(line: LineItem): string | undefined {
  const available = line.quantityInfo?.availableQuantity ?? 0;
  if (line.status === 'PARTIALLY_IN_STOCK')
    return `Only ${available} left: ${available} of ${lineQuantity(line)} can be ordered`;
  if (line.status === 'OUT_OF_STOCK' || line.status === 'REMOVED_FROM_CATALOG') return 'No longer available';
  return undefined;
}

/** The most of a line that can be ordered, when the platform counts it. */
export function lineMax(line: LineItem): number | undefined {
  const available = line.quantityInfo?.availableQuantity;
  return typeof available === 'number' ? Math.max(available, 1) : undefined;
}

/** How many of a line the platform will sell: all of it, or what is left when only part is in stock. */
export function orderableQuantity(line: LineItem): number {
  return line.status === 'PARTIALLY_IN_STOCK'
    ? (line.quantityInfo?.confirmedQuantity ?? Math.min(lineQuantity(line), line.quantityInfo?.availableQuantity ?? 0))
    : lineQuantity(line);
}

/**
 * The line's total as the platform prices it (unit price × what can be ordered, so it adds up to the subtotal),
 * and the unit price when there is more than one. Cart V2 money has no formatted text: the cart's currency says how.
 */
export function LinePrice({ line, cart }: { line: LineItem; cart: Cart }) {
  const unit = line.pricing?.unitPrice;
  const quantity = orderableQuantity(line);
  return (
    <div className="line-price">
      <strong data-testid="line-total">{cartMoney(times(unit, quantity), cart)}</strong>
      {quantity > 1 && <span className="line-meta">{cartMoney(unit, cart)} each</span>}
    </div>
  );
}

export function CartLine({
  line,
  cart,
  image,
  onOpenProduct,
}: {
  line: LineItem;
  cart: Cart;
  image: ImageSource | undefined;
  /** The line's link to its product was followed (the drawer closes). */
  onOpenProduct?(): void;
}) {
  const updateQuantity = useUpdateLineItemQuantity();
  const remove = useRemoveLineItems();
  const note = availabilityNote(line);
  const name = line.name?.original ?? '';
  const lineItemId = line._id!;
  const productId = line.source?.catalogReference?.catalogItemId;
  const setQuantity = (newQuantity: number) =>
    updateQuantity.mutate({ lineItems: [{ lineItemId, quantity: { newQuantity } }] });
  return (
    <div className="line" data-testid="cart-line">
      <ShopImage media={image} alt="" width={64} height={80} />
      <div>
        <div className="line-name">
          {productId ? (
            <Link href={`/product/${encodeURIComponent(productId)}`} prefetch={false} onClick={onOpenProduct}>
              {name}
            </Link>
          ) : (
            name
          )}
        </div>
        <div className="line-meta">
          {line.attributes?.descriptionLines
            ?.map((d) => `${d.name?.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
            .join(' · ')}
        </div>
        {note && (
          <div className="line-note" data-testid="line-availability">
            {note}
            {line.status === 'PARTIALLY_IN_STOCK' && orderableQuantity(line) > 0 && (
              <button className="link-button" onClick={() => setQuantity(orderableQuantity(line))}>
                Keep {orderableQuantity(line)}
              </button>
            )}
          </div>
        )}
        <div className="line-actions">
          <Quantity
            value={lineQuantity(line)}
            max={lineMax(line)}
            label={`quantity of ${name}`}
            onChange={setQuantity}
          />
          <button className="link-button" onClick={() => remove.mutate([lineItemId])}>
            Remove
          </button>
        </div>
        {/* A change the platform refused is said here; the quantity shown is back to the cart's own. */}
        <ErrorNote error={updateQuantity.error ?? remove.error} />
      </div>
      <LinePrice line={line} cart={cart} />
    </div>
  );
}
