export { createEventReceiver } from './receiver';
export type { EventReceiver, EventReceiverOptions, ReceivedEvent, Unsubscribe } from './receiver';
export { EVENT_TYPES } from './definitions';
export {
  EventVerificationError,
  isEventVerificationError,
  isUnknownEventError,
  UnknownEventError,
  type EventRefusal,
  type RefusalStatus,
} from './errors';
export { createMemoryReplayStore, type MemoryReplayStoreOptions, type ReplayStore } from './replay-store';
export type * from './identity';
export type * from './types';
export { catalogueTags, staleCatalogueTags } from './catalogue-tags';
export { createRevalidationHandler, type RevalidationHandlerOptions } from './revalidation-handler';
