import { IAM, type CallOptions, type Client } from '@vitrine/http';
import { post } from './call';
import { WITH_IDENTITY, WITH_PROFILE } from './shapes';
import type {
  AuthenticationResponse,
  ChangePasswordRequest,
  EmptyResponse,
  LoginRequest,
  LoginV1Request,
  LoginWithTokenParamsRequest,
  LogoutRequest,
  ProceedToNextStateRequest,
  RegisterRequest,
  RegisterV1Request,
  SignOnRequest,
  SignOnResponse,
} from './types/authentication';

// Answers that may carry a session or state token keep nothing of an unreadable body on the error.
const SIGN_IN = /* @__PURE__ */ Object.freeze({ response: WITH_IDENTITY, sensitive: true });
// Register and sign-on send a profile, whose addresses travel in the wire's names.
const WITH_NEW_PROFILE = /* @__PURE__ */ Object.freeze({ ...SIGN_IN, request: WITH_PROFILE });

/** `POST /authentication/v1/register`: registers with an authenticator and its inputs. */
export const registerV1 = /* @__PURE__ */ post<RegisterV1Request, AuthenticationResponse>(
  '/authentication/v1/register',
  SIGN_IN,
);

/** `POST /authentication/v1/login`: signs in with an authenticator and its inputs. */
export const loginV1 = /* @__PURE__ */ post<LoginV1Request, AuthenticationResponse>(
  '/authentication/v1/login',
  SIGN_IN,
);

/** `POST /authentication/v2/register`: registers a member with e-mail and password. */
export const register = /* @__PURE__ */ post<RegisterRequest, AuthenticationResponse>(
  '/authentication/v2/register',
  WITH_NEW_PROFILE,
);

/** `POST /authentication/v2/login`: signs a member in with e-mail and password. */
export const login = /* @__PURE__ */ post<LoginRequest, AuthenticationResponse>('/authentication/v2/login', SIGN_IN);

/** `POST /authentication/v2/change-password`: the signed-in member's new password. */
export const changePassword = /* @__PURE__ */ post<ChangePasswordRequest, EmptyResponse>(
  '/authentication/v2/change-password',
);

/** `POST /authentication/v2/sign-on`: signs a member on without a password (API-key clients). */
export const signOn = /* @__PURE__ */ post<SignOnRequest, SignOnResponse>(
  '/authentication/v2/sign-on',
  WITH_NEW_PROFILE,
);

/** `POST /authentication/v1/sso/login-with-token-params`: signs in with an identity provider's tokens. */
export const loginWithTokenParams = /* @__PURE__ */ post<LoginWithTokenParamsRequest, SignOnResponse>(
  '/authentication/v1/sso/login-with-token-params',
  SIGN_IN,
);

/** `POST /authentication/v1/state/proceed`: asks again after a `REQUIRE_…` state (say, once the owner approved). */
export const proceedToNextState = /* @__PURE__ */ post<ProceedToNextStateRequest, AuthenticationResponse>(
  '/authentication/v1/state/proceed',
  SIGN_IN,
);

/** `GET /authentication/v1/logout`: ends the member's platform session; a GET, so it goes to the read-only host. */
export function logout(client: Client, request: LogoutRequest = {}, options?: CallOptions): Promise<EmptyResponse> {
  return client.request(
    { method: 'GET', service: IAM, path: '/authentication/v1/logout', params: { ...request } },
    options,
  );
}
