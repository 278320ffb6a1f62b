'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useCheckout, useCurrentCart, useEstimateTotals } from '@vitrine/react';
import { ValidationError } from '@vitrine/sdk';
import { ErrorNote } from '../components/error-note';
import { EmailField } from '../components/email-field';
import { cartMoney, times } from '../format';
import Link from 'next/link';
import { orderableQuantity } from '../components/cart-line';
import { unsellableLines } from '@vitrine/cart/v2';
import { CheckoutStockNote } from './checkout-stock';

// Cart V2 prices the delivery the cart has (its method, else the shop's default) and the tax in it.
const ESTIMATE = { calculateDelivery: true, calculateTax: true };

const COUNTRIES = [
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['IE', 'Ireland'],
  ['NL', 'Netherlands'],
  ['US', 'United States'],
] as const;

// The form survives the trip to the hosted checkout and back (this tab only; nothing is sent anywhere). It starts
// empty but for the shop's country: the browser's autofill, not the shop, knows the shopper's address.
const SAVED_FORM = 'vitrine.checkout-form';
const EMPTY_ADDRESS = { country: 'DE', city: '', postalCode: '', addressLine1: '' };
const EMPTY_NAME = { firstName: '', lastName: '' };

interface SavedForm {
  email: string;
  name: typeof EMPTY_NAME;
  shippingAddress: typeof EMPTY_ADDRESS;
}

function savedForm(): SavedForm {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_FORM) ?? 'null') as Partial<SavedForm> | null;
    return {
      email: typeof saved?.email === 'string' ? saved.email : '',
      name: { ...EMPTY_NAME, ...saved?.name },
      shippingAddress: { ...EMPTY_ADDRESS, ...saved?.shippingAddress },
    };
  } catch {
    return { email: '', name: EMPTY_NAME, shippingAddress: EMPTY_ADDRESS };
  }
}

/**
 * Sets one field of a form's part from the part as it is now, never from the render the handler came from: changes
 * that come faster than renders (autofill, a quick shopper) all stay.
 */
function edit<T extends object>(set: (update: (part: T) => T) => void, field: keyof T, value: string) {
  set((part) => ({ ...part, [field]: value }));
}

/** Whether the platform refused the e-mail address (it checks more than the browser's `type="email"`). */
function refusedEmail(error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false;
  return error.violations.some((violation) => /email/i.test(violation.field));
}

