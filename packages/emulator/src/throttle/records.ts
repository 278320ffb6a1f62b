/**
 * One counter of the throttle: the failures of a subject in the current window, and until when its next try waits.
 * Kept in the `member_login_failures` table (keyed `pair:…`, `email:…`, `code:…`, `mail:…`) and the
 * `address_login_failures` table (an address), so no new table was needed.
 */
export interface LoginFailures {
  subject: string;
  failures: number;
  windowStart: number;
  /** Until when tries are refused (0: not delayed). */
  lockedUntil: number;
}

/** Who tries to sign in: the e-mail address as typed (normalised), and the client's address as the connection shows it. */
export interface Who {
  email?: string;
  address?: string;
}
