// Issue 28: the same signed delivery of each Catalog V3 product event and each categories event is read by the
// platform SDK (`client.webhooks.process` over `productsV3`' and `categories`' event definitions) and by Vitrine's
// receiver; both handlers get the same envelope (media: M1, undone by `platformValue`).
import { categories } from '@wix/categories';
import { AppStrategy, createClient } from '@wix/sdk';
import { productsV3 } from '@wix/stores';
import { createEventReceiver, EVENT_TYPES, type EventName } from '@vitrine/events';
import { describe, expect, it } from 'vitest';
import * as wire from '../../../packages/events/test/support/payloads';
import { platformValue } from './compare/answers';
import { appKeys, signDelivery, type Delivery } from './support/delivery';

const keys = await appKeys();
const APP_ID = 'app-vitrine-events';

const platformClient = () =>
  createClient({
    auth: AppStrategy({ appId: APP_ID, publicKey: keys.publicKey }),
    modules: { productsV3, categories },
  });
type PlatformClient = ReturnType<typeof platformClient>;
type Register = (client: PlatformClient, handler: (envelope: unknown) => void) => void;

const EVENTS: [EventName, Register, () => unknown][] = [
  ['productV3Created', (c, h) => c.productsV3.onProductCreated(h), wire.productV3Created],
  ['productV3Updated', (c, h) => c.productsV3.onProductUpdated(h), wire.productV3Updated],
  ['productV3Deleted', (c, h) => c.productsV3.onProductDeleted(h), wire.productV3Deleted],
  ['categoryCreated', (c, h) => c.categories.onCategoryCreated(h), wire.categoryCreated],
  ['categoryUpdated', (c, h) => c.categories.onCategoryUpdated(h), wire.categoryUpdated],
  ['categoryDeleted', (c, h) => c.categories.onCategoryDeleted(h), wire.categoryDeleted],
  ['categoryMoved', (c, h) => c.categories.onCategoryMoved(h), wire.categoryMoved],
  ['categoryItemAddedToCategory', (c, h) => c.categories.onCategoryItemAddedToCategory(h), wire.categoryItemAdded],
  [
    'categoryItemRemovedFromCategory',
    (c, h) => c.categories.onCategoryItemRemovedFromCategory(h),
    wire.categoryItemRemoved,
  ],
  [
    'categoryItemsArrangedInCategory',
    (c, h) => c.categories.onCategoryItemsArrangedInCategory(h),
    wire.categoryItemsArranged,
  ],
];

const delivery = (name: EventName, payload: unknown): Delivery => ({
  eventType: EVENT_TYPES[name],
  payload,
  instanceId: wire.INSTANCE,
  identity: { identityType: 'MEMBER', memberId: 'member-1' },
  accountInfo: wire.ACCOUNT,
});

/** What each SDK's handler got for one event's delivery. */
async function bothRead(name: EventName, register: Register, payload: unknown) {
  const body = await signDelivery(keys, delivery(name, payload));
  const platform = platformClient();
  const theirs: unknown[] = [];
  register(platform, (envelope) => void theirs.push(envelope));
  await platform.webhooks.process(body);

  const events = createEventReceiver({ publicKey: keys.publicKey });
  const ours: unknown[] = [];
  events[`on${name[0]!.toUpperCase()}${name.slice(1)}` as 'onProductV3Created']((e) => void ours.push(e));
  await events.process(body);
  return { theirs, ours };
}

describe('the same Catalog V3 or categories delivery, read by both SDKs', () => {
  it.each(EVENTS.filter(([name]) => name !== 'categoryDeleted'))(
    '%s: both handlers get the same envelope',
    async (name, register, payload) => {
      const { theirs, ours } = await bothRead(name, register, payload());
      expect(theirs).toHaveLength(1);
      expect(ours).toEqual(platformValue(theirs));
    },
  );

  // E1, as for a deleted cart: the platform SDK's `onCategoryDeleted` (@wix/auto_sdk_categories_categories 1.0.145)
  // renames the deleted category's ids but reads none of its fields; Vitrine reads it as every category.
  it('categoryDeleted: the same metadata; the category read, where the platform SDK only renames it (E1)', async () => {
    const [name, register, payload] = EVENTS.find(([event]) => event === 'categoryDeleted')!;
    const { theirs, ours } = await bothRead(name, register, payload());
    const metadata = wire.categoryMetadata('deleted', { identityType: 'MEMBER', memberId: 'member-1' });
    const { id, updatedDate, image, ...rest } = wire.wireCategory();
    const { id: imageId, ...picture } = image;
    expect(theirs).toEqual([
      { entity: { _id: id, _updatedDate: updatedDate, image: { _id: imageId, ...picture }, ...rest }, metadata },
    ]);
    expect(ours).toEqual([{ entity: wire.readCategory(), metadata }]);
  });
});
