import { ValidationError, type FieldViolation } from '../errors';
import { readDecimal } from '../money';
import type { CartRecord, MerchantDiscount } from './records';
import type { CustomLineInput, PatchCart } from './schemas';

/** Pure shaping of cart requests: the service checks the rules and applies these in one transaction. */

export const PATCHABLE = ['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'] as const;
export type Patchable = (typeof PATCHABLE)[number];

/** The fields a PATCH's `cartFieldmask` names (undefined without one); an unknown field is refused. */
export function fieldMask(mask: string | null | undefined): string[] | undefined {
  const fields = mask
    ?.split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields) return undefined;
  const known: readonly string[] = PATCHABLE;
  const unknown = fields.filter((f) => !known.includes(f.split('.')[0] ?? ''));
  const says = (f: string): FieldViolation => ({
    field: 'cartFieldmask',
    description: `names an unknown field ${f}`,
    violatedRule: 'VALIDATION',
  });
  if (unknown.length) throw new ValidationError(unknown.map(says));
  return fields;
}

export function merchantDiscounts(input: PatchCart['merchantDiscounts']): MerchantDiscount[] {
  return (input ?? []).map((d, i) => {
    const amount = d.amount == null ? undefined : readDecimal(d.amount);
    if (amount === undefined && d.percentage == null)
      throw new ValidationError([
        { field: `merchantDiscounts[${i}]`, description: 'needs amount or percentage', violatedRule: 'REQUIRED_FIELD' },
      ]);
    return {
      ...(amount !== undefined ? { amount } : {}),
      ...(typeof d.percentage === 'number' ? { percentage: d.percentage } : {}),
      ...(Array.isArray(d.lineItemIds) ? { lineItemIds: d.lineItemIds } : {}),
    };
  });
}

/** Custom lines as stored: their declared fields only (the schema drops the rest), each with an id. */
export const customLines = (lines: readonly CustomLineInput[] | null | undefined, newId: () => string) =>
  (lines ?? []).map((l) => ({ ...l, id: l.id ?? newId() }));

export const lineCount = (cart: CartRecord) => cart.lineItems.length + cart.customLineItems.length;

/**
 * A visitor's cart joining a member's keeps the member's lines and as many of the visitor's as fit under `max`: the
 * visitor's custom lines (added last) go first, then the visitor's catalog lines.
 */
export function fitMerged(cart: CartRecord, own: { lines: number; custom: number }, max: number): void {
  let over = lineCount(cart) - max;
  if (over <= 0) return;
  const custom = Math.min(over, cart.customLineItems.length - own.custom);
  cart.customLineItems.splice(cart.customLineItems.length - custom, custom);
  over -= custom;
  if (over > 0) cart.lineItems.splice(Math.max(own.lines, cart.lineItems.length - over), over);
}
