import { IAM, type Client } from '@vitrine/http';
import { failureResult, fromServerState, isVerificationPending, LOGIN_CODES, REGISTER_CODES, unknownState, type LoginErrorCode, type LoginResult } from './login-state';

export interface CaptchaTokens {
  /** From the visible captcha. */
  recaptchaToken?: string;
  /** From the invisible captcha. */
  invisibleRecaptchaToken?: string;
}

export interface LoginParams {
  email: string;
  password: string;
  captchaTokens?: CaptchaTokens;
}

export interface RegisterParams extends LoginParams {
  /** The new member's identity profile (firstName, lastName, nickname, customFields, …). */
  profile?: Record<string, unknown>;
}

const captcha = (tokens?: CaptchaTokens): unknown =>
  tokens && [{ Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken }];

/** One identity call, answered as a login state; any failure (validation, network, odd answer) is a result too. */
async function step(client: Client, path: string, body: unknown, codes: Map<string, LoginErrorCode>, fallback?: LoginErrorCode): Promise<LoginResult> {
  try {
    return fromServerState(await client.request({ method: 'POST', service: IAM, path, body }));
  } catch (error) {
    return failureResult(error, codes, fallback);
  }
}

/** Signs a member in with e-mail and password (a custom form). SUCCESS carries the session token for `getMemberTokensForDirectLogin`. */
export function login(client: Client, params: LoginParams): Promise<LoginResult> {
  const body = { loginId: { email: params.email }, password: params.password, captchaTokens: captcha(params.captchaTokens) };
  return step(client, '/authentication/v2/login', body, LOGIN_CODES, 'invalidEmail');
}

/** Registers a member; the answer may ask for e-mail verification or the owner's approval. */
export function register(client: Client, params: RegisterParams): Promise<LoginResult> {
  const body = { loginId: { email: params.email }, password: params.password, profile: params.profile, captchaTokens: captcha(params.captchaTokens) };
  return step(client, '/authentication/v2/register', body, REGISTER_CODES);
}

/** Sends the e-mailed code; only while `state` is EMAIL_VERIFICATION_REQUIRED, else FAILURE `Unknown _state` without a call. */
export async function processVerification(client: Client, input: { verificationCode: string }, state: LoginResult): Promise<LoginResult> {
  if (!isVerificationPending(state)) return unknownState();
  const body = { code: input.verificationCode, stateToken: state.data.stateToken };
  return step(client, '/verification/v1/auth/verify', body, LOGIN_CODES);
}
