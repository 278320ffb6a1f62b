'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import {
  useApplyCoupon,
  useCurrentCart,
  useEstimateTotals,
  useRemoveCoupon,
  useRemoveLineItems,
  useUpdateLineItemQuantity,
} from '@vitrine/react';
import { cartMoney, minus } from '../format';
import { useRouter } from 'next/navigation';
import { CartLine } from './cart-line';
import { ErrorNote } from './error-note';
import { useLineImages } from './line-images';

/**
 * The cart as a modal dialog (Radix: focus moves in and stays inside, Escape closes, focus returns to the Cart
 * button). It stays mounted; its contents, and their requests, exist only while it is open.
 */
export function CartDrawer({
  open,
  onOpenChange,
  adding = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** An add's request is in flight (the drawer opened with the tap): "Adding…", and a click outside keeps it. */
  adding?: boolean;
}) {
  // Radix returns focus to a Dialog.Trigger; the Cart button lives in the header, so remember who opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-backdrop" />
        <Dialog.Content
          className="drawer"
          data-testid="cart-drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            // An opener that lost the focus (Add to cart, disabled while it adds) leaves it on the body: the
            // focus then returns to the header's Cart button, never to nowhere.
            opener.current =
              active instanceof HTMLElement && active !== document.body
                ? active
                : document.querySelector<HTMLElement>('[data-testid="open-cart"]');
          }}
          // A double click's second click lands outside the drawer that the first one opened: not a wish to close.
          onPointerDownOutside={(event) => {
            if (adding) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <CartPanel onClose={() => onOpenChange(false)} adding={adding} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The lines, the coupon and the totals (from the platform's estimate, so a coupon shows in them at once). */
function CartPanel({ onClose, adding }: { onClose(): void; adding: boolean }) {
  const cart = useCurrentCart();
  const lines = cart.data?.lineItems ?? [];
  const estimate = useEstimateTotals({}, { enabled: lines.length > 0 });
  const images = useLineImages(cart.data);
  const updateQuantity = useUpdateLineItemQuantity();
  const remove = useRemoveLineItems();
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  const router = useRouter();
  const [code, setCode] = useState('');
  const coupon = cart.data?.coupons?.[0];
  const summary = estimate.data?.summary?.priceSummary;
  const discount = Number(summary?.discount?.amount ?? 0);
  // Cart V2 money has no formatted text: the cart's currency says how to show it.
  const currency = cart.data ?? {};
  const error = cart.error ?? updateQuantity.error ?? remove.error ?? applyCoupon.error ?? removeCoupon.error;

  return (
    <>
      <header>
        <Dialog.Title asChild>
          <h2>Your cart</h2>
        </Dialog.Title>
        <Dialog.Close className="link-button">Close</Dialog.Close>
      </header>
      <div className="lines">
        {lines.length === 0 && !adding && (
          <div className="empty" data-testid="cart-empty">
            Your cart is empty.
          </div>
        )}
        {lines.map((line) => (
          <CartLine key={line._id} line={line} cart={currency} image={images.get(line._id!)} onOpenProduct={onClose} />
        ))}
        {adding && (
          <div className="empty" role="status" data-testid="cart-adding">
            Adding to your cart…
          </div>
        )}
      </div>
      <footer>
        <ErrorNote error={error} />
        {coupon ? (
          <div className="applied">
            <span data-testid="coupon-applied">
              Coupon <strong>{coupon.code}</strong> applied
            </span>
            <button className="link-button" onClick={() => removeCoupon.mutate(coupon._id!)}>
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
          <strong data-testid="cart-subtotal">
            {cart.data?.subtotal ? cartMoney(cart.data.subtotal, currency) : '—'}
          </strong>
        </div>
        {discount > 0 && (
          <>
            <div className="totals">
              <span>Discount</span>
              <strong data-testid="cart-discount">−{cartMoney(summary?.discount, currency)}</strong>
            </div>
            <div className="totals">
              <span>After discount</span>
              <strong data-testid="cart-after-discount">
                {cartMoney(minus(summary?.subtotal, summary?.discount), currency)}
              </strong>
            </div>
          </>
        )}
        <button
          className="btn wide"
          disabled={!lines.length}
          onClick={() => {
            onClose();
            router.push('/checkout');
          }}
        >
          Checkout
        </button>
      </footer>
    </>
  );
}
