import type { Tokens } from './types';

const ROLES = ['none', 'visitor', 'member'];

/** A number that can be stored and compared: not NaN, not infinite (Number.isFinite, as a type guard). */
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** The token pair of "no tokens" (role none), one object shared by every reader: nothing writes into a token pair. */
export const NO_TOKENS: Tokens = {
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'none' },
};

/** Reads a token pair from anything (stored JSON, a caller's object); a wrong shape is no tokens, never a throw. */
export function readTokens(value: unknown): Tokens | undefined {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const { accessToken: a, refreshToken: r } = (data ?? {}) as Partial<Record<keyof Tokens, Record<string, unknown>>>;
  if (typeof a?.value !== 'string' || !isFiniteNumber(a.expiresAt)) return undefined;
  if (typeof r?.value !== 'string' || !ROLES.includes(r.role as string)) return undefined;
  return {
    accessToken: { value: a.value, expiresAt: a.expiresAt },
    refreshToken: { value: r.value, role: r.role as Tokens['refreshToken']['role'] },
  };
}

/** Renew this many seconds early, but never more than half of the token's lifetime. */
export const EARLY_RENEWAL_SECONDS = 60;

/**
 * Whether an access token can still be sent at `now` (epoch seconds). `since` is when this process first held it:
 * a clock now before that has jumped backwards, and then no expiry can be trusted. `issuedAt` is when this process
 * got it from the platform, the only case in which its lifetime is known; a token from storage or from the caller
 * (a server's per-request strategy) is renewed the full margin early.
 */
export function isUsable(tokens: Tokens | undefined, now: number, since: number, issuedAt?: number): tokens is Tokens {
  if (!tokens?.accessToken.value || now < since) return false;
  const { expiresAt } = tokens.accessToken;
  const halfLifetime = issuedAt === undefined ? Infinity : Math.max(0, expiresAt - issuedAt) / 2;
  return now < expiresAt - Math.min(EARLY_RENEWAL_SECONDS, halfLifetime);
}
