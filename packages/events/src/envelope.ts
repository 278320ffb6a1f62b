import { parseAnswer } from '@vitrine/http/internal';
import type { EventDefinition } from './definitions';
import type { AccountInfo, EventIdentity } from './identity';
import type { EventMetadata } from './types';
import { refusal } from './verify';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** The verified `data` claim: the event's type, instance, identity and account, and its payload as JSON text. */
export interface Delivery {
  eventType: string;
  payload: string;
  metadata: EventMetadata;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw refusal('payload', cause);
  }
}

/** Reads the `data` claim as the platform writes it; anything else is refused before a handler runs. */
export function readDelivery(claim: string): Delivery {
  const delivery = parsed(claim);
  if (!isObject(delivery) || typeof delivery.eventType !== 'string' || typeof delivery.data !== 'string')
    throw refusal('payload');
  const { eventType, data } = delivery;
  // The platform writes an absent field as null at times (`instanceId?: string | null`): the same as no field.
  const [instanceId, identity, accountInfo] = [delivery.instanceId, delivery.identity, delivery.accountInfo].map(
    (value) => value ?? undefined,
  );
  // `identity` is JSON in a string of its own.
  const who = (typeof identity === 'string' ? parsed(identity) : identity) ?? undefined;
  if (who !== undefined && !(isObject(who) && typeof who.identityType === 'string')) throw refusal('payload');
  if (accountInfo !== undefined && !isObject(accountInfo)) throw refusal('payload');
  if (instanceId !== undefined && typeof instanceId !== 'string') throw refusal('payload');
  const metadata: EventMetadata = {};
  if (instanceId !== undefined) metadata.instanceId = instanceId;
  if (who !== undefined) metadata.identity = who as unknown as EventIdentity;
  if (accountInfo !== undefined) metadata.accountInfo = accountInfo as AccountInfo;
  return { eventType, payload: data, metadata };
}

/**
 * The handler's envelope, as the platform SDK builds it: a domain event's entity (created, current or deleted)
 * beside metadata that takes the payload's own fields (`_id`, `entityId`, `eventTime`…); a plain message's data.
 */
export function envelopeOf(delivery: Delivery, definition: EventDefinition | undefined): Json {
  let payload: unknown;
  try {
    payload = parseAnswer(delivery.payload, definition?.shape);
  } catch (cause) {
    throw refusal('payload', cause);
  }
  if (!definition?.domain) return { data: payload, metadata: delivery.metadata };
  if (!isObject(payload)) throw refusal('payload');
  const { createdEvent, updatedEvent, deletedEvent, actionEvent, ...own } = payload as Record<string, Json | undefined>;
  const metadata = { ...delivery.metadata, ...own };
  // An action (a category's item added, moved, …): its body is the handler's `data`, as the platform SDK gives it.
  if (actionEvent) return { data: actionEvent.body, metadata };
  if (deletedEvent) return deletedEvent.deletedEntity ? { entity: deletedEvent.deletedEntity, metadata } : { metadata };
  if (updatedEvent)
    return {
      entity: updatedEvent.currentEntity,
      metadata,
      ...(updatedEvent.modifiedFields ? { modifiedFields: updatedEvent.modifiedFields } : {}),
    };
  return { entity: createdEvent?.entity, metadata };
}
