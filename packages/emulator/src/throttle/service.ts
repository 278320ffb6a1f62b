import type { EmulatorContext } from '../context';
import { TooManyRequestsError } from '../errors';
import type { Who } from './records';

type Kind = keyof Who;
const KINDS: readonly Kind[] = ['address', 'member'];
const TABLE = { member: 'member_login_failures', address: 'address_login_failures' } as const;
const LIMIT = { member: 'memberFailures', address: 'addressFailures' } as const;
const WHO = { member: 'for this member', address: 'from this address' } as const;

/** Refuses a locked-out address or member: 429 with the seconds left (OWASP's login throttling). */
export function refuseIfLocked(ctx: EmulatorContext, who: Who): void {
  for (const kind of KINDS) {
    const id = who[kind];
    const record = id === undefined ? undefined : ctx.store.table(TABLE[kind]).get(id);
    const left = record ? record.lockedUntil - ctx.now() : 0;
    if (left <= 0) continue;
    const seconds = Math.ceil(left / 1000);
    throw new TooManyRequestsError(`Too many failed sign-ins ${WHO[kind]}; try again in ${seconds} seconds`, seconds);
  }
}

/**
 * Counts a failed sign-in against the member and the address, in its own transaction (the failure's answer must
 * not undo it). The failure that reaches the limit within the window starts the lock; the first one after a lock,
 * or after the window, starts a new count.
 */
export function countFailure(ctx: EmulatorContext, who: Who): void {
  const now = ctx.now();
  const limits = ctx.loginThrottle;
  ctx.store.write(() => {
    for (const kind of KINDS) {
      const id = who[kind];
      if (id === undefined) continue;
      const table = ctx.store.table(TABLE[kind]);
      const old = table.get(id);
      const over = old && (old.windowStart + limits.windowSeconds * 1000 <= now || old.lockedUntil > 0);
      const count = old && !over ? old : { failures: 0, windowStart: now };
      const failures = count.failures + 1;
      const lockedUntil = failures >= limits[LIMIT[kind]] ? now + limits.lockSeconds * 1000 : 0;
      table.put(id, { subject: id, failures, windowStart: count.windowStart, lockedUntil });
    }
  });
}

/** A successful sign-in clears the member's count (never an address's: one good account must not reset it). */
export function forgetFailures(ctx: EmulatorContext, member: string): void {
  ctx.store.write(() => ctx.store.table(TABLE.member).delete(member));
}
