import { arr, bool, decimal, formatted, int, obj, oneOf, opt, picked, str, strict, type Out } from '../../schema/kit';
import { wireAddress } from '../../schema/address';
import { CART_LIMITS, catalogReference, serviceProperties } from '../schemas';

// Cart V2's request bodies, as the platform SDK's `currentCartV2` and `cartV2` send them. Fields the emulator does
// not model (memberships, modifiers, extended fields, overrides) are taken and left unused.

const quantity = int({ min: 1, max: 100000 });
const text = (max: number) => picked({ original: str({ maxLength: max }), translated: opt(str({ maxLength: max })) });
const price = decimal({ gte: 0, lte: CART_LIMITS.price });
const money = picked({ amount: price, convertedAmount: opt(str()) });

const catalogItem = obj({ catalogReference, quantity });
export type CatalogItem = Out<typeof catalogItem>;

/** A line the caller prices itself: a priced one needs the API key, as v1's custom lines. */
const customItem = picked({
  name: text(200),
  quantityInfo: picked({ requestedQuantity: quantity }),
  pricing: picked({ price: money }),
  attributes: opt(
    picked({
      url: opt(str({ maxLength: 2048 })),
      itemType: opt(picked({ preset: opt(oneOf(['PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const)) })),
      physicalProperties: opt(picked({ sku: opt(str({ maxLength: 40 })), shippable: opt(bool()) })),
      serviceProperties: opt(serviceProperties),
    }),
  ),
});
export type CustomItem = Out<typeof customItem>;

const items = {
  catalogItems: opt(arr(catalogItem, { maxItems: CART_LIMITS.added })),
  customItems: opt(arr(customItem, { maxItems: CART_LIMITS.added })),
};
export const addLineItems = strict(items);
export type AddLineItems = Out<typeof addLineItems>;

const code = str({ minLength: 1, maxLength: 50 });
const deliveryMethodInput = obj({ code: str({ minLength: 1 }), appId: opt(str()) });
const giftCardInput = obj({ code: str({ minLength: 1 }), redeemAmount: opt(money) });

/** The cart's own fields a shopper sets (lists have their own calls). */
const cartFields = obj({
  note: opt(str({ maxLength: 1000 })),
  deliveryInfo: opt(obj({ address: opt(wireAddress) })),
  customerInfo: opt(
    obj({
      firstName: opt(str({ maxLength: 100 })),
      lastName: opt(str({ maxLength: 100 })),
      phone: opt(str({ maxLength: 100 })),
      company: opt(str({ maxLength: 1000 })),
      // The buyer's e-mail: the checkout made from this cart sends its order confirmation there.
      email: opt(formatted('email', { maxLength: 254 })),
    }),
  ),
});
export type CartFields = Out<typeof cartFields>;

export const createCart = strict({
  ...items,
  cart: opt(cartFields),
  coupons: opt(arr(strict({ code }), { maxItems: 1 })),
  deliveryMethod: opt(deliveryMethodInput),
  giftCards: opt(arr(giftCardInput, { maxItems: 1 })),
});
export type CreateCart = Out<typeof createCart>;

export const updateCart = strict({ cart: cartFields });

export const removeLineItems = strict({ lineItemIds: arr(str(), { maxItems: CART_LIMITS.lines }) });

/** `newQuantity` at least 1: a line is dropped with remove-line-items. */
export const updateLineItems = strict({
  lineItems: arr(obj({ lineItemId: str({ minLength: 1 }), quantity: opt(strict({ newQuantity: quantity })) }), {
    minItems: 1,
    maxItems: CART_LIMITS.lines,
  }),
});
export type LineItemUpdate = Out<typeof updateLineItems>['lineItems'][number];

export const addCoupon = strict({ coupon: strict({ code }) });
export const removeCoupon = strict({ couponId: str({ minLength: 1 }) });
export const setDeliveryMethod = strict({ deliveryMethod: deliveryMethodInput });
export const addGiftCard = strict({ giftCard: giftCardInput });
export const removeGiftCard = strict({ giftCardId: str({ minLength: 1 }) });
export const formSubmissions = strict({
  formSubmissions: opt(arr(obj({ id: opt(str()), formSubmissionId: opt(str()) }))),
});
export const noBody = strict({});
export const calculate = strict({ refreshCart: opt(bool()) });

const VALIDATIONS = ['SKIP_VALIDATIONS', 'PRE_CHECKOUT_VALIDATIONS', 'CHECKOUT_VALIDATIONS'] as const;
export const estimate = strict({
  refreshCart: opt(bool()),
  validationConfig: opt(oneOf(VALIDATIONS)),
  calculateDelivery: opt(bool()),
  calculateAdditionalFees: opt(bool()),
  calculateTax: opt(bool()),
  calculateGiftCards: opt(bool()),
});
export type Estimate = Out<typeof estimate>;

/** The platform SDK repeats the path's cart id in the body; the path decides. */
export const checkoutUrl = strict({ cartId: opt(str()), currencyCode: opt(str({ maxLength: 3 })) });
