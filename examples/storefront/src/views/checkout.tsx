'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useCheckout, useCurrentCart, useEstimateTotals } from '@vitrine/react';
import { ErrorNote } from '../components/error-note';
import { EmailField } from '../components/email-field';
import { money } from '../format';
import Link from 'next/link';
import { orderableQuantity } from '../components/cart-line';

const COUNTRIES = [
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['IE', 'Ireland'],
  ['NL', 'Netherlands'],
  ['US', 'United States'],
] as const;

// The form survives the trip to the hosted checkout and back (this tab only; nothing is sent anywhere).
const SAVED_FORM = 'vitrine.checkout-form';
const DEFAULT_ADDRESS = { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine1: 'Torstraße 1' };

interface SavedForm {
  email: string;
  shippingAddress: typeof DEFAULT_ADDRESS;
  shippingCode?: string;
}

function savedForm(): SavedForm {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_FORM) ?? 'null') as Partial<SavedForm> | null;
    return {
      email: typeof saved?.email === 'string' ? saved.email : '',
      shippingAddress: { ...DEFAULT_ADDRESS, ...saved?.shippingAddress },
      shippingCode: typeof saved?.shippingCode === 'string' ? saved.shippingCode : undefined,
    };
  } catch {
    return { email: '', shippingAddress: DEFAULT_ADDRESS };
  }
}

export function CheckoutPage() {
  const cart = useCurrentCart();
  const [saved] = useState(savedForm);
  const [email, setEmail] = useState(saved.email);
  const [shippingAddress, setAddress] = useState(saved.shippingAddress);
  const [shippingCode, setShippingCode] = useState<string | undefined>(saved.shippingCode);
  useEffect(() => {
    sessionStorage.setItem(SAVED_FORM, JSON.stringify({ email, shippingAddress, shippingCode }));
  }, [email, shippingAddress, shippingCode]);
  const estimate = useEstimateTotals({
    shippingAddress,
    selectedShippingOption: shippingCode ? { code: shippingCode } : undefined,
  });
  const checkout = useCheckout();

  const options =
    estimate.data?.shippingInfo?.carrierServiceOptions?.flatMap((carrier) => carrier.shippingOptions ?? []) ?? [];
  const selected = shippingCode ?? estimate.data?.shippingInfo?.selectedCarrierServiceOption?.code;
  const summary = estimate.data?.priceSummary;
  const lines = cart.data?.lineItems ?? [];

  const placeOrder = async (event: FormEvent) => {
    // The browser checked the fields already (a form with `required` and `type="email"` does not submit otherwise).
    event.preventDefault();
    const { redirectUrl } = await checkout.mutateAsync({
      email,
      shippingAddress,
      selectedShippingOption: selected ? { code: selected } : undefined,
      // Leaving the hosted checkout comes back here; paying goes on to the thank-you page.
      postFlowUrl: `${window.location.origin}/checkout`,
      thankYouPageUrl: `${window.location.origin}/order-complete`,
    });
    window.location.assign(redirectUrl);
  };

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
          <EmailField value={email} onChange={setEmail} placeholder="you@example.com" />
          <label className="field">
            Street and number
            <input
              value={shippingAddress.addressLine1}
              onChange={(event) => setAddress({ ...shippingAddress, addressLine1: event.target.value })}
            />
          </label>
          <div className="row">
            <label className="field">
              Postal code
              <input
                value={shippingAddress.postalCode}
                onChange={(event) => setAddress({ ...shippingAddress, postalCode: event.target.value })}
              />
            </label>
            <label className="field">
              City
              <input
                value={shippingAddress.city}
                onChange={(event) => setAddress({ ...shippingAddress, city: event.target.value })}
              />
            </label>
          </div>
          <label className="field">
            Country
            <select
              value={shippingAddress.country}
              onChange={(event) => setAddress({ ...shippingAddress, country: event.target.value })}
            >
              {COUNTRIES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <h2>Shipping</h2>
          {options.map((option) => (
            <label
              key={option.code}
              className={`shipping-option ${selected === option.code ? 'active' : ''}`}
              data-testid="shipping-option"
            >
              <input
                type="radio"
                name="shipping"
                checked={selected === option.code}
                onChange={() => setShippingCode(option.code)}
              />
              <div style={{ flex: 1 }}>
                <div>{option.title}</div>
                <div className="meta">
                  {option.logistics?.pickupDetails
                    ? `Pick up at ${option.logistics.pickupDetails.address?.addressLine1 ?? 'our store'}, ${option.logistics.pickupDetails.address?.city ?? ''}`
                    : option.logistics?.deliveryTimeSlot?.from
                      ? `Delivered ${option.logistics.deliveryTimeSlot.from.toLocaleDateString('en-IE', { weekday: 'long', day: 'numeric', month: 'long' })}`
                      : option.logistics?.deliveryTime}
                </div>
              </div>
              <strong>{option.cost?.price?.formattedAmount}</strong>
            </label>
          ))}
          <ErrorNote error={estimate.error} />
        </section>
        <aside className="panel">
          <h2>Summary</h2>
          {lines.map((line) => (
            <div key={line._id} className="totals" style={{ marginBottom: 8 }}>
              <span>
                {orderableQuantity(line)} × {line.productName?.original}
              </span>
              <span data-testid="summary-line-total">
                {money(Number(line.price?.amount ?? 0) * orderableQuantity(line))}
              </span>
            </div>
          ))}
          <div className="totals" style={{ marginTop: 16 }} data-testid="estimate">
            <span>Subtotal</span>
            <span>{summary?.subtotal?.formattedAmount ?? '—'}</span>
            <span>Shipping</span>
            <span>{summary?.shipping?.formattedAmount ?? '—'}</span>
            {summary?.discount && Number(summary.discount.amount) > 0 && (
              <>
                <span>Discount</span>
                <span>−{summary.discount.formattedAmount}</span>
              </>
            )}
            <span>VAT included</span>
            <span>{summary?.tax?.formattedAmount ?? '—'}</span>
            <span className="grand">Total</span>
            <span className="grand" data-testid="estimate-total">
              {summary?.total?.formattedAmount ?? '—'}
            </span>
          </div>
          <p />
          <ErrorNote error={checkout.error} />
          <button className="btn wide" disabled={!lines.length || checkout.isPending}>
            {checkout.isPending ? 'Opening checkout…' : 'Continue to payment'}
          </button>
        </aside>
      </form>
    </>
  );
}
