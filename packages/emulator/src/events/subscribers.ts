import * as v from 'valibot';
import { violationsOf } from '../schema/violations';
import { subscriptionBody, type SubscriptionInput } from './schemas';

/** A subscriber given to `startEmulator` or the CLI that is not an http(s) URL (or its app id is malformed). */
export class EventSubscriptionError extends Error {
  override readonly name = 'EventSubscriptionError';
  constructor(
    message: string,
    readonly value: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type Subscriber = string | { url: string; appId?: string | null };

/** A subscriber of the options, checked as the admin route checks one. */
export function parseSubscriber(s: Subscriber): SubscriptionInput {
  const body = typeof s === 'string' ? { url: s } : s;
  const result = v.safeParse(subscriptionBody, body);
  if (result.success) return result.output;
  const says = violationsOf(result.issues)
    .map((x) => `${x.field} ${x.description}`)
    .join('; ');
  throw new EventSubscriptionError(`Event subscriber ${JSON.stringify(body.url)}: ${says}`, String(body.url));
}

/** The CLI's repeatable `--events-url [<appId>=]<url>`: the app id, when given, is the signed event's audience. */
export function parseEventsUrlFlag(value: string): SubscriptionInput {
  const m = /^([A-Za-z0-9._~-]{1,100})=(.*)$/.exec(value);
  return parseSubscriber(m && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? { url: m[2] ?? '', appId: m[1] } : value);
}
