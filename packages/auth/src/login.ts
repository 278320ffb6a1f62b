import type { Client } from '@vitrine/http';
import {
  login as identityLogin,
  register as identityRegister,
  verifyDuringAuthentication,
  type CaptchaToken,
  type RegisterRequest,
} from '@vitrine/identity';
import { lastLoginState, saveLoginState } from './login-memory';
import {
  failureResult,
  fromServerState,
  isVerificationPending,
  LOGIN_CODES,
  REGISTER_CODES,
  unknownState,
  type LoginErrorCode,
  type LoginResult,
} from './login-state';

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

const captcha = (tokens?: CaptchaTokens): CaptchaToken[] | undefined =>
  tokens && [{ Recaptcha: tokens.recaptchaToken, InvisibleRecaptcha: tokens.invisibleRecaptchaToken }];

type Step = (client: Client) => Promise<Record<string, unknown>>;

/**
 * One identity call, answered as a login state; any failure (validation, network, odd answer) is a result too.
 * The result becomes the client's state, which `processVerification` continues from.
 */
async function step(
  client: Client,
  call: Step,
  codes: Map<string, LoginErrorCode>,
  fallback?: LoginErrorCode,
): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = fromServerState(await call(client));
  } catch (error) {
    result = failureResult(error, codes, fallback);
  }
  saveLoginState(client, result);
  return result;
}

const asAnswer = (answer: object): Record<string, unknown> => answer as Record<string, unknown>;

/** Signs a member in with e-mail and password (a custom form). SUCCESS carries the session token for `getMemberTokensForDirectLogin`. */
export function login(client: Client, params: LoginParams): Promise<LoginResult> {
  const body = {
    loginId: { email: params.email },
    password: params.password,
    captchaTokens: captcha(params.captchaTokens),
  };
  return step(client, async (c) => asAnswer(await identityLogin(c, body)), LOGIN_CODES, 'invalidEmail');
}

/** Registers a member; the answer may ask for e-mail verification or the owner's approval. */
export function register(client: Client, params: RegisterParams): Promise<LoginResult> {
  const body = {
    loginId: { email: params.email },
    password: params.password,
    profile: params.profile,
    captchaTokens: captcha(params.captchaTokens),
  };
  return step(client, async (c) => asAnswer(await identityRegister(c, body as RegisterRequest)), REGISTER_CODES);
}

/**
 * Sends the e-mailed code; only while the state is EMAIL_VERIFICATION_REQUIRED, else FAILURE `Unknown _state`
 * without a call. The state is `state` when given, else the client's own: the last result of `login`,
 * `register` or `processVerification` on it.
 */
export async function processVerification(
  client: Client,
  input: { verificationCode: string },
  state?: LoginResult,
): Promise<LoginResult> {
  state ??= lastLoginState(client);
  if (!isVerificationPending(state)) return unknownState();
  const body = { code: input.verificationCode, stateToken: state.data.stateToken };
  return step(client, async (c) => asAnswer(await verifyDuringAuthentication(c, body)), LOGIN_CODES);
}
