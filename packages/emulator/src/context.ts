import { randomBytes, randomUUID } from 'node:crypto';
import type { Store } from './store';

/**
 * How failed sign-ins slow the next ones down (throttle slice): per address and e-mail address, per e-mail address
 * across addresses, per address; a growing delay rather than a lock the attacker could turn against the owner.
 */
export interface LoginThrottle {
  /** Failures of one address on one e-mail address before each further one doubles its delay (1 s … lockSeconds). */
  pairFailures: number;
  /** Failures on one e-mail address from any address before each further one doubles its delay (1 s …). */
  memberFailures: number;
  /** The longest delay of an e-mail address across addresses: what the owner may have to wait, at most. */
  memberDelaySeconds: number;
  /** Failures of one address (any e-mail) that lock it for lockSeconds. */
  addressFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** A store's catalog version (`catalog-version.ts`). */
export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG';

/** The delivery worker as the outbox and the emulator's start and stop see it (it is `events/worker.ts`). */
export interface Deliveries {
  /** Looks for due deliveries now (after a write commits, after an attempt ends). */
  wake(): void;
  /** Stops: attempts under way are abandoned and stay pending for the next start. */
  close(): Promise<void>;
  /** Deliveries one subscriber may have waiting; past it, new events to it are dead-lettered (default 10,000). */
  maxPendingPerSubscriber?: number;
}

/** Hashes and checks members' passwords (scrypt by default; tests wrap it to count the work a sign-in does). */
export interface PasswordHasher {
  hash(password: string): string;
  /** False for a missing or malformed `stored`, after the same work as a real check. */
  verify(password: string, stored: string | undefined): boolean;
}

/** Bounds the work of one kind (picture resizes): `run` waits for a slot, or refuses when too many wait (`media/gate.ts`). */
export interface ResizeGate {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Everything one emulator instance owns; nothing lives at module level. */
export interface EmulatorContext {
  store: Store;
  /** Current time in milliseconds. */
  now(): number;
  /** Main URL, e.g. http://127.0.0.1:4455 (set once the listener is bound). */
  url: string;
  readOnlyUrl: string;
  accessTokenLifetimeSeconds: number;
  /** A refresh token not used for this long has expired. */
  refreshTokenIdleSeconds: number;
  /** A sign-in's refresh tokens end this long after the sign-in, renewed or not. */
  refreshTokenLifetimeSeconds: number;
  /** A password change needs a member token from a sign-in at most this old. */
  recentSignInSeconds: number;
  loginThrottle: LoginThrottle;
  passwords: PasswordHasher;
  /** The per-run secret of the dev endpoints' writes and secret reads (`x-vitrine-admin-token`). */
  adminToken: string;
  /** Signs the hosted forms' CSRF tokens (per run). */
  formKey: Buffer;
  /** The picture resizes of this instance (both listeners): a few at a time, a bounded queue, 503 beyond it. */
  resizes: ResizeGate;
  /** Sends the outbox's events to the subscribed apps (woken after each write that records one). */
  deliveries: Deliveries;
  /**
   * Runs in the transaction of a sign-in that turns a visitor into a member. The emulator wires the cart's merge
   * here (`emulator.ts`), so the tokens slice knows no cart.
   */
  signedIn?: (ctx: EmulatorContext, visitorId: string, memberId: string) => void;
  /** `'removed'`: the v1 current-cart calls answer as after the platform's removal (`cart/v1-removed.ts`). */
  cartV1?: 'available' | 'removed';
  /** The store's catalog version, for its life (kept in the database); `catalog-version.ts`. Default V3. */
  catalogVersion?: CatalogVersion;
}

export function isoNow(ctx: EmulatorContext): string {
  return new Date(ctx.now()).toISOString();
}

export function newId(): string {
  return randomUUID();
}

export function newToken(prefix: string): string {
  return `${prefix}.${randomBytes(24).toString('base64url')}`;
}
