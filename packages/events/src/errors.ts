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
  /** The token has no `exp`: it would be good for ever (401). */
  | 'no-expiry'
  /** The token's `iat` is later than now, past the clock skew allowed (401). */
  | 'issued-in-future'
  /** The token names an audience (`aud`) that is not this app's `appId` (401). */
  | 'audience'
  /** The token names an issuer (`iss`) that is not the platform (401). */
  | 'issuer'
  /** Another registered claim fails: `nbf` in the future (401). */
  | 'claims'
  /** The same delivery again while its token lives: taken once already, or being taken (200, nothing run). */
  | 'replayed'
  /** Signed and valid, but its `data` claim is not an event in the platform's format (400). */
  | 'payload';

/** The answers `handle()` gives a refused delivery. */
export type RefusalStatus = 200 | 400 | 401 | 413;

const STATUS: Record<EventRefusal, RefusalStatus> = {
  malformed: 400,
  'too-large': 413,
  algorithm: 401,
  signature: 401,
  expired: 401,
  'no-expiry': 401,
  'issued-in-future': 401,
  audience: 401,
  issuer: 401,
  claims: 401,
  // A duplicate is answered as a success, as webhook receivers do: the platform has nothing to deliver again,
  // and whoever replayed it learns nothing.
  replayed: 200,
  payload: 400,
};

/**
 * A delivery refused before any handler ran: not verified as an event of the platform, or (`reason: 'replayed'`)
 * one this receiver has taken already.
 */
export class EventVerificationError extends Error {
  override readonly name = 'EventVerificationError' as const;
  readonly reason: EventRefusal;
  /** The answer `handle()` gives the platform: 400, 401 or 413; 200 for a replay. */
  readonly status: RefusalStatus;
  /** The id the receiver knows the delivery by (its replay store's key), when it got that far. */
  readonly deliveryId: string | undefined;

  constructor(reason: EventRefusal, message: string, options?: ErrorOptions & { deliveryId?: string }) {
    super(message, options);
    this.reason = reason;
    this.status = STATUS[reason];
    this.deliveryId = options?.deliveryId;
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
