import { randomBytes, randomUUID } from 'node:crypto';
import type { Store } from './store';

/** How many failed sign-ins within the window lock a member or an address out, and for how long. */
export interface LoginThrottle {
  memberFailures: number;
  addressFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** The delivery worker as the outbox and the emulator's start and stop see it (it is `events/worker.ts`). */
export interface Deliveries {
  /** Looks for due deliveries now (after a write commits, after an attempt ends). */
  wake(): void;
  /** Stops: attempts under way are abandoned and stay pending for the next start. */
  close(): Promise<void>;
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
  /** The per-run secret of the dev endpoints' writes and secret reads (`x-vitrine-admin-token`). */
  adminToken: string;
  /** Signs the hosted forms' CSRF tokens (per run). */
  formKey: Buffer;
  /** Sends the outbox's events to the subscribed apps (woken after each write that records one). */
  deliveries: Deliveries;
  /**
   * Runs in the transaction of a sign-in that turns a visitor into a member. The emulator wires the cart's merge
   * here (`emulator.ts`), so the tokens slice knows no cart.
   */
  signedIn?: (ctx: EmulatorContext, visitorId: string, memberId: string) => void;
  /** `'removed'`: the v1 current-cart calls answer as after the platform's removal (`cart/v1-removed.ts`). */
  cartV1?: 'available' | 'removed';
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
