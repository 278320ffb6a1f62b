/** @jsxRuntime automatic */
/** @jsxImportSource hono/jsx */
import type { CheckoutPage } from '../checkout';
import { MIN_PASSWORD_LENGTH } from '../identity';
import { CardPage, CsrfField } from '../views/layout';

type Estimate = Extract<CheckoutPage, { state: 'open' }>['estimate'];
type Line = Estimate['cart']['lineItems'][number];

export function signedOutPage() {
  return (
    <CardPage title="Signed out">
      <p>You are signed out of the emulator.</p>
    </CardPage>
  );
}

/** A logout link that did not come from the app's pages: the member decides. */
export function confirmLogoutPage(sessionId: string, csrf: string, back: string | null | undefined) {
  return (
    <CardPage title="Sign out?">
      <p>A page asked to sign you out of the emulator. Sign out only if you asked for it.</p>
      <form method="post" action={`?session=${encodeURIComponent(sessionId)}`}>
        <CsrfField token={csrf} />
        <button type="submit">Sign out</button>
      </form>
      {back && (
        <p class="note">
          <a href={back}>Stay signed in</a>
        </p>
      )}
    </CardPage>
  );
}

/**
 * A checkout already paid (the browser's Back from the shop's thank-you page): the links back to the order's page
 * and to the shop, both the session's callbacks (checked against the app's origins when it was made).
 */
export function checkoutDonePage(orderId: string, orderUrl?: string, backUrl?: string) {
  return (
    <CardPage title="Order placed">
      <p>This checkout is already complete (order {orderId}).</p>
      {orderUrl && (
        <a class="button" href={orderUrl}>
          See your order
        </a>
      )}
      {backUrl && (
        <p>
          <a href={backUrl}>← Back to the shop</a>
        </p>
      )}
    </CardPage>
  );
}

export function orderPlacedPage(orderId: string) {
  return (
    <CardPage title="Order placed" heading="Thank you">
      <p>Order {orderId} is placed.</p>
    </CardPage>
  );
}

function describe(d: Line['descriptionLines'][number]): string {
  return `${d.name.original}: ${'plainText' in d ? d.plainText?.original : d.colorInfo?.original}`;
}

/** One line of the order; `base` makes the emulator's own picture URLs absolute. */
function LineRow({ line, base }: { line: Line; base: string }) {
  const image = line.image;
  const src = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? base + url : url);
  return (
    <tr>
      <td>{image && <img class="thumb" src={src(image.url)} alt={image.altText ?? ''} />}</td>
      <td>
        {line.productName.original}
        <div class="note">{line.descriptionLines.map(describe).join(' · ')}</div>
        <Availability line={line} />
      </td>
      <td class="num">
        {line.quantity} × {line.price.formattedAmount}
      </td>
    </tr>
  );
}

/** A line that cannot be sold as it is, in words (never the platform's enum names). */
function Availability({ line }: { line: Line }) {
  const { status } = line.availability;
  if (status === 'AVAILABLE') return null;
  const quantityAvailable = 'quantityAvailable' in line.availability ? line.availability.quantityAvailable : 0;
  const says =
    status === 'PARTIALLY_AVAILABLE'
      ? `Only ${quantityAvailable ?? 0} in stock, not ${line.quantity}.`
      : status === 'NOT_AVAILABLE'
        ? 'Sold out.'
        : 'No longer sold.';
  return <div class="error">{says}</div>;
}

function Amount(props: { label: string; amount: { formattedAmount: string } }) {
  return (
    <tr>
      <td>{props.label}</td>
      <td class="num">{props.amount.formattedAmount}</td>
    </tr>
  );
}

/** Where a pickup option is: its street and city, after the option's title. */
function pickupPlace(details: unknown): string {
  const address = (details as { address?: { addressLine?: unknown; city?: unknown } } | undefined)?.address;
  const place = [address?.addressLine, address?.city].filter((part) => typeof part === 'string' && part);
  return place.length ? ` (${place.join(', ')})` : '';
}

/** `backUrl`: the session's post-flow URL (checked against the app's origins when the session was made). */
/** `refused`: "Place order" was just pressed, and refused for what is not in stock. */
export function checkoutPage(
  sessionId: string,
  csrf: string,
  est: Estimate,
  base: string,
  backUrl?: string,
  refused = false,
) {
  const s = est.priceSummary;
  const orderable = est.cart.lineItems.every((line) => line.availability.status === 'AVAILABLE');
  const carrier = est.shippingInfo.selectedCarrierServiceOption;
  return (
    <CardPage title="Checkout">
      <table>
        <thead>
          <tr>
            <th></th>
            <th>Item</th>
            <th class="num">Price</th>
          </tr>
        </thead>
        <tbody>
          {est.cart.lineItems.map((line) => (
            <LineRow line={line} base={base} />
          ))}
        </tbody>
      </table>
      <table>
        <Amount label="Subtotal" amount={s.subtotal} />
        <Amount label="Discount" amount={s.discount} />
        <Amount label={carrier ? `Shipping (${carrier.title})` : 'Shipping'} amount={s.shipping} />
        <Amount label="Included VAT (19 %)" amount={s.tax} />
        <tr class="total">
          <td>Total</td>
          <td class="num">{s.total.formattedAmount}</td>
        </tr>
      </table>
      {/* The ways the store delivers to this address (a pickup point only in its own region). */}
      <h2>Delivery options</h2>
      <ul data-testid="delivery-options">
        {est.shippingInfo.carrierServiceOptions.flatMap(({ shippingOptions }) =>
          shippingOptions.map((option) => (
            <li>
              {option.title}
              {pickupPlace(option.logistics.pickupDetails)} · {option.cost.price.formattedAmount}
            </li>
          )),
        )}
      </ul>
      {orderable ? (
        <form method="post" action={`?session=${encodeURIComponent(sessionId)}`}>
          <CsrfField token={csrf} />
          <button type="submit">Place order</button>
        </form>
      ) : (
        <p class="error" role="alert">
          {refused ? 'Nothing was ordered. ' : ''}Some items are not available in the quantity in your cart: change the
          cart in the shop, then check out again.
        </p>
      )}
      {backUrl && (
        <p>
          <a href={backUrl}>← Back to the shop</a>
        </p>
      )}
      <p class="note">No payment is taken: the emulator records the order and empties the cart.</p>
    </CardPage>
  );
}

/** A flow the emulator does not emulate: the request, and the way back. */
export function genericPage(section: string, data: unknown, next: string | null | undefined) {
  return (
    <CardPage title={section}>
      <p>The emulator does not emulate this flow; it shows the request and lets you continue.</p>
      <pre>{JSON.stringify(data, null, 2)}</pre>
      {next && (
        <a class="button" href={next}>
          Continue
        </a>
      )}
    </CardPage>
  );
}

export function recoverPage(recoveryToken: string, csrf: string) {
  return (
    <CardPage title="Choose a new password">
      <form method="post" action={`?recoveryToken=${encodeURIComponent(recoveryToken)}`}>
        <CsrfField token={csrf} />
        <label for="password">New password</label>
        <input
          id="password"
          name="password"
          type="password"
          required
          minlength={MIN_PASSWORD_LENGTH}
          autocomplete="new-password"
        />
        <button type="submit">Save password</button>
      </form>
    </CardPage>
  );
}

export function passwordChangedPage(email: string) {
  return (
    <CardPage title="Password changed">
      <p>{email} can sign in with the new password.</p>
    </CardPage>
  );
}
