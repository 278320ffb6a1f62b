import type { LoginThrottle } from '../context';

/** The default: 10 failures lock a member out, 100 an address, for 15 minutes, counted over 15 minutes. */
export const LOGIN_THROTTLE: Readonly<LoginThrottle> = Object.freeze({
  memberFailures: 10,
  addressFailures: 100,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
});

export type { LoginThrottle };
