// The redirects slice's door: the redirect sessions the hosted pages run, and the checks of a callback URL.
export { checkResetLink, destinationRefusal } from './callbacks';
export type { AuthRequest, RedirectSessionRecord } from './records';
export { findRedirectSession, logOut, startSignIn, thankYouUrl } from './service';
