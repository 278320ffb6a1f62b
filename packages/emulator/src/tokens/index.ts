// The tokens slice's door: the caller of a request, the sign-in's destinations and the OAuth apps' origins, for the
// routes of every slice, the redirects, the hosted pages and the identity slice.
export { admin, principal } from './caller';
export { revokeMemberTokens } from './families/service';
export { appOrigins, isLoopbackOrigin } from './origins';
export {
  answerDestination,
  authorize,
  listOAuthApps,
  redirectRefusal,
  type AuthorizationRequest,
  type Destination,
  type Reachable,
} from './service';
