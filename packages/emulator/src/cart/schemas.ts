import * as v from 'valibot';
import {
  amount,
  arr,
  bool,
  decimal,
  int,
  map,
  num,
  obj,
  oneOf,
  opt,
  picked,
  str,
  strict,
  type Out,
} from '../schema/kit';
import { wireAddress } from '../schema/address';
import { shippingOption } from '../schema/shipping';

/** A line's kind, as the platform spells it. */
const ITEM_TYPES = ['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const;

/**
 * Limits from the platform SDK's cart types (`@wix/auto_sdk_ecom_current-cart`): a cart holds `@maxSize 300` line
 * items, an update sends at most 300 of each kind and an add 100; quantities are `@min 1 @max 100000`; prices are
 * decimals `@decimalValue { gte:0, lte:1000000000000000 }`.
 */
export const CART_LIMITS = { lines: 300, updated: 300, added: 100, price: 1e15 } as const;

const quantity = int({ min: 1, max: 100000 });

/**
 * The shopper's own text in a cart (a line's options beyond its variant id, such as custom text fields, and the
 * custom lines' texts), as JSON characters: at most `optionsChars` per line and `textChars` per cart, so that a
 * full cart's event stays well under the 1 MiB receivers take (`@vitrine/events` refuses more).
 */
export const CART_TEXT_LIMITS = { optionsChars: 1000, textChars: 32 * 1024 } as const;

/** The JSON length of a line's options beyond its variant id (what a shopper may write freely). */
export function optionsText(options: Record<string, unknown> | null | undefined): number {
  if (!options) return 0;
  const { variantId: _variant, ...rest } = options;
  return Object.keys(rest).length ? JSON.stringify(rest).length : 0;
}

export const catalogReference = obj({
  catalogItemId: str({ minLength: 1, maxLength: 36 }),
  appId: str({ minLength: 1 }),
  options: opt(
    v.pipe(
      obj({ variantId: opt(str()), options: opt(map(str())) }),
      v.check(
        (o) => optionsText(o) <= CART_TEXT_LIMITS.optionsChars,
        `must be at most ${CART_TEXT_LIMITS.optionsChars} characters as JSON`,
      ),
    ),
  ),
});

export const serviceProperties = picked({
  scheduledDate: opt(str({ maxLength: 100 })),
  numberOfParticipants: opt(int({ min: 1, max: 10000 })),
});

/** A page URL on the wire (docs/wire.md#page-urls): `{relativePath, url}`, never a bare string. */
const pageUrl = opt(strict({ relativePath: opt(str()), url: opt(str()) }));

const lineItem = obj({
  quantity,
  catalogReference,
  // A catalog line's page is the catalogue's; a given one is checked for its shape only.
  url: pageUrl,
  serviceProperties: opt(serviceProperties),
});
export type LineItemInput = Out<typeof lineItem>;

/** `{original, translated}` of the cart's texts, each with its `@maxLength`. */
const translatable = (original: number, translated: number) =>
  picked({ original: str({ maxLength: original }), translated: opt(str({ maxLength: translated })) });

/** A price: a decimal, or `{amount}` as the emulator has always also taken it. */
const price = decimal({ gte: 0, lte: CART_LIMITS.price });
const customPrice = v.union([price, picked({ amount: price })], 'must be a decimal such as "12.50"');

/**
 * A custom line item (the platform's CustomLineItem): every field has its schema, and only the declared ones are
 * kept, so that nothing arbitrary is stored with the cart.
 */
const customLineItem = picked({
  quantity,
  productName: opt(
    picked({ original: str({ minLength: 1, maxLength: 200 }), translated: opt(str({ maxLength: 400 })) }),
  ),
  price: opt(customPrice),
  id: opt(str({ minLength: 1, maxLength: 36 })),
  url: pageUrl,
  media: opt(
    picked({
      id: opt(str({ maxLength: 200 })),
      url: opt(str({ maxLength: 2048 })),
      width: opt(num({ min: 0, max: 100000 })),
      height: opt(num({ min: 0, max: 100000 })),
      filename: opt(str({ maxLength: 1000 })),
      altText: opt(str({ maxLength: 1000 })),
    }),
  ),
  descriptionLines: opt(
    arr(
      picked({
        name: translatable(100, 200),
        plainText: opt(translatable(600, 600)),
        colorInfo: opt(
          picked({
            original: str({ maxLength: 500 }),
            translated: opt(str({ maxLength: 500 })),
            code: opt(str({ maxLength: 100 })),
          }),
        ),
      }),
      { maxItems: 10 },
    ),
  ),
  itemType: opt(picked({ preset: opt(oneOf(ITEM_TYPES)), custom: opt(str({ maxLength: 100 })) })),
  physicalProperties: opt(
    picked({
      weight: opt(amount({ min: 0, max: 999999999 })),
      sku: opt(str({ maxLength: 40 })),
      shippable: opt(bool()),
    }),
  ),
  serviceProperties: opt(serviceProperties),
});
export type CustomLineInput = Out<typeof customLineItem>;

const lines = <T extends v.GenericSchema>(of: T, maxItems: number) => opt(arr(of, { maxItems }));

const merchantDiscount = picked({
  amount: opt(
    v.union(
      [amount({ min: 0, max: CART_LIMITS.price }), picked({ amount: amount({ min: 0, max: CART_LIMITS.price }) })],
      'must be a non-negative decimal',
    ),
  ),
  percentage: opt(num({ min: 0, max: 100 })),
  lineItemIds: opt(arr(str(), { maxItems: CART_LIMITS.lines })),
});

const contactDetails = obj({ firstName: opt(str()), lastName: opt(str()), phone: opt(str()), company: opt(str()) });

export const patchCart = strict({
  cartInfo: opt(
    obj({
      contactInfo: opt(obj({ address: opt(wireAddress), contactDetails: opt(contactDetails) })),
      buyerNote: opt(str({ maxLength: 1000 })),
      selectedShippingOption: opt(shippingOption),
      businessLocationId: opt(str()),
    }),
  ),
  couponCode: opt(str({ minLength: 1, maxLength: 50 })),
  merchantDiscounts: opt(arr(merchantDiscount, { maxItems: 100 })),
  lineItems: lines(lineItem, CART_LIMITS.updated),
  customLineItems: lines(customLineItem, CART_LIMITS.updated),
  cartFieldmask: opt(str({ maxLength: 1000 })),
});
export type PatchCart = Out<typeof patchCart>;

const addedLines = {
  lineItems: lines(lineItem, CART_LIMITS.added),
  customLineItems: lines(customLineItem, CART_LIMITS.added),
};
export const addToCart = strict(addedLines);
export type AddToCart = Out<typeof addToCart>;
/** The Cart API's add by id: the platform SDK repeats the path's id in the body (README, D2); the path decides. */
export const addToCartById = strict({ ...addedLines, id: opt(str()) });

export const removeLineItems = strict({ lineItemIds: arr(str(), { maxItems: CART_LIMITS.lines }) });
export const noBody = strict({});

export const updateQuantities = strict({
  lineItems: arr(strict({ id: str(), quantity: int({ min: 0, max: 100000 }) }), { maxItems: CART_LIMITS.lines }),
});
export type QuantityUpdate = Out<typeof updateQuantities>['lineItems'][number];

/** The wire wraps the chosen memberships: `{memberships: [{id, appId, lineItemIds}]}` (the answer lists them bare). */
const selectedMemberships = strict({
  memberships: opt(arr(strict({ id: str(), appId: str(), lineItemIds: opt(arr(str())) }))),
});

export const estimateRequest = strict({
  selectedShippingOption: opt(shippingOption),
  shippingAddress: opt(wireAddress),
  billingAddress: opt(wireAddress),
  selectedMemberships: opt(selectedMemberships),
  calculateTax: opt(bool()),
  calculateShipping: opt(bool()),
});
export type EstimateRequest = Pick<
  Out<typeof estimateRequest>,
  'selectedShippingOption' | 'selectedMemberships' | 'shippingAddress'
>;
