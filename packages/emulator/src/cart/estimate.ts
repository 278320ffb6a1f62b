import { money, toCents } from '../money';
import { addressToWire } from '../address';
import { customUnitCents } from './custom-lines';
import { cartToWire, TAX_RATE, type Totals } from './pricing';
import type { CartRecord, MembershipRecord, ShippingRateRecord } from './records';
import type { EstimateRequest } from './schemas';

/** What an estimate is computed from (the service reads it; the estimate itself is pure). */
export interface EstimateInput {
  now: number;
  cart: CartRecord;
  totals: Totals;
  rates: ShippingRateRecord[];
  memberships: MembershipRecord[];
  memberId: string | undefined;
}

function shippingOptionToWire(now: number, rate: ShippingRateRecord, afterDiscountCents: number) {
  const cents = rate.freeAbove !== undefined && afterDiscountCents >= toCents(rate.freeAbove) ? 0 : toCents(rate.price);
  const logistics: Record<string, unknown> = {};
  if (rate.deliveryTime) logistics.deliveryTime = rate.deliveryTime;
  if (rate.slot) {
    const day = new Date(now);
    day.setUTCHours(0, 0, 0, 0);
    day.setUTCDate(day.getUTCDate() + rate.slot.daysAhead);
    const from = new Date(day.getTime() + rate.slot.fromHour * 3600_000).toISOString();
    const to = new Date(day.getTime() + rate.slot.toHour * 3600_000).toISOString();
    logistics.deliveryTimeSlot = { from, to };
  }
  if (rate.pickup)
    logistics.pickupDetails = { address: addressToWire(rate.pickup.address), pickupMethod: rate.pickup.pickupMethod };
  return {
    option: {
      code: rate.code,
      title: rate.title,
      cost: { price: money(cents), totalPriceAfterTax: money(cents) },
      logistics,
    },
    cents,
    carrierId: rate.carrierId,
  };
}

/** The address the cart is delivered to: the request's, else the one on the cart (its delivery info). */
function destinationOf(cart: CartRecord, req: EstimateRequest): { country?: string; subdivision?: string } {
  const onCart = cart.contactInfo?.address;
  const address = req.shippingAddress ?? (onCart && typeof onCart === 'object' ? onCart : {});
  const { country, subdivision } = address as { country?: unknown; subdivision?: unknown };
  return {
    country: typeof country === 'string' && country ? country : undefined,
    subdivision: typeof subdivision === 'string' && subdivision ? subdivision : undefined,
  };
}

/**
 * Whether a rate is offered at the destination: a rate of a region with destinations only inside them (a Berlin
 * pickup for a German address, never a US one). With no country known yet, every rate is a possibility.
 */
function offeredAt(rate: ShippingRateRecord, to: { country?: string; subdivision?: string }): boolean {
  if (!rate.destinations?.length || !to.country) return true;
  return rate.destinations.some(
    (d) =>
      d.countryCode === to.country &&
      (!d.subdivisions?.length || (to.subdivision !== undefined && d.subdivisions.includes(to.subdivision))),
  );
}

export function estimate(input: EstimateInput, req: EstimateRequest) {
  const { now, cart, totals, memberId } = input;
  const afterDiscount = Math.max(0, totals.subtotalCents - totals.couponCents - totals.merchantCents);
  const physical = totals.priced.some(
    (p) => p.billable > 0 && (p.resolved.product?.productType ?? 'physical') === 'physical',
  );
  const destination = destinationOf(cart, req);
  const rates = physical ? input.rates.filter((rate) => offeredAt(rate, destination)) : [];
  const options = rates.map((r) => shippingOptionToWire(now, r, afterDiscount));
  const wanted = req.selectedShippingOption ?? cart.selectedShippingOption;
  let selected = wanted ? options.find((o) => o.option.code === wanted.code) : options[0];
  const calculationErrors =
    wanted && !selected && physical
      ? {
          selectedShippingOptionError: {
            applicationError: {
              code: 'SHIPPING_OPTION_NOT_FOUND',
              description: `Unknown shipping option ${wanted.code}`,
            },
          },
        }
      : undefined;
  if (!selected && !wanted) selected = options[0];
  const shippingCents = selected?.cents ?? 0;
  const totalCents = afterDiscount + shippingCents;
  const taxCents = Math.round(totalCents - totalCents / (1 + TAX_RATE));
  const carriers = new Map<string, (typeof options)[number]['option'][]>();
  for (const o of options) carriers.set(o.carrierId, [...(carriers.get(o.carrierId) ?? []), o.option]);
  const memberships = input.memberships;
  const expiration = (m: MembershipRecord) => new Date(now + m.durationDays * 86400_000).toISOString();
  const discountCents = totals.couponCents + totals.merchantCents;
  const lines = [
    ...totals.priced.map((p) => ({
      id: p.line.id,
      unitCents: p.unitCents,
      fullCents: p.fullCents,
      billable: p.billable,
    })),
    ...cart.customLineItems.map((c) => ({
      id: String(c.id),
      unitCents: customUnitCents(c),
      fullCents: customUnitCents(c),
      billable: Number(c.quantity ?? 1),
    })),
  ];
  const calculatedLineItems = lines.map((p) => {
    const lineCents = p.unitCents * p.billable;
    const share = totals.subtotalCents > 0 ? Math.round((lineCents * discountCents) / totals.subtotalCents) : 0;
    const after = lineCents - share;
    return {
      lineItemId: p.id,
      pricesBreakdown: {
        totalPriceAfterTax: money(after),
        totalPriceBeforeTax: money(after - Math.round(after - after / (1 + TAX_RATE))),
        taxDetails: { taxRate: String(TAX_RATE), totalTax: money(Math.round(after - after / (1 + TAX_RATE))) },
        totalDiscount: money(share),
        price: money(p.unitCents),
        priceBeforeDiscounts: money(p.unitCents),
        lineItemPrice: money(lineCents),
        fullPrice: money(p.fullCents),
      },
      paymentOption: 'FULL_PAYMENT_ONLINE',
    };
  });
  const wire = cartToWire(cart, totals);
  return {
    cart: wire,
    calculatedLineItems,
    priceSummary: {
      subtotal: money(totals.subtotalCents),
      shipping: money(shippingCents),
      tax: money(taxCents),
      discount: money(discountCents),
      total: money(totalCents),
    },
    shippingInfo: {
      region: { id: 'region-eu', name: 'Europe' },
      ...(selected ? { selectedCarrierServiceOption: selected.option } : {}),
      carrierServiceOptions: [...carriers.entries()].map(([carrierId, shippingOptions]) => ({
        carrierId,
        shippingOptions,
      })),
    },
    membershipOptions: {
      eligibleMemberships: memberId
        ? memberships.map((m) => ({
            id: m.id,
            appId: m.appId,
            name: { original: m.name },
            expirationDate: expiration(m),
            credits: { total: 10, remaining: 10 },
          }))
        : [],
      invalidMemberships: memberId
        ? []
        : memberships.map((m) => ({
            membership: { id: m.id, appId: m.appId, name: { original: m.name }, expirationDate: expiration(m) },
            reason: 'Sign in to use this membership',
          })),
      selectedMemberships: req.selectedMemberships?.memberships ?? [],
    },
    appliedDiscounts: totals.appliedDiscounts,
    ...(calculationErrors ? { calculationErrors } : {}),
    currency: 'EUR',
    weightUnit: 'KG',
  };
}
