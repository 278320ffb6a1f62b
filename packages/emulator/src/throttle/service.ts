import type { EmulatorContext } from '../context';
import { TooManyRequestsError } from '../errors';
import type { LoginFailures, Who } from './records';

/** A counter and its rule: how many failures are free, and the longest delay after them. */
interface Counter {
  table: 'member_login_failures' | 'address_login_failures';
  key: string;
  free: number;
  /** Delays double from 1 s up to this; `lock` waits it at once (an address's lock). */
  maxSeconds: number;
  lock?: boolean;
  says: string;
}

/**
 * The counters a sign-in meets. The e-mail address (not the member) is the key, so an unknown e-mail meets the same
 * rules and answers as a member's: a stranger cannot tell them apart by a lock.
 */
function counters(ctx: EmulatorContext, who: Who): Counter[] {
  const t = ctx.loginThrottle;
  const list: Counter[] = [];
  if (who.address !== undefined)
    list.push({
      table: 'address_login_failures',
      key: who.address,
      free: t.addressFailures - 1,
      maxSeconds: t.lockSeconds,
      lock: true,
      says: 'from this address',
    });
  if (who.email !== undefined && who.address !== undefined)
    list.push({
      table: 'member_login_failures',
      key: `pair:${who.address} ${who.email}`,
      free: t.pairFailures - 1,
      maxSeconds: t.lockSeconds,
      says: 'for this e-mail address from this address',
    });
  if (who.email !== undefined)
    list.push({
      table: 'member_login_failures',
      key: `email:${who.email}`,
      free: t.memberFailures - 1,
      maxSeconds: t.memberDelaySeconds,
      says: 'for this e-mail address',
    });
  return list;
}

/**
 * Refuses a try that comes before its delay is over: 429 with the seconds left (OWASP's login throttling). Nothing
 * is checked and nothing counted, so waiting is the only way on, for an attacker and an owner alike.
 */
export function refuseIfLocked(ctx: EmulatorContext, who: Who): void {
  for (const c of counters(ctx, who)) {
    const record = ctx.store.table(c.table).get(c.key);
    const left = record ? record.lockedUntil - ctx.now() : 0;
    if (left <= 0) continue;
    const seconds = Math.ceil(left / 1000);
    throw new TooManyRequestsError(`Too many failed sign-ins ${c.says}; try again in ${seconds} seconds`, seconds);
  }
}

/** The record after one more failure at `now`: a new window after the old one ends, the delay of the count. */
function failed(old: LoginFailures | undefined, c: Counter, now: number, windowMs: number): LoginFailures {
  const fresh = !old || old.windowStart + windowMs <= now || (c.lock === true && old.lockedUntil > 0);
  const failures = (fresh ? 0 : old.failures) + 1;
  // An address's lock counts within a fixed window; a delay's count lasts until a window passes without a failure,
  // so a patient attacker does not start again with free tries after each long delay.
  const windowStart = fresh || !c.lock ? now : old.windowStart;
  const over = failures - c.free;
  if (over <= 0) return { subject: c.key, failures, windowStart, lockedUntil: 0 };
  const seconds = c.lock ? c.maxSeconds : Math.min(2 ** (over - 1), c.maxSeconds);
  return { subject: c.key, failures, windowStart, lockedUntil: now + seconds * 1000 };
}

/**
 * Counts a failed sign-in against the address, the address and e-mail pair and the e-mail address, in its own
 * transaction (the failure's answer must not undo it).
 */
export function countFailure(ctx: EmulatorContext, who: Who): void {
  const now = ctx.now();
  const windowMs = ctx.loginThrottle.windowSeconds * 1000;
  ctx.store.write(() => {
    for (const c of counters(ctx, who)) {
      const table = ctx.store.table(c.table);
      table.put(c.key, failed(table.get(c.key), c, now, windowMs));
    }
  });
}

/**
 * A successful sign-in clears the pair's count and the e-mail's (never an address's: one good account must not
 * reset it).
 */
export function forgetFailures(ctx: EmulatorContext, who: Who): void {
  ctx.store.write(() => {
    const table = ctx.store.table('member_login_failures');
    for (const c of counters(ctx, who)) if (c.table === 'member_login_failures') table.delete(c.key);
  });
}

/** Seconds until `key`'s window ends if it has used `limit` already in it, else 0. Counts nothing. */
export function allowanceSpent(ctx: EmulatorContext, key: string, limit: number, windowMs: number): number {
  const old = ctx.store.table('member_login_failures').get(key);
  const now = ctx.now();
  if (!old || old.windowStart + windowMs <= now || old.failures < limit) return 0;
  return Math.ceil((old.windowStart + windowMs - now) / 1000);
}

/**
 * Counts one use of a bounded allowance per subject and window (wrong verification codes per member, verification
 * mails per member): answers how many are used now, this one included.
 */
export function takeAllowance(ctx: EmulatorContext, key: string, windowMs: number): number {
  return ctx.store.write(() => {
    const table = ctx.store.table('member_login_failures');
    const now = ctx.now();
    const old = table.get(key);
    const fresh = !old || old.windowStart + windowMs <= now;
    const failures = (fresh ? 0 : old.failures) + 1;
    table.put(key, { subject: key, failures, windowStart: fresh ? now : old.windowStart, lockedUntil: 0 });
    return failures;
  });
}

/** Ends a subject's window early (a right verification code clears the member's wrong ones). */
export function resetAllowance(ctx: EmulatorContext, key: string): void {
  ctx.store.write(() => ctx.store.table('member_login_failures').delete(key));
}
