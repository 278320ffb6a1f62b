import { obj, opt, str, type Out } from './kit';

/** A shipping option chosen by its code: a cart's and a checkout's `selectedShippingOption`. */
export const shippingOption = obj({ code: str({ minLength: 1 }), carrierId: opt(str()) });
export type ShippingOption = Out<typeof shippingOption>;
