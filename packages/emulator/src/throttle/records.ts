import type { LoginThrottle } from '../context';

/** The failed sign-ins of one member, or of one address, in the current window. */
export interface LoginFailures {
  subject: string;
  failures: number;
  windowStart: number;
  /** Until when sign-ins are refused (0: not locked). */
  lockedUntil: number;
}

export const LOGIN_THROTTLE: Readonly<LoginThrottle> = Object.freeze({
  memberFailures: 10,
  addressFailures: 100,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
});

/** Who tries to sign in: the member (identity id) once known, and the client's address as the connection shows it. */
export interface Who {
  member?: string;
  address?: string;
}

export type { LoginThrottle };
