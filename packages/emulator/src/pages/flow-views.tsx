/** @jsxImportSource hono/jsx */
import type { CheckoutPage } from '../checkout/service';
import type { MailRecord } from '../identity/records';
import { MIN_PASSWORD_LENGTH } from '../identity/rules';
import { CardPage } from './layout';

type Estimate = Extract<CheckoutPage, { state: 'open' }>['estimate'];
type Line = Estimate['cart']['lineItems'][number];

export function signedOutPage() {
  return (
    <CardPage title="Signed out">
      <p>You are signed out of the emulator.</p>
    </CardPage>
  );
}

export function checkoutDonePage(orderId: string) {
  return (
    <CardPage title="Order placed">
      <p>This checkout is already complete (order {orderId}).</p>
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
        {line.availability.status !== 'AVAILABLE' && <div class="note">{line.availability.status}</div>}
      </td>
      <td class="num">
        {line.quantity} × {line.price.formattedAmount}
      </td>
    </tr>
  );
}

function Amount(props: { label: string; amount: { formattedAmount: string } }) {
  return (
    <tr>
      <td>{props.label}</td>
      <td class="num">{props.amount.formattedAmount}</td>
    </tr>
  );
}

export function checkoutPage(sessionId: string, est: Estimate, base: string) {
  const s = est.priceSummary;
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
      <form method="post" action={`?session=${encodeURIComponent(sessionId)}`}>
        <button type="submit">Place order</button>
      </form>
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

export function recoverPage(recoveryToken: string) {
  return (
    <CardPage title="Choose a new password">
      <form method="post" action={`?recoveryToken=${encodeURIComponent(recoveryToken)}`}>
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

function MailRow({ mail }: { mail: MailRecord }) {
  return (
    <tr>
      <td class="note">{mail.createdDate.replace('T', ' ').slice(0, 19)}</td>
      <td>{mail.to}</td>
      <td>
        <strong>{mail.subject}</strong>
        <div>{mail.text}</div>
        {mail.link && <a href={mail.link}>Open link</a>}
      </td>
    </tr>
  );
}

/** The dev inbox: the mails the emulator "sent", of one address or of all. */
export function inboxPage(to: string | undefined, mails: readonly MailRecord[]) {
  return (
    <CardPage title="Dev inbox" heading={to ? `Dev inbox for ${to}` : 'Dev inbox'}>
      <p class="note">
        Mails the emulator "sent". JSON: <a href="/__vitrine/inbox.json">{'/__vitrine/inbox.json?to=<email>'}</a>
      </p>
      {mails.length ? (
        <table>
          <thead>
            <tr>
              <th>When</th>
              <th>To</th>
              <th>Mail</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              <MailRow mail={mail} />
            ))}
          </tbody>
        </table>
      ) : (
        <p>No mail yet.</p>
      )}
    </CardPage>
  );
}
