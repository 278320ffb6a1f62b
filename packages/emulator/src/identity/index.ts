// The identity slice's door: members' sign-in, sign-up and sessions, for the hosted pages, the redirects and the
// dev inbox.
export { MIN_PASSWORD_LENGTH } from './password';
export { SESSION_LIFETIME_MS, type AuthAnswer } from './rules';
export { approveIdentity, listIdentities, login, proceed, recover, register, verifyCode } from './service';
export { createSession, endSessions, liveSession, sessionMember } from './sessions/service';
