import { post } from './call';
import { WITH_IDENTITY } from './shapes';
import type { AuthenticationResponse, EmptyResponse } from './types/authentication';
import type {
  ResendDuringAuthenticationRequest,
  StartVerificationRequest,
  VerifyDuringAuthenticationRequest,
} from './types/verification';

/** `POST /verification/v1/Start` (capital S, as the platform spells it): starts verifying an identity's e-mail. */
export const startVerification = /* @__PURE__ */ post<StartVerificationRequest, EmptyResponse>(
  '/verification/v1/Start',
);

/** `POST /verification/v1/auth/verify`: the e-mailed code of a sign-in in `REQUIRE_EMAIL_VERIFICATION`. */
export const verifyDuringAuthentication = /* @__PURE__ */ post<
  VerifyDuringAuthenticationRequest,
  AuthenticationResponse
>('/verification/v1/auth/verify', { response: WITH_IDENTITY, sensitive: true });

/** `POST /verification/v1/auth/resend`: mails the sign-in's code again. */
export const resendDuringAuthentication = /* @__PURE__ */ post<ResendDuringAuthenticationRequest, EmptyResponse>(
  '/verification/v1/auth/resend',
);
