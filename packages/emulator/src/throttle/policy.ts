import type { LoginThrottle } from '../context';

/**
 * The default: an address and an e-mail address together get 5 failures, then a delay that doubles from 1 s to
 * 15 minutes; an e-mail address, whatever the addresses, 10, then a delay that doubles from 1 s to 60 s (a spray
 * across addresses slows down, the owner waits a minute at most); an address 100 (any e-mail), then a 15-minute
 * lock. Counted over 15 minutes.
 */
export const LOGIN_THROTTLE: Readonly<LoginThrottle> = Object.freeze({
  pairFailures: 5,
  memberFailures: 10,
  memberDelaySeconds: 60,
  addressFailures: 100,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
});

export type { LoginThrottle };
