import { address, IAM, type Client, type Shape } from '@vitrine/http';
import type { OAuthStrategy } from './oauth';
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

/** Where a client keeps its last login state: its oauth strategy (other clients keep none). */
const holderOf = (client: Client): Partial<OAuthStrategy> | undefined => {
  const auth = client?.auth as Partial<OAuthStrategy> | undefined;
  return typeof auth?.signIn === 'function' ? auth : undefined;
};

/**
 * One identity call, answered as a login state; any failure (validation, network, odd answer) is a result too.
 * The result becomes the client's state, which `processVerification` continues from.
 */
async function step(
  client: Client,
  path: string,
  body: unknown,
  codes: Map<string, LoginErrorCode>,
  fallback?: LoginErrorCode,
  request?: Shape,
): Promise<LoginResult> {
  let result: LoginResult;
  try {
    result = fromServerState(await client.request({ method: 'POST', service: IAM, path, body, request }));
  } catch (error) {
    result = failureResult(error, codes, fallback);
  }
  const holder = holderOf(client);
  if (holder) holder.lastLogin = result;
  return result;
}

/** Signs a member in with e-mail and password (a custom form). SUCCESS carries the session token for `getMemberTokensForDirectLogin`. */
export function login(client: Client, params: LoginParams): Promise<LoginResult> {
  const body = { loginId: { email: params.email }, password: params.password, captchaTokens: captcha(params.captchaTokens) };
  return step(client, '/authentication/v2/login', body, LOGIN_CODES, 'invalidEmail');
}

/** A new member's profile addresses travel in the wire's names (`addressLine`, `formattedAddress`, `geocode`). */
const PROFILE: Shape = { profile: { addresses: { address } } };

/** Registers a member; the answer may ask for e-mail verification or the owner's approval. */
export function register(client: Client, params: RegisterParams): Promise<LoginResult> {
  const body = { loginId: { email: params.email }, password: params.password, profile: params.profile, captchaTokens: captcha(params.captchaTokens) };
  return step(client, '/authentication/v2/register', body, REGISTER_CODES, undefined, PROFILE);
}

/**
 * Sends the e-mailed code; only while the state is EMAIL_VERIFICATION_REQUIRED, else FAILURE `Unknown _state`
 * without a call. The state is `state` when given, else the client's own: the last result of `login`,
 * `register` or `processVerification` on it.
 */
export async function processVerification(client: Client, input: { verificationCode: string }, state?: LoginResult): Promise<LoginResult> {
  state ??= holderOf(client)?.lastLogin;
  if (!isVerificationPending(state)) return unknownState();
  const body = { code: input.verificationCode, stateToken: state.data.stateToken };
  return step(client, '/verification/v1/auth/verify', body, LOGIN_CODES);
}
