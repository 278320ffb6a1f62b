import { ChannelType } from '@vitrine/cart';
import { oneOf, opt, str, strict, type Out } from '../schema/kit';
import { wireAddress } from '../schema/address';
import { shippingOption } from '../cart/schemas';

export const createCheckout = strict({
  channelType: opt(oneOf(Object.values(ChannelType))),
  shippingAddress: opt(wireAddress),
  billingAddress: opt(wireAddress),
  selectedShippingOption: opt(shippingOption),
  email: opt(str({ maxLength: 254 })),
});
export type CreateCheckout = Out<typeof createCheckout>;
