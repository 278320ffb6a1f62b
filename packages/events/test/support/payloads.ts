// Wire payloads of the ten events, as the platform sends them.
export const INSTANCE = 'inst-1f2e';
export const ACCOUNT = { accountId: 'acc-9', siteId: 'site-7' };

/** A cart on the wire: plain ids and dates, a line's page URL and image as objects, a non-finite decimal. */
export const wireCart = () => ({
  id: 'cart-1',
  createdDate: '2025-03-01T10:00:00.000Z',
  updatedDate: '2025-03-01T10:05:00.000Z',
  currency: 'EUR',
  lineItems: [
    {
      id: 'line-1',
      quantity: 2,
      productName: { original: 'Linen shirt' },
      url: { relativePath: '/product-page/linen-shirt', url: 'https://shop.example/product-page/linen-shirt' },
      image: {
        id: 'm-linen-shirt-1',
        url: 'https://static.example/m.jpg',
        width: 800,
        height: 1000,
        filename: 'shirt.jpg',
      },
      physicalProperties: { weight: 'NaN', shippable: true },
      catalogReference: { catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
    },
  ],
  contactInfo: {
    address: { addressLine: 'Torstraße 1', city: 'Berlin', geocode: { latitude: 52.53, longitude: '-Infinity' } },
  },
});

/** The same cart as the cart calls read it. */
export const readCart = () => ({
  _id: 'cart-1',
  _createdDate: new Date('2025-03-01T10:00:00.000Z'),
  _updatedDate: new Date('2025-03-01T10:05:00.000Z'),
  currency: 'EUR',
  lineItems: [
    {
      _id: 'line-1',
      quantity: 2,
      productName: { original: 'Linen shirt' },
      url: 'https://shop.example/product-page/linen-shirt',
      image: 'image://v1/m-linen-shirt-1/shirt.jpg#originWidth=800&originHeight=1000',
      physicalProperties: { weight: NaN, shippable: true },
      catalogReference: { catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
    },
  ],
  contactInfo: {
    address: { addressLine1: 'Torstraße 1', city: 'Berlin', location: { latitude: 52.53, longitude: -Infinity } },
  },
});

const domain = (slug: string, body: Record<string, unknown>) => ({
  id: `evt-${slug}`,
  entityFqdn: 'wix.ecom.v1.cart',
  slug,
  entityId: 'cart-1',
  eventTime: '2025-03-01T10:05:01.000Z',
  triggeredByAnonymizeRequest: false,
  ...body,
});

/** The metadata a domain event's handler gets: the delivery's, then the payload's own fields. */
export const domainMetadata = (slug: string, identity: unknown) => ({
  instanceId: INSTANCE,
  identity,
  accountInfo: ACCOUNT,
  _id: `evt-${slug}`,
  entityFqdn: 'wix.ecom.v1.cart',
  slug,
  entityId: 'cart-1',
  eventTime: new Date('2025-03-01T10:05:01.000Z'),
  triggeredByAnonymizeRequest: false,
});

export const cartCreated = () => domain('created', { createdEvent: { entity: wireCart() } });
export const cartUpdated = () =>
  domain('updated', {
    updatedEvent: {
      currentEntity: wireCart(),
      modifiedFields: { updatedDate: '2025-03-01T10:05:00.000Z', buyerNote: 'gift' },
    },
  });
export const cartDeleted = () => domain('deleted', { deletedEvent: { deletedEntity: wireCart() } });

export const productCreated = () => ({
  productId: 'prod-linen-shirt',
  name: 'Linen shirt',
  price: { currency: 'EUR', price: 49, discountedPrice: 'NaN', pricePerUnit: 'Infinity' },
  visible: true,
  media: {
    mainMedia: { id: 'm-linen-shirt-1', image: { url: 'https://static.example/m.jpg', width: 800, height: 1000 } },
    items: [],
  },
  sku: 'LS-1',
  productPageUrl: { base: 'https://shop.example', path: '/product-page/linen-shirt' },
  costAndProfitData: { itemCost: 20, profit: '-Infinity', profitMargin: 0.5 },
  originatedFromVersion: 'V1_CATALOG',
  slug: 'linen-shirt',
});
export const productChanged = () => ({
  productId: 'prod-linen-shirt',
  changedFields: ['name', 'price'],
  originatedFromVersion: 'V1_CATALOG',
});
export const productDeleted = () => ({ productId: 'prod-linen-shirt', originatedFromVersion: 'V1_CATALOG' });
export const collectionCreated = () => ({
  collection_Id: 'col-summer',
  name: 'Summer',
  media: { mainMedia: { id: 'm-summer', image: { url: 'https://static.example/s.jpg', width: 10, height: 10 } } },
  slug: 'summer',
  visible: true,
  originatedFromVersion: 'V1_CATALOG',
});
export const collectionChanged = () => ({
  collection_Id: 'col-summer',
  changedFields: ['name'],
  originatedFromVersion: 'V1_CATALOG',
});
export const collectionDeleted = () => ({ collection_Id: 'col-summer', originatedFromVersion: 'V1_CATALOG' });
export const variantsChanged = () => ({
  productId: 'prod-linen-shirt',
  variants: [{ variantId: 'var-m', choices: { Size: 'M' }, changedFields: ['price'] }],
  originatedFromVersion: 'V1_CATALOG',
});

/** A Cart V2 on the wire (what `wix.ecom.v2.cart_*` events carry) and as `@vitrine/cart/v2` reads it. */
export const wireCartV2 = () => ({
  id: 'cart-1',
  createdDate: '2025-03-01T10:00:00.000Z',
  updatedDate: '2025-03-01T10:05:00.000Z',
  revision: '3',
  lineItems: [
    {
      id: 'line-1',
      name: { original: 'Linen shirt' },
      quantityInfo: { requestedQuantity: 2, confirmedQuantity: 1 },
      pricing: { unitPrice: { amount: '59.00', convertedAmount: '59.00' } },
      source: {
        catalogReference: { catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
      },
      attributes: {
        url: { relativePath: '/product-page/linen-shirt', url: 'https://shop.example/product-page/linen-shirt' },
        physicalProperties: { weight: 'NaN', shippable: true },
      },
      status: 'PARTIALLY_IN_STOCK',
    },
  ],
  coupons: [{ id: 'coupon-1', code: 'WELCOME10' }],
  deliveryInfo: { address: { addressLine: 'Torstraße 1', city: 'Berlin', geocode: { latitude: 52.53 } } },
});

export const readCartV2 = () => ({
  _id: 'cart-1',
  _createdDate: new Date('2025-03-01T10:00:00.000Z'),
  _updatedDate: new Date('2025-03-01T10:05:00.000Z'),
  revision: '3',
  lineItems: [
    {
      _id: 'line-1',
      name: { original: 'Linen shirt' },
      quantityInfo: { requestedQuantity: 2, confirmedQuantity: 1 },
      pricing: { unitPrice: { amount: '59.00', convertedAmount: '59.00' } },
      source: {
        catalogReference: { catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
      },
      attributes: {
        url: 'https://shop.example/product-page/linen-shirt',
        physicalProperties: { weight: NaN, shippable: true },
      },
      status: 'PARTIALLY_IN_STOCK',
    },
  ],
  coupons: [{ _id: 'coupon-1', code: 'WELCOME10' }],
  deliveryInfo: { address: { addressLine1: 'Torstraße 1', city: 'Berlin', location: { latitude: 52.53 } } },
});

const domainV2 = (slug: string, body: Record<string, unknown>) => ({
  ...domain(slug, body),
  entityFqdn: 'wix.ecom.v2.cart',
});

export const domainMetadataV2 = (slug: string, identity: unknown) => ({
  ...domainMetadata(slug, identity),
  entityFqdn: 'wix.ecom.v2.cart',
});

export const cartV2Created = () => domainV2('created', { createdEvent: { entity: wireCartV2() } });
export const cartV2Updated = () => domainV2('updated', { updatedEvent: { currentEntity: wireCartV2() } });
export const cartV2Deleted = () => domainV2('deleted', { deletedEvent: { deletedEntity: wireCartV2() } });

// Catalog V3 products and categories: domain events of their own entities.
const image = { id: 'm-1.jpg', url: 'https://static.example/m-1.jpg', width: 800, height: 1000 };
export const wireProductV3 = () => ({
  id: 'prod-linen-shirt',
  revision: '4',
  createdDate: '2025-02-01T09:00:00.000Z',
  name: 'Linen shirt',
  media: { main: { id: 'm-1', image } },
  actualPriceRange: { minValue: { amount: '49' }, maxValue: { amount: '49' } },
});
export const readProductV3 = () => ({
  _id: 'prod-linen-shirt',
  revision: '4',
  _createdDate: new Date('2025-02-01T09:00:00.000Z'),
  name: 'Linen shirt',
  media: { main: { _id: 'm-1', image: 'image://v1/m-1.jpg#originWidth=800&originHeight=1000' } },
  actualPriceRange: { minValue: { amount: '49' }, maxValue: { amount: '49' } },
});
export const wireCategory = () => ({
  id: 'cat-shirts',
  name: 'Shirts',
  slug: 'shirts',
  image,
  updatedDate: '2025-02-02T09:00:00.000Z',
  treeReference: { appNamespace: '@wix/stores' },
});
export const readCategory = () => ({
  _id: 'cat-shirts',
  name: 'Shirts',
  slug: 'shirts',
  image: 'image://v1/m-1.jpg#originWidth=800&originHeight=1000',
  _updatedDate: new Date('2025-02-02T09:00:00.000Z'),
  treeReference: { appNamespace: '@wix/stores' },
});

const entityDomain = (fqdn: string, entityId: string) => (slug: string, body: Record<string, unknown>) => ({
  ...domain(slug, body),
  entityFqdn: fqdn,
  entityId,
});
const productV3Domain = entityDomain('wix.stores.catalog.v3.product', 'prod-linen-shirt');
const categoryDomain = entityDomain('wix.categories.v1.category', 'cat-shirts');

export const entityMetadata = (fqdn: string, entityId: string) => (slug: string, identity: unknown) => ({
  ...domainMetadata(slug, identity),
  entityFqdn: fqdn,
  entityId,
});
export const productV3Metadata = entityMetadata('wix.stores.catalog.v3.product', 'prod-linen-shirt');
export const categoryMetadata = entityMetadata('wix.categories.v1.category', 'cat-shirts');

export const productV3Created = () => productV3Domain('created', { createdEvent: { entity: wireProductV3() } });
export const productV3Updated = () =>
  productV3Domain('updated', {
    updatedEvent: { currentEntity: wireProductV3(), modifiedFields: { name: 'Linen shirt' } },
  });
export const productV3Deleted = () => productV3Domain('deleted', { deletedEvent: { deletedEntity: wireProductV3() } });
export const categoryCreated = () => categoryDomain('created', { createdEvent: { entity: wireCategory() } });
export const categoryUpdated = () => categoryDomain('updated', { updatedEvent: { currentEntity: wireCategory() } });
export const categoryDeleted = () => categoryDomain('deleted', { deletedEvent: { deletedEntity: wireCategory() } });
const ITEM = { catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' };
const TREE = { appNamespace: '@wix/stores' };
export const categoryMoved = () =>
  categoryDomain('category_moved', {
    actionEvent: {
      body: { categoryId: 'cat-shirts', parentCategory: { id: 'cat-apparel', index: 2 }, treeReference: TREE },
    },
  });
export const categoryItemAdded = () =>
  categoryDomain('item_added_to_category', {
    actionEvent: { body: { categoryId: 'cat-shirts', addedItem: ITEM, treeReference: TREE } },
  });
export const categoryItemRemoved = () =>
  categoryDomain('item_removed_from_category', {
    actionEvent: { body: { categoryId: 'cat-shirts', removedItem: ITEM, treeReference: TREE } },
  });
export const categoryItemsArranged = () =>
  categoryDomain('items_arranged_in_category', {
    actionEvent: { body: { categoryId: 'cat-shirts', treeReference: TREE } },
  });
export const categoryItem = ITEM;
