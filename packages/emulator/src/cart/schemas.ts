import { anything, arr, bool, int, map, num, obj, opt, str, strict, type Out } from '../schema/kit';
import { wireAddress } from '../schema/address';

const quantity = int({ min: 1, max: 100000 });

const catalogReference = obj({
  catalogItemId: str({ minLength: 1 }),
  appId: str({ minLength: 1 }),
  options: opt(obj({ variantId: opt(str()), options: opt(map(str())) })),
});

/** A page URL on the wire (wire.md, "Page URLs"): `{relativePath, url}`, never a bare string. */
const pageUrl = opt(strict({ relativePath: opt(str()), url: opt(str()) }));

const lineItem = obj({
  quantity,
  catalogReference,
  // A catalog line's page is the catalogue's; a given one is checked for its shape only.
  url: pageUrl,
  serviceProperties: opt(obj({ scheduledDate: opt(str()), numberOfParticipants: opt(int({ min: 1 })) })),
});
export type LineItemInput = Out<typeof lineItem>;

const customLineItem = obj({
  quantity,
  productName: anything(),
  price: anything(),
  id: opt(str()),
  url: pageUrl,
  media: anything(),
  descriptionLines: opt(arr(anything())),
  itemType: anything(),
  physicalProperties: anything(),
  serviceProperties: anything(),
});
export type CustomLineInput = Out<typeof customLineItem>;

const lineItems = opt(arr(lineItem, { maxItems: 300 }));
const customLineItems = opt(arr(customLineItem, { maxItems: 300 }));

export const shippingOption = obj({ code: str({ minLength: 1 }), carrierId: opt(str()) });
export type ShippingOption = Out<typeof shippingOption>;

const merchantDiscount = obj({
  amount: anything(),
  percentage: opt(num({ min: 0, max: 100 })),
  lineItemIds: opt(arr(str())),
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
  merchantDiscounts: opt(arr(merchantDiscount)),
  lineItems,
  customLineItems,
  cartFieldmask: opt(str()),
});
export type PatchCart = Out<typeof patchCart>;

export const addToCart = strict({ lineItems, customLineItems });
export type AddToCart = Out<typeof addToCart>;

export const removeLineItems = strict({ lineItemIds: arr(str(), { maxItems: 300 }) });
export const noBody = strict({});

export const updateQuantities = strict({
  lineItems: arr(strict({ id: str(), quantity: int({ min: 0, max: 100000 }) }), { maxItems: 300 }),
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
export type EstimateRequest = Pick<Out<typeof estimateRequest>, 'selectedShippingOption' | 'selectedMemberships'>;
