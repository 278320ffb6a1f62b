/** The failed sign-ins of one member, or of one address, in the current window. */
export interface LoginFailures {
  subject: string;
  failures: number;
  windowStart: number;
  /** Until when sign-ins are refused (0: not locked). */
  lockedUntil: number;
}

/** Who tries to sign in: the member (identity id) once known, and the client's address as the connection shows it. */
export interface Who {
  member?: string;
  address?: string;
}
