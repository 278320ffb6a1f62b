import type { Cart } from '@vitrine/cart';
import type { CartV2 } from '@vitrine/cart/internal';
import type { Category, ItemReference, ProductV3, TreeReference } from '@vitrine/catalogue/v3';
import type { AccountInfo, EventIdentity } from './identity';

/** What every event carries besides its payload. */
export interface EventMetadata {
  /** The app instance (one site's installation of the app) the event is for. */
  instanceId?: string;
  identity?: EventIdentity;
  accountInfo?: AccountInfo;
}

/** A domain event's metadata: the event's own id (the same on a redelivery), its entity and time. */
export interface DomainEventMetadata extends EventMetadata {
  /** The event's id: a delivery with an id already handled is a duplicate. */
  _id: string;
  /** `wix.ecom.v1.cart` */
  entityFqdn: string;
  /** `created`, `updated` or `deleted`. */
  slug: string;
  entityId: string;
  eventTime: Date;
  triggeredByAnonymizeRequest?: boolean;
  originatedFrom?: string;
  entityEventSequence?: string;
}

export interface CartCreatedEnvelope {
  entity: Cart;
  metadata: DomainEventMetadata;
}

export interface CartUpdatedEnvelope {
  entity: Cart;
  metadata: DomainEventMetadata;
  /** The changed fields and their new values, read like the cart's (only when the platform sends them). */
  modifiedFields?: Partial<Cart> & Record<string, unknown>;
}

export interface CartDeletedEnvelope {
  /** The cart as it was, when the platform sends it. */
  entity?: Cart;
  metadata: DomainEventMetadata;
}

/** `wix.ecom.v2.cart_created`: the Cart V2 as `@vitrine/cart/v2` reads it (`_id`, `revision`, `lineItems[].status`). */
export interface CartV2CreatedEnvelope {
  entity: CartV2;
  metadata: DomainEventMetadata;
}

export interface CartV2UpdatedEnvelope {
  entity: CartV2;
  metadata: DomainEventMetadata;
  /** The changed fields and their new values (only when the platform sends them). */
  modifiedFields?: Partial<CartV2> & Record<string, unknown>;
}

export interface CartV2DeletedEnvelope {
  /** The cart as it was. */
  entity?: CartV2;
  metadata: DomainEventMetadata;
}

/** Which catalogue sent the event. */
export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED';

/** A product or collection media object as the platform sends it (its ids renamed `_id`). */
export type EventMedia = Record<string, unknown>;

export interface ProductCreated {
  productId?: string;
  name?: string;
  /** Non-finite numbers travel as strings and read back as numbers, as in the catalogue's answers. */
  price?: { currency?: string; price?: number; discountedPrice?: number; pricePerUnit?: number };
  visible?: boolean;
  media?: EventMedia;
  sku?: string;
  productPageUrl?: { base: string; path: string };
  brand?: string | null;
  costAndProfitData?: { itemCost?: number; profit?: number; profitMargin?: number; [field: string]: unknown };
  originatedFromVersion?: CatalogVersion;
  slug?: string;
}

export interface ProductChanged {
  productId?: string;
  changedFields?: string[];
  originatedFromVersion?: CatalogVersion;
}

export interface ProductDeleted {
  productId?: string;
  originatedFromVersion?: CatalogVersion;
}

/** The platform spells a collection's id `collection_Id` in its events. */
export interface CollectionCreated {
  collection_Id?: string;
  name?: string;
  media?: EventMedia;
  slug?: string;
  visible?: boolean;
  originatedFromVersion?: CatalogVersion;
}

export interface CollectionChanged {
  collection_Id?: string;
  changedFields?: string[];
  originatedFromVersion?: CatalogVersion;
}

export interface CollectionDeleted {
  collection_Id?: string;
  originatedFromVersion?: CatalogVersion;
}

export interface VariantChanged {
  variantId?: string;
  /** Option name → choice, e.g. `{ Size: 'M' }`. */
  choices?: Record<string, string>;
  changedFields?: string[];
  originatedFromVersion?: CatalogVersion;
}

export interface VariantsChanged {
  productId?: string;
  variants?: VariantChanged[];
  originatedFromVersion?: CatalogVersion;
}

