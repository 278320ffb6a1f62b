import { staleCatalogueTags } from './catalogue-tags';
import { createEventReceiver, type EventReceiverOptions } from './receiver';

export interface RevalidationHandlerOptions extends EventReceiverOptions {
  /**
   * Drops the cached reads with these tags (`catalogueTags`' names), e.g. Next.js'
   * `tags.forEach((tag) => revalidateTag(tag, { expire: 0 }))`. The event is answered 200 once it has finished; if
   * it throws, 500, and the platform delivers the event again.
   */
  revalidate: (tags: string[]) => void | Promise<void>;
}

/**
 * A ready route handler for the platform's events that keeps a catalogue cache fresh: it verifies each delivery
 * (as `createEventReceiver().handle` does, with the same answers) and revalidates exactly the tags of what
 * changed. Events that stale nothing of the catalogue (carts, types it does not know) are answered 200 and
 * otherwise ignored, so the platform does not deliver them again.
 */
export function createRevalidationHandler(
  options: RevalidationHandlerOptions,
): (request: Request) => Promise<Response> {
  const events = createEventReceiver(options);
  const revalidate = async (event: Parameters<typeof staleCatalogueTags>[0]) => {
    const tags = staleCatalogueTags(event);
    if (tags.length > 0) await options.revalidate(tags);
  };
  events.onProductCreated((envelope) => revalidate({ name: 'productCreated', envelope }));
  events.onProductChanged((envelope) => revalidate({ name: 'productChanged', envelope }));
  events.onProductDeleted((envelope) => revalidate({ name: 'productDeleted', envelope }));
  events.onProductVariantsChanged((envelope) => revalidate({ name: 'productVariantsChanged', envelope }));
  events.onCollectionCreated((envelope) => revalidate({ name: 'collectionCreated', envelope }));
  events.onCollectionChanged((envelope) => revalidate({ name: 'collectionChanged', envelope }));
  events.onCollectionDeleted((envelope) => revalidate({ name: 'collectionDeleted', envelope }));
  // Catalog V3: its products and the categories take the same tags (a category is a collection).
  events.onProductV3Created((envelope) => revalidate({ name: 'productV3Created', envelope }));
  events.onProductV3Updated((envelope) => revalidate({ name: 'productV3Updated', envelope }));
  events.onProductV3Deleted((envelope) => revalidate({ name: 'productV3Deleted', envelope }));
  events.onCategoryCreated((envelope) => revalidate({ name: 'categoryCreated', envelope }));
  events.onCategoryUpdated((envelope) => revalidate({ name: 'categoryUpdated', envelope }));
  events.onCategoryDeleted((envelope) => revalidate({ name: 'categoryDeleted', envelope }));
  events.onCategoryMoved((envelope) => revalidate({ name: 'categoryMoved', envelope }));
  events.onCategoryItemAddedToCategory((envelope) => revalidate({ name: 'categoryItemAddedToCategory', envelope }));
  events.onCategoryItemRemovedFromCategory((envelope) =>
    revalidate({ name: 'categoryItemRemovedFromCategory', envelope }),
  );
  events.onCategoryItemsArrangedInCategory((envelope) =>
    revalidate({ name: 'categoryItemsArrangedInCategory', envelope }),
  );
  // Carts and types this does not know stale nothing of the catalogue: answered 200, never delivered again.
  events.onUnknown(() => {});
  return events.handle;
}
