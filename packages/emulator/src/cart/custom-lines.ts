import { money, readDecimal, toCents } from '../money';
import { isRecord } from '../schema/kit';

/**
 * Custom line items on the wire. They are sent as `customLineItems`, but a Cart has no such field: the platform
 * answers them among `lineItems`, marked `customLineItem: true` (its SDK's Cart type; it transforms only
 * `lineItems` in answers). Stored as sent; answered here in a line item's shape.
 */

type Text = { original: string; translated: string };
type DescriptionLine =
  | { name: Text; plainText: Text; lineType: 'PLAIN_TEXT' }
  | { name: Text; colorInfo: Text & { code: string }; lineType: 'COLOR' };

function text(v: unknown): Text {
  if (typeof v === 'string') return { original: v, translated: v };
  const original = isRecord(v) && typeof v.original === 'string' ? v.original : '';
  const translated = isRecord(v) && typeof v.translated === 'string' ? v.translated : original;
  return { original, translated };
}

function descriptionLines(v: unknown): DescriptionLine[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isRecord).map((d) =>
    isRecord(d.colorInfo)
      ? {
          name: text(d.name),
          colorInfo: { ...text(d.colorInfo), code: typeof d.colorInfo.code === 'string' ? d.colorInfo.code : '' },
          lineType: 'COLOR' as const,
        }
      : { name: text(d.name), plainText: text(d.plainText), lineType: 'PLAIN_TEXT' as const },
  );
}

/** The line's picture: the image sent as its `media` (`{id, url, width, height, filename?, altText?}`), as sent. */
function image(
  v: unknown,
): { id?: string; url: string; width?: number; height?: number; filename?: string; altText?: string } | undefined {
  if (!isRecord(v) || (typeof v.url !== 'string' && typeof v.id !== 'string')) return undefined;
  const url = typeof v.url === 'string' ? v.url : `/__vitrine/media/${String(v.id)}.svg`;
  return { ...v, url };
}

/** A custom line's unit price in cents: its price is a decimal (a number, a numeric string or `{amount}`). */
export function customUnitCents(line: Record<string, unknown>): number {
  const price = readDecimal(line.price);
  return price !== undefined && Number.isFinite(price) ? toCents(price) : 0;
}

export function customLineToWire(line: Record<string, unknown>) {
  const cents = customUnitCents(line);
  const picture = image(line.media);
  return {
    id: String(line.id),
    quantity: Number(line.quantity),
    productName: text(line.productName),
    ...(isRecord(line.url) ? { url: line.url } : {}),
    price: money(cents),
    fullPrice: money(cents),
    priceBeforeDiscounts: money(cents),
    descriptionLines: descriptionLines(line.descriptionLines),
    ...(picture ? { image: picture } : {}),
    availability: { status: 'AVAILABLE' as const },
    ...(isRecord(line.physicalProperties) ? { physicalProperties: line.physicalProperties } : {}),
    ...(isRecord(line.itemType) ? { itemType: line.itemType } : {}),
    paymentOption: 'FULL_PAYMENT_ONLINE',
    ...(isRecord(line.serviceProperties) ? { serviceProperties: line.serviceProperties } : {}),
    customLineItem: true,
    couponScopes: [],
  };
}