/**
 * `wix.stores.catalog.v3.product_created`: a Catalog V3 product, read as `@vitrine/catalogue/v3` reads it (`_id`,
 * dates, media URIs).
 */
export interface ProductV3CreatedEnvelope {
  entity: ProductV3;
  metadata: DomainEventMetadata;
}

export interface ProductV3UpdatedEnvelope {
  entity: ProductV3;
  metadata: DomainEventMetadata;
  /** The changed fields and their new values (only when the platform sends them). */
  modifiedFields?: Partial<ProductV3> & Record<string, unknown>;
}

export interface ProductV3DeletedEnvelope {
  /** The product as it was, when the platform sends it. */
  entity?: ProductV3;
  metadata: DomainEventMetadata;
}

/** `wix.categories.v1.category_created`: a category (of any tree: see `entity.treeReference`). */
export interface CategoryCreatedEnvelope {
  entity: Category;
  metadata: DomainEventMetadata;
}

export interface CategoryUpdatedEnvelope {
  entity: Category;
  metadata: DomainEventMetadata;
  modifiedFields?: Partial<Category> & Record<string, unknown>;
}

export interface CategoryDeletedEnvelope {
  entity?: Category;
  metadata: DomainEventMetadata;
}

/** A category's action event: what happened, in `data`. */
export interface CategoryActionEnvelope<Data> {
  data: Data;
  metadata: DomainEventMetadata;
}

export interface CategoryMoved {
  categoryId?: string;
  parentCategory?: { _id?: string | null; index?: number | null };
  treeReference?: TreeReference;
}

export interface ItemAddedToCategory {
  categoryId?: string;
  /** For the stores' tree: a product (`catalogItemId`) of the stores app. */
  addedItem?: ItemReference;
  treeReference?: TreeReference;
}

export interface ItemRemovedFromCategory {
  categoryId?: string;
  removedItem?: ItemReference;
  treeReference?: TreeReference;
}

export interface ItemsArrangedInCategory {
  categoryId?: string;
  treeReference?: TreeReference;
}

/** A catalogue event: a plain message, with no event id of its own. */
export interface MessageEnvelope<Data> {
  data: Data;
  metadata: EventMetadata;
}

/** A verified event of a type this package does not know: its payload parsed, ids renamed. */
export interface UnknownEventEnvelope {
  eventType: string;
  data: unknown;
  metadata: EventMetadata;
}

/** The envelope each event's handler gets, by event name. */
export interface EventEnvelopes {
  cartCreated: CartCreatedEnvelope;
  cartUpdated: CartUpdatedEnvelope;
  cartDeleted: CartDeletedEnvelope;
  cartV2Created: CartV2CreatedEnvelope;
  cartV2Updated: CartV2UpdatedEnvelope;
  cartV2Deleted: CartV2DeletedEnvelope;
  productCreated: MessageEnvelope<ProductCreated>;
  productChanged: MessageEnvelope<ProductChanged>;
  productDeleted: MessageEnvelope<ProductDeleted>;
  collectionCreated: MessageEnvelope<CollectionCreated>;
  collectionChanged: MessageEnvelope<CollectionChanged>;
  collectionDeleted: MessageEnvelope<CollectionDeleted>;
  productVariantsChanged: MessageEnvelope<VariantsChanged>;
  productV3Created: ProductV3CreatedEnvelope;
  productV3Updated: ProductV3UpdatedEnvelope;
  productV3Deleted: ProductV3DeletedEnvelope;
  categoryCreated: CategoryCreatedEnvelope;
  categoryUpdated: CategoryUpdatedEnvelope;
  categoryDeleted: CategoryDeletedEnvelope;
  categoryMoved: CategoryActionEnvelope<CategoryMoved>;
  categoryItemAddedToCategory: CategoryActionEnvelope<ItemAddedToCategory>;
  categoryItemRemovedFromCategory: CategoryActionEnvelope<ItemRemovedFromCategory>;
  categoryItemsArrangedInCategory: CategoryActionEnvelope<ItemsArrangedInCategory>;
}

export type EventName = keyof EventEnvelopes;

export type EventHandler<Envelope> = (envelope: Envelope) => void | Promise<void>;
