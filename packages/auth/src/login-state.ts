import { isApiError, isValidationError } from '@vitrine/http';

/** The client login states of docs/specification.md#4-states. */
export const LoginState = {
  INITIAL: 'INITIAL',
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  EMAIL_VERIFICATION_REQUIRED: 'EMAIL_VERIFICATION_REQUIRED',
  OWNER_APPROVAL_REQUIRED: 'OWNER_APPROVAL_REQUIRED',
  USER_CAPTCHA_REQUIRED: 'USER_CAPTCHA_REQUIRED',
  SILENT_CAPTCHA_REQUIRED: 'SILENT_CAPTCHA_REQUIRED',
} as const;
export type LoginState = (typeof LoginState)[keyof typeof LoginState];

/** The register and login error codes of docs/specification.md#8-errors. */
export type LoginErrorCode =
  | 'invalidEmail'
  | 'missingCaptchaToken'
  | 'emailAlreadyExists'
  | 'invalidCaptchaToken'
  | 'invalidPassword'
  | 'resetPassword';

export type LoginResult =
  | { loginState: 'INITIAL' }
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'OWNER_APPROVAL_REQUIRED' }
  | {
      loginState: 'FAILURE' | 'USER_CAPTCHA_REQUIRED' | 'SILENT_CAPTCHA_REQUIRED';
      error: string;
      errorCode?: LoginErrorCode;
    };

/** Where a custom login form starts. */
export const initialLoginState: LoginResult = /* @__PURE__ */ Object.freeze({ loginState: 'INITIAL' });

export const unknownState = (): LoginResult => ({ loginState: 'FAILURE', error: 'Unknown _state' });

/** Server state → client state: SUCCESS, REQUIRE_OWNER_APPROVAL, REQUIRE_EMAIL_VERIFICATION; anything else is `Unknown _state`. */
export function fromServerState(answer: Record<string, unknown>): LoginResult {
  const { state, sessionToken, stateToken } = answer;
  if (state === 'SUCCESS' && typeof sessionToken === 'string' && sessionToken)
    return { loginState: 'SUCCESS', data: { sessionToken } };
  if (state === 'REQUIRE_OWNER_APPROVAL') return { loginState: 'OWNER_APPROVAL_REQUIRED' };
  if (state === 'REQUIRE_EMAIL_VERIFICATION' && typeof stateToken === 'string' && stateToken) {
    return { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken } };
  }
  return unknownState();
}

export const LOGIN_CODES = new Map<string, LoginErrorCode>([
  ['-19971', 'missingCaptchaToken'],
  ['-19970', 'invalidCaptchaToken'],
  ['-19976', 'invalidPassword'],
  ['-19973', 'resetPassword'],
]);
export const REGISTER_CODES = new Map<string, LoginErrorCode>([
  ['-19971', 'missingCaptchaToken'],
  ['-19995', 'emailAlreadyExists'],
  ['-19970', 'invalidCaptchaToken'],
]);

/**
 * A failed call as a result, never a throw. Platform errors get their code of docs/specification.md#sign-in-failures
 * (`fallback` for other refusals: login's `invalidEmail`); a missing captcha asks for the invisible one, a refused
 * captcha for the visible one.
 */
export function failureResult(
  error: unknown,
  codes: Map<string, LoginErrorCode>,
  fallback?: LoginErrorCode,
): LoginResult {
  const message = error instanceof Error ? error.message : String(error);
  let errorCode: LoginErrorCode | undefined;
  if (
    isValidationError(error) &&
    error.violations.some((v) => (v.data as { type?: unknown } | undefined)?.type === 'EMAIL')
  ) {
    errorCode = 'invalidEmail';
  } else if (isApiError(error)) {
    // The fallback is for the platform's refusals; a 5xx says nothing about the e-mail.
    errorCode = codes.get(error.code) ?? (error.errorType === 'user' ? fallback : undefined);
  }
  const loginState =
    errorCode === 'missingCaptchaToken'
      ? 'SILENT_CAPTCHA_REQUIRED'
      : errorCode === 'invalidCaptchaToken'
        ? 'USER_CAPTCHA_REQUIRED'
        : 'FAILURE';
  return errorCode ? { loginState, error: message, errorCode } : { loginState, error: message };
}

export const isVerificationPending = (
  state: LoginResult | undefined,
): state is Extract<LoginResult, { loginState: 'EMAIL_VERIFICATION_REQUIRED' }> =>
  state?.loginState === 'EMAIL_VERIFICATION_REQUIRED' && typeof state.data?.stateToken === 'string';
