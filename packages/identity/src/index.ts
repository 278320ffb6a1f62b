export {
  changePassword,
  login,
  loginV1,
  loginWithTokenParams,
  logout,
  proceedToNextState,
  register,
  registerV1,
  signOn,
} from './authentication';
export { recover, sendActivationEmail, sendRecoveryEmail } from './recovery';
export { resendDuringAuthentication, startVerification, verifyDuringAuthentication } from './verification';
export {
  AddressTag,
  AuthenticationState,
  EmailTag,
  IdentityStatus,
  PhoneTag,
  PrivacyStatus,
  StatusReason,
  TenantType,
  VerificationTarget,
} from './enums';
export type { IdentityCall } from './call';
export type * from './types/authentication';
export type * from './types/identity';
export type * from './types/recovery';
export type * from './types/verification';
