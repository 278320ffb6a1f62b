import { ChannelType } from '@vitrine/cart';
import { formatted, oneOf, opt, strict, type Out } from '../schema/kit';
import { wireAddress } from '../schema/address';
import { shippingOption } from '../cart/schemas';

export const createCheckout = strict({
  channelType: opt(oneOf(Object.values(ChannelType))),
  shippingAddress: opt(wireAddress),
  billingAddress: opt(wireAddress),
  selectedShippingOption: opt(shippingOption),
  email: opt(formatted('email', { maxLength: 254 })),
});
export type CreateCheckout = Out<typeof createCheckout>;
