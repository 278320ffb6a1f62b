import { formatted, oneOf, opt, strict, type Out } from '../schema/kit';
import { wireAddress } from '../schema/address';
import { shippingOption } from '../schema/shipping';

/** Where an order comes from, as the platform spells it. */
const CHANNEL_TYPES = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
] as const;

export const createCheckout = strict({
  channelType: opt(oneOf(CHANNEL_TYPES)),
  shippingAddress: opt(wireAddress),
  billingAddress: opt(wireAddress),
  selectedShippingOption: opt(shippingOption),
  email: opt(formatted('email', { maxLength: 254 })),
});
export type CreateCheckout = Out<typeof createCheckout>;
