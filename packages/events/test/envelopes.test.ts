import { describe, expect, it, vi } from 'vitest';
import { createEventReceiver, EVENT_TYPES, type EventIdentity, type EventName } from '../src';
import { deliver, makeKeys, signedClaims, type DeliveryInit } from './support/deliver';
import * as wire from './support/payloads';

const keys = await makeKeys();
const VISITOR = { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' } as const;
const delivery = (eventType: string, payload: unknown, extra: Partial<DeliveryInit> = {}) =>
  deliver(keys, {
    eventType,
    payload,
    instanceId: wire.INSTANCE,
    identity: VISITOR,
    accountInfo: wire.ACCOUNT,
    ...extra,
  });

const plainMetadata = { instanceId: wire.INSTANCE, identity: VISITOR, accountInfo: wire.ACCOUNT };

/** Each event: its wire payload and the exact envelope its handler gets. */
const CASES: [EventName, () => unknown, unknown][] = [
  ['cartCreated', wire.cartCreated, { entity: wire.readCart(), metadata: wire.domainMetadata('created', VISITOR) }],
  [
    'cartUpdated',
    wire.cartUpdated,
    {
      entity: wire.readCart(),
      metadata: wire.domainMetadata('updated', VISITOR),
      modifiedFields: { _updatedDate: new Date('2025-03-01T10:05:00.000Z'), buyerNote: 'gift' },
    },
  ],
  ['cartDeleted', wire.cartDeleted, { entity: wire.readCart(), metadata: wire.domainMetadata('deleted', VISITOR) }],
  [
    'cartV2Created',
    wire.cartV2Created,
    { entity: wire.readCartV2(), metadata: wire.domainMetadataV2('created', VISITOR) },
  ],
  [
    'cartV2Updated',
    wire.cartV2Updated,
    { entity: wire.readCartV2(), metadata: wire.domainMetadataV2('updated', VISITOR) },
  ],
  [
    'cartV2Deleted',
    wire.cartV2Deleted,
    { entity: wire.readCartV2(), metadata: wire.domainMetadataV2('deleted', VISITOR) },
  ],
  [
    'productCreated',
    wire.productCreated,
    {
      data: {
        ...wire.productCreated(),
        price: { currency: 'EUR', price: 49, discountedPrice: NaN, pricePerUnit: Infinity },
        media: {
          mainMedia: {
            _id: 'm-linen-shirt-1',
            image: { url: 'https://static.example/m.jpg', width: 800, height: 1000 },
          },
          items: [],
        },
        costAndProfitData: { itemCost: 20, profit: -Infinity, profitMargin: 0.5 },
      },
      metadata: plainMetadata,
    },
  ],
  ['productChanged', wire.productChanged, { data: wire.productChanged(), metadata: plainMetadata }],
  ['productDeleted', wire.productDeleted, { data: wire.productDeleted(), metadata: plainMetadata }],
  [
    'collectionCreated',
    wire.collectionCreated,
    {
      data: {
        ...wire.collectionCreated(),
        media: {
          mainMedia: { _id: 'm-summer', image: { url: 'https://static.example/s.jpg', width: 10, height: 10 } },
        },
      },
      metadata: plainMetadata,
    },
  ],
  ['collectionChanged', wire.collectionChanged, { data: wire.collectionChanged(), metadata: plainMetadata }],
  ['collectionDeleted', wire.collectionDeleted, { data: wire.collectionDeleted(), metadata: plainMetadata }],
  ['productVariantsChanged', wire.variantsChanged, { data: wire.variantsChanged(), metadata: plainMetadata }],
  [
    'productV3Created',
    wire.productV3Created,
    { entity: wire.readProductV3(), metadata: wire.productV3Metadata('created', VISITOR) },
  ],
  [
    'productV3Updated',
    wire.productV3Updated,
    {
      entity: wire.readProductV3(),
      metadata: wire.productV3Metadata('updated', VISITOR),
      modifiedFields: { name: 'Linen shirt' },
    },
  ],
  [
    'productV3Deleted',
    wire.productV3Deleted,
    { entity: wire.readProductV3(), metadata: wire.productV3Metadata('deleted', VISITOR) },
  ],
  [
    'categoryCreated',
    wire.categoryCreated,
    { entity: wire.readCategory(), metadata: wire.categoryMetadata('created', VISITOR) },
  ],
  [
    'categoryUpdated',
    wire.categoryUpdated,
    { entity: wire.readCategory(), metadata: wire.categoryMetadata('updated', VISITOR) },
  ],
  [
    'categoryDeleted',
    wire.categoryDeleted,
    { entity: wire.readCategory(), metadata: wire.categoryMetadata('deleted', VISITOR) },
  ],
  [
    'categoryMoved',
    wire.categoryMoved,
    {
      data: {
        categoryId: 'cat-shirts',
        parentCategory: { _id: 'cat-apparel', index: 2 },
        treeReference: { appNamespace: '@wix/stores' },
      },
      metadata: wire.categoryMetadata('category_moved', VISITOR),
    },
  ],
  [
    'categoryItemAddedToCategory',
    wire.categoryItemAdded,
    {
      data: { categoryId: 'cat-shirts', addedItem: wire.categoryItem, treeReference: { appNamespace: '@wix/stores' } },
      metadata: wire.categoryMetadata('item_added_to_category', VISITOR),
    },
  ],
  [
    'categoryItemRemovedFromCategory',
    wire.categoryItemRemoved,
    {
      data: {
        categoryId: 'cat-shirts',
        removedItem: wire.categoryItem,
        treeReference: { appNamespace: '@wix/stores' },
      },
      metadata: wire.categoryMetadata('item_removed_from_category', VISITOR),
    },
  ],
  [
    'categoryItemsArrangedInCategory',
    wire.categoryItemsArranged,
    {
      data: { categoryId: 'cat-shirts', treeReference: { appNamespace: '@wix/stores' } },
      metadata: wire.categoryMetadata('items_arranged_in_category', VISITOR),
    },
  ],
];

const register = (events: ReturnType<typeof createEventReceiver>, name: EventName, handler: (e: unknown) => void) =>
  events[`on${name[0]!.toUpperCase()}${name.slice(1)}` as 'onCartCreated'](handler);

describe('each event of the specification', () => {
  it('has its platform type string', () => {
    expect(Object.values(EVENT_TYPES)).toHaveLength(23);
    expect(EVENT_TYPES).toEqual({
      cartCreated: 'wix.ecom.v1.cart_created',
      cartUpdated: 'wix.ecom.v1.cart_updated',
      cartDeleted: 'wix.ecom.v1.cart_deleted',
      cartV2Created: 'wix.ecom.v2.cart_created',
      cartV2Updated: 'wix.ecom.v2.cart_updated',
      cartV2Deleted: 'wix.ecom.v2.cart_deleted',
      productCreated: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
      productChanged: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      productDeleted: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
      collectionCreated: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
      collectionChanged: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
      collectionDeleted: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
      productVariantsChanged: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
      productV3Created: 'wix.stores.catalog.v3.product_created',
      productV3Updated: 'wix.stores.catalog.v3.product_updated',
      productV3Deleted: 'wix.stores.catalog.v3.product_deleted',
      categoryCreated: 'wix.categories.v1.category_created',
      categoryUpdated: 'wix.categories.v1.category_updated',
      categoryDeleted: 'wix.categories.v1.category_deleted',
      categoryMoved: 'wix.categories.v1.category_category_moved',
      categoryItemAddedToCategory: 'wix.categories.v1.category_item_added_to_category',
      categoryItemRemovedFromCategory: 'wix.categories.v1.category_item_removed_from_category',
      categoryItemsArrangedInCategory: 'wix.categories.v1.category_items_arranged_in_category',
    });
  });

  it.each(CASES)(
    '%s: its handler gets the exact envelope, and only its handler runs',
    async (name, payload, expected) => {
      const events = createEventReceiver({ publicKey: keys.publicKey });
      const seen: unknown[] = [];
      const others = vi.fn();
      for (const [other] of CASES) register(events, other, other === name ? (e) => void seen.push(e) : others);
      events.onUnknown(others);

      const received = await events.process(await delivery(EVENT_TYPES[name], payload()));

      expect(seen).toStrictEqual([expected]);
      expect(others).not.toHaveBeenCalled();
      expect(received).toStrictEqual({ name, eventType: EVENT_TYPES[name], envelope: expected });
    },
  );

  it('runs every handler of an event, and not one that was removed', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const first = vi.fn();
    const second = vi.fn();
    const removed = vi.fn();
    events.onProductDeleted(first);
    events.onProductDeleted(second);
    events.onProductDeleted(removed)();
    await events.process(await delivery(EVENT_TYPES.productDeleted, wire.productDeleted()));
    expect([first.mock.calls.length, second.mock.calls.length, removed.mock.calls.length]).toEqual([1, 1, 0]);
  });

  it('gives a deleted cart without its entity when the platform sends none', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const payload = { ...wire.cartDeleted(), deletedEvent: {} };
    const received = await events.process(await delivery(EVENT_TYPES.cartDeleted, payload));
    expect(received.envelope).toStrictEqual({ metadata: wire.domainMetadata('deleted', VISITOR) });
  });

  it('takes null for a field the delivery does not carry', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const claim = { eventType: EVENT_TYPES.productDeleted, instanceId: null, identity: null, accountInfo: null };
    const body = await signedClaims(keys, {
      data: JSON.stringify({ ...claim, data: JSON.stringify(wire.productDeleted()) }),
    });
    const received = await events.process(body);
    expect(received.envelope).toStrictEqual({ data: wire.productDeleted(), metadata: {} });
  });

  it('leaves out of the metadata what the delivery does not carry', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const received = await events.process(
      await deliver(keys, { eventType: EVENT_TYPES.productChanged, payload: wire.productChanged() }),
    );
    expect(received.envelope).toStrictEqual({ data: wire.productChanged(), metadata: {} });
  });
});