export function CheckoutPage() {
  const cart = useCurrentCart();
  const [saved] = useState(savedForm);
  const [email, setEmail] = useState(saved.email);
  const [name, setName] = useState(saved.name);
  const [shippingAddress, setAddress] = useState(saved.shippingAddress);
  const [emailRefused, setEmailRefused] = useState(false);
  useEffect(() => {
    sessionStorage.setItem(SAVED_FORM, JSON.stringify({ email, name, shippingAddress }));
  }, [email, name, shippingAddress]);
  const lines = cart.data?.lineItems ?? [];
  const estimate = useEstimateTotals(ESTIMATE, { enabled: lines.length > 0 });
  const checkout = useCheckout();
  // Lines the platform says it cannot sell as they are (over the stock): fixed here first, never at the payment page.
  const unsellable = unsellableLines({ lineItems: lines });

  const delivery = estimate.data?.summary?.deliverySummary;
  const summary = estimate.data?.summary?.priceSummary;
  // Cart V2 money has no formatted text: the cart's currency says how to show it.
  const currency = cart.data ?? {};
  const price = (amount: Parameters<typeof cartMoney>[0]) => (amount ? cartMoney(amount, currency) : '—');

  const placeOrder = async (event: FormEvent) => {
    // The browser checked the fields already (a form with `required` and `type="email"` does not submit otherwise).
    event.preventDefault();
    setEmailRefused(false);
    try {
      const { redirectUrl } = await checkout.mutateAsync({
        // The name, address and e-mail go on the cart, in the request that reads it for the checkout.
        cart: { deliveryInfo: { address: shippingAddress }, customerInfo: { email, ...name } },
        // Leaving the hosted checkout comes back here; paying goes on to the thank-you page.
        postFlowUrl: `${window.location.origin}/checkout`,
        thankYouPageUrl: `${window.location.origin}/order-complete`,
      });
      window.location.assign(redirectUrl);
    } catch (error) {
      // The failure is on screen already (`checkout.error`); an e-mail the platform refused is marked on its field.
      if (refusedEmail(error)) setEmailRefused(true);
    }
  };

  // The form is drawn once the cart's lines are known, so they never push the summary down after it shows.
  if (cart.isPending) return <div className="skeleton" />;

  if (cart.isSuccess && lines.length === 0) {
    return (
      <div className="panel center">
        <h2>Your cart is empty</h2>
        <Link prefetch={false} href="/" className="btn">
          Back to the shop
        </Link>
      </div>
    );
  }

  return (
    <>
      <h1 className="page-title">Checkout</h1>
      <form className="checkout" onSubmit={placeOrder}>
        <section className="panel">
          <h2>Delivery</h2>
          <EmailField
            value={email}
            onChange={(value) => {
              setEmail(value);
              setEmailRefused(false);
            }}
            placeholder="you@example.com"
            refused={emailRefused}
          />
          <div className="row">
            <label className="field">
              First name
              <input
                value={name.firstName}
                onChange={(event) => edit(setName, 'firstName', event.target.value)}
                autoComplete="shipping given-name"
                required
              />
            </label>
            <label className="field">
              Last name
              <input
                value={name.lastName}
                onChange={(event) => edit(setName, 'lastName', event.target.value)}
                autoComplete="shipping family-name"
                required
              />
            </label>
          </div>
          <label className="field">
            Street and number
            <input
              autoComplete="shipping address-line1"
              required
              value={shippingAddress.addressLine1}
              onChange={(event) => edit(setAddress, 'addressLine1', event.target.value)}
            />
          </label>
          <div className="row">
            <label className="field">
              Postal code
              <input
                autoComplete="shipping postal-code"
                required
                value={shippingAddress.postalCode}
                onChange={(event) => edit(setAddress, 'postalCode', event.target.value)}
              />
            </label>
            <label className="field">
              City
              <input
                autoComplete="shipping address-level2"
                required
                value={shippingAddress.city}
                onChange={(event) => edit(setAddress, 'city', event.target.value)}
              />
            </label>
          </div>
          <label className="field">
            Country
            <select
              autoComplete="shipping country"
              required
              value={shippingAddress.country}
              onChange={(event) => edit(setAddress, 'country', event.target.value)}
            >
              {COUNTRIES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <h2>Shipping</h2>
          {/* The delivery's place is kept while the estimate loads, so nothing below it moves when it comes. */}
          {!delivery?.method && estimate.isPending && (
            <div className="shipping-option" aria-busy="true">
              <div style={{ flex: 1 }}>
                <div>Working out the delivery…</div>
                <div className="meta">The payment page offers the other ways we deliver.</div>
              </div>
              <strong>—</strong>
            </div>
          )}
          {delivery?.method && (
            <div className="shipping-option active" data-testid="delivery">
              <div style={{ flex: 1 }}>
                <div>{delivery.method.title?.translated ?? delivery.method.title?.original}</div>
                <div className="meta">The payment page offers the other ways we deliver.</div>
              </div>
              <strong>{price(delivery.price)}</strong>
            </div>
          )}
          <ErrorNote error={estimate.error} />
        </section>
        <aside className="panel">
          <h2>Summary</h2>
          {lines.map((line) => (
            <div key={line._id} className="totals" style={{ marginBottom: 8 }} data-testid="summary-line">
              <span>
                {orderableQuantity(line)} × {line.name?.original}
                <CheckoutStockNote line={line} />
              </span>
              <span data-testid="summary-line-total">
                {cartMoney(times(line.pricing?.unitPrice, orderableQuantity(line)), currency)}
              </span>
            </div>
          ))}
          <div className="totals amounts" style={{ marginTop: 16 }} data-testid="estimate">
            <span>Subtotal</span>
            <span>{price(summary?.subtotal)}</span>
            <span>Shipping</span>
            <span>{price(summary?.delivery)}</span>
            {summary?.discount && Number(summary.discount.amount) > 0 && (
              <>
                <span>Discount</span>
                <span>−{price(summary.discount)}</span>
              </>
            )}
            <span>VAT included</span>
            <span>{price(summary?.tax)}</span>
            <span className="grand">Total</span>
            <span className="grand" data-testid="estimate-total">
              {price(summary?.total)}
            </span>
          </div>
          <p />
          {/* An e-mail refused by the platform is said on its field instead. */}
          <ErrorNote error={emailRefused ? undefined : checkout.error} />
          {unsellable.length > 0 && (
            <p className="line-note" role="status" data-testid="checkout-blocked">
              {unsellable.length === 1
                ? 'One item cannot be ordered as it is in your cart: change the marked line to continue.'
                : `${unsellable.length} items cannot be ordered as they are in your cart: change the marked lines to continue.`}
            </p>
          )}
          <button className="btn wide" disabled={!lines.length || unsellable.length > 0 || checkout.isPending}>
            {checkout.isPending ? 'Opening checkout…' : 'Continue to payment'}
          </button>
        </aside>
      </form>
    </>
  );
}
