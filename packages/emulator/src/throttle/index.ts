// The throttle slice's door: the failed sign-ins the identity slice counts.
export { countFailure, forgetFailures, refuseIfLocked } from './service';
