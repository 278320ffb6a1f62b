'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { getOrder, type Order, type OrderAddressWithContact, type OrderLineItem } from '@vitrine/cart/orders';
import { useVitrineClient } from '@vitrine/react';
import { ShopImage } from '../components/shop-image';

type Loaded = { state: 'loading' } | { state: 'found'; order: Order } | { state: 'missing' } | { state: 'failed' };

/**
 * The thank-you page: the hosted checkout sends the shopper here with the order's id (`?orderId=`), and the page
 * reads the order with the shopper's own token, so it shows on a reload too. Another shopper's order id, like an
 * unknown one, is answered 404 by the platform: the page says it found no such order.
 */
export function OrderCompletePage() {
  const client = useVitrineClient();
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('orderId'));
  const [loaded, setLoaded] = useState<Loaded>(orderId ? { state: 'loading' } : { state: 'missing' });
  useEffect(() => {
    // The order is placed: the checkout form kept for the way back is no longer needed.
    sessionStorage.removeItem('vitrine.checkout-form');
    if (!orderId) return;
    const aborted = new AbortController();
    getOrder(client, orderId, { signal: aborted.signal }).then(
      (order) => setLoaded({ state: 'found', order }),
      (error: unknown) => {
        if (aborted.signal.aborted) return;
        const status = (error as { status?: unknown }).status;
        setLoaded({ state: status === 404 || status === 403 ? 'missing' : 'failed' });
      },
    );
    return () => aborted.abort();
  }, [client, orderId]);

  if (loaded.state === 'loading') return <div className="skeleton" role="status" aria-label="Loading your order" />;
  if (loaded.state !== 'found')
    return (
      <div className="panel center" data-testid="order-missing">
        <h1>{loaded.state === 'missing' ? 'Order not found' : 'We could not load your order'}</h1>
        <p>
          {loaded.state === 'missing'
            ? 'There is no order of yours at this address. If you just placed one, its confirmation mail has the order number.'
            : 'Your order is placed; its confirmation mail has the order number. Please reload the page to see it here.'}
        </p>
        <ContinueShopping />
      </div>
    );
  return <OrderSummary order={loaded.order} />;
}

function ContinueShopping() {
  return (
    <Link prefetch={false} href="/" className="btn">
      Continue shopping
    </Link>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const summary = order.priceSummary;
  const delivery = order.shippingInfo;
  const destination = delivery?.logistics?.shippingDestination ?? order.billingInfo;
  const pickup = delivery?.logistics?.pickupDetails;
  const email = order.buyerInfo?.email;
  return (
    <div className="panel order" data-testid="order-complete">
      <h1>Thank you!</h1>
      <p>
        Your order <strong data-testid="order-number">#{order.number}</strong> is placed.
        {email && <> The confirmation is on its way to {email}.</>}
      </p>
      <h2>Items</h2>
      <ul className="order-lines">
        {order.lineItems?.map((line) => (
          <OrderLine key={line._id} line={line} />
        ))}
      </ul>
      <div className="totals" data-testid="order-totals">
        <span>Subtotal</span>
        <span>{summary?.subtotal?.formattedAmount}</span>
        <span>Shipping{delivery?.title ? ` (${delivery.title})` : ''}</span>
        <span>{summary?.shipping?.formattedAmount}</span>
        {Number(summary?.discount?.amount ?? 0) > 0 && (
          <>
            <span>Discount</span>
            <span>−{summary?.discount?.formattedAmount}</span>
          </>
        )}
        <span>VAT included</span>
        <span>{summary?.tax?.formattedAmount}</span>
        <span className="grand">Total</span>
        <span className="grand" data-testid="order-total">
          {summary?.total?.formattedAmount}
        </span>
      </div>
      {pickup?.address ? (
        <>
          <h2>Pickup</h2>
          <AddressLines contact={pickup} testId="order-address" />
        </>
      ) : (
        destination?.address && (
          <>
            <h2>Delivery to</h2>
            <AddressLines contact={destination} testId="order-address" />
          </>
        )
      )}
      <p>
        <ContinueShopping />
      </p>
    </div>
  );
}

function OrderLine({ line }: { line: OrderLineItem }) {
  const name = line.productName?.translated ?? line.productName?.original ?? '';
  const quantity = line.quantity ?? 0;
  const choices = line.descriptionLines
    ?.map((d) => `${d.name?.original}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
    .join(' · ');
  return (
    <li className="line" data-testid="order-line">
      <ShopImage media={line.image} alt="" width={64} height={80} />
      <div>
        <div className="line-name">{name}</div>
        {choices && <div className="line-meta">{choices}</div>}
        <div className="line-meta">
          {quantity} × {line.price?.formattedAmount}
        </div>
      </div>
      <div className="line-price">
        <strong>{line.totalPriceAfterTax?.formattedAmount ?? line.price?.formattedAmount}</strong>
      </div>
    </li>
  );
}

function AddressLines({ contact, testId }: { contact: OrderAddressWithContact; testId: string }) {
  const a = contact.address ?? {};
  const person = [contact.contactDetails?.firstName, contact.contactDetails?.lastName].filter(Boolean).join(' ');
  const lines = [
    person,
    [a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    [a.postalCode, a.city].filter(Boolean).join(' '),
    a.country,
  ].filter(Boolean);
  return (
    <address data-testid={testId}>
      {lines.map((text) => (
        <div key={text}>{text}</div>
      ))}
    </address>
  );
}