describe('the identity', () => {
  const IDENTITIES: EventIdentity[] = [
    { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: 'visitor-1' },
    { identityType: 'MEMBER', memberId: 'member-1' },
    { identityType: 'WIX_USER', wixUserId: 'user-1' },
    { identityType: 'APP', appId: 'app-1' },
  ];

  it.each(IDENTITIES)('$identityType arrives as its own member of the union', async (identity) => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    let who: EventIdentity | undefined;
    events.onCartCreated(({ metadata }) => {
      who = metadata.identity;
    });
    await events.process(await delivery(EVENT_TYPES.cartCreated, wire.cartCreated(), { identity }));
    expect(who).toStrictEqual(identity);
    // The union narrows by `identityType` to the one id of that kind.
    const id = (() => {
      switch (who!.identityType) {
        case 'ANONYMOUS_VISITOR':
          return who!.anonymousVisitorId;
        case 'MEMBER':
          return who!.memberId;
        case 'WIX_USER':
          return who!.wixUserId;
        case 'APP':
          return who!.appId;
      }
    })();
    expect(id).toBe(Object.values(identity)[1]);
  });
});

describe('an event of another type', () => {
  it('goes to onUnknown with its type, payload (ids renamed) and metadata', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const unknown = vi.fn();
    events.onUnknown(unknown);
    const received = await events.process(
      await delivery('wix.ecom.v1.order_created', { id: 'evt-1', createdEvent: { entity: { id: 'order-1' } } }),
    );
    const envelope = {
      eventType: 'wix.ecom.v1.order_created',
      data: { _id: 'evt-1', createdEvent: { entity: { _id: 'order-1' } } },
      metadata: plainMetadata,
    };
    expect(unknown.mock.calls).toStrictEqual([[envelope]]);
    expect(received).toStrictEqual({ name: 'unknown', eventType: 'wix.ecom.v1.order_created', envelope });
  });

  it('rejects with UnknownEventError when no onUnknown handler takes it', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const handler = vi.fn();
    events.onCartCreated(handler);
    const error = await events.process(await delivery('wix.ecom.v1.order_created', {})).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'UnknownEventError',
      eventType: 'wix.ecom.v1.order_created',
      message: 'No handler for the event type "wix.ecom.v1.order_created": register one with onUnknown',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('is no error for a known event nobody listens to', async () => {
    const events = createEventReceiver({ publicKey: keys.publicKey });
    const received = await events.process(await delivery(EVENT_TYPES.productDeleted, wire.productDeleted()));
    expect(received.name).toBe('productDeleted');
  });
});
