/** Why a delivery was refused; each reason has its HTTP status in `handle()`. */
export type EventRefusal =
  /** The body is no compact JWT (400). */
  | 'malformed'
  /** The body is larger than a delivery can be (413). */
  | 'too-large'
  /** The token is not signed RS256: `none`, HS256 or any other algorithm (401). */
  | 'algorithm'
  /** The signature does not match the public key: tampered, or signed by another key (401). */
  | 'signature'
  /** The token's `exp` has passed (401). */
  | 'expired'
  /** Another registered claim fails: `nbf` in the future (401). */
  | 'claims'
  /** Signed and valid, but its `data` claim is not an event in the platform's format (400). */
  | 'payload';

const STATUS: Record<EventRefusal, 400 | 401 | 413> = {
  malformed: 400,
  'too-large': 413,
  algorithm: 401,
  signature: 401,
  expired: 401,
  claims: 401,
  payload: 400,
};

/** A delivery that was not verified as an event of the platform: no handler ran. */
export class EventVerificationError extends Error {
  override readonly name = 'EventVerificationError' as const;
  readonly reason: EventRefusal;
  /** The answer `handle()` gives the platform: 400, 401 or 413. */
  readonly status: 400 | 401 | 413;

  constructor(reason: EventRefusal, message: string, options?: ErrorOptions) {
    super(message, options);
    this.reason = reason;
    this.status = STATUS[reason];
  }
}

/** A verified event of a type this receiver does not know, with no `onUnknown` handler to take it. */
export class UnknownEventError extends Error {
  override readonly name = 'UnknownEventError' as const;
  readonly eventType: string;

  constructor(eventType: string) {
    super(`No handler for the event type ${JSON.stringify(eventType)}: register one with onUnknown`);
    this.eventType = eventType;
  }
}

// Guards compare names, not prototypes, so they hold across the ESM and CJS copies of this package.
export const isEventVerificationError = (error: unknown): error is EventVerificationError =>
  error instanceof Error && error.name === 'EventVerificationError';
export const isUnknownEventError = (error: unknown): error is UnknownEventError =>
  error instanceof Error && error.name === 'UnknownEventError';
