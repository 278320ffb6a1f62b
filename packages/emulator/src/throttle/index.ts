// The throttle slice's door: the failed sign-ins the identity slice counts, and its per-member allowances
// (verification codes, mails).
export { allowanceSpent, countFailure, forgetFailures, refuseIfLocked, resetAllowance, takeAllowance } from './service';
