import { useState } from 'react';
import {
  useApplyCoupon,
  useCurrentCart,
  useRemoveCoupon,
  useRemoveLineItems,
  useUpdateLineItemQuantity,
} from '@vitrine/react';
import { mediaUrl } from '../format';
import { useRouter } from '../router';
import { ErrorNote } from './error-note';
import { Quantity } from './quantity';

export function CartDrawer({ onClose }: { onClose(): void }) {
  const cart = useCurrentCart();
  const updateQuantity = useUpdateLineItemQuantity();
  const remove = useRemoveLineItems();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const { navigate } = useRouter();
  const [code, setCode] = useState('');
  const lines = cart.data?.lineItems ?? [];
  const coupon = cart.data?.appliedDiscounts?.find((discount) => discount.coupon)?.coupon;
  const error = cart.error ?? updateQuantity.error ?? remove.error ?? applyCoupon.error ?? removeCoupon.error;

  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} />
      <aside className="drawer" aria-label="Cart" data-testid="cart-drawer">
        <header>
          <h2>Your cart</h2>
          <button className="link-button" onClick={onClose}>
            Close
          </button>
        </header>
        <div className="lines">
          {lines.length === 0 && (
            <div className="empty" data-testid="cart-empty">
              Your cart is empty.
            </div>
          )}
          {lines.map((line) => (
            <div className="line" key={line._id} data-testid="cart-line">
              <img src={mediaUrl(line.image)} alt="" />
              <div>
                <div className="line-name">{line.productName?.original}</div>
                <div className="line-meta">
                  {line.descriptionLines
                    ?.map((d) => `${d.name?.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
                    .join(' · ')}
                </div>
                {line.availability?.status && line.availability.status !== 'AVAILABLE' && (
                  <div className="line-meta" style={{ color: 'var(--accent)' }}>
                    {line.availability.status.replace(/_/g, ' ').toLowerCase()}
                  </div>
                )}
                <div className="line-actions">
                  <Quantity
                    value={line.quantity ?? 1}
                    label={`quantity of ${line.productName?.original}`}
                    onChange={(quantity) => updateQuantity.mutate([{ _id: line._id!, quantity }])}
                  />
                  <button className="link-button" onClick={() => remove.mutate([line._id!])}>
                    Remove
                  </button>
                </div>
              </div>
              <div>{line.price?.formattedAmount}</div>
            </div>
          ))}
        </div>
        <footer>
          <ErrorNote error={error} />
          {coupon ? (
            <div className="applied">
              <span data-testid="coupon-applied">
                Coupon <strong>{coupon.code}</strong> applied
              </span>
              <button className="link-button" onClick={() => removeCoupon.mutate()}>
                Remove
              </button>
            </div>
          ) : (
            <form
              className="coupon"
              onSubmit={(event) => {
                event.preventDefault();
                if (code.trim()) applyCoupon.mutate(code.trim());
              }}
            >
              <input
                placeholder="Coupon code"
                aria-label="Coupon code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <button className="btn ghost small" disabled={!lines.length || applyCoupon.isPending}>
                Apply
              </button>
            </form>
          )}
          <div className="totals">
            <span>Subtotal</span>
            <strong data-testid="cart-subtotal">{cart.data?.subtotal?.formattedAmount ?? '—'}</strong>
          </div>
          <button
            className="btn wide"
            disabled={!lines.length}
            onClick={() => {
              onClose();
              navigate('/checkout');
            }}
          >
            Checkout
          </button>
        </footer>
      </aside>
    </>
  );
}
