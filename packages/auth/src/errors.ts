/** The sign-in failures of docs/specification.md#8-errors, and the guards this package adds. */
export type AuthErrorCode =
  /** `Invalid _state`: the returned state is not the pending sign-in's, or nothing is pending. */
  | 'INVALID_STATE'
  /** `Missing code or _state`. */
  | 'MISSING_CODE_OR_STATE'
  /** `Failed to get member tokens`: the authorization page answered with an error, or the result came after a logout. */
  | 'MEMBER_TOKENS_FAILED'
  /** `OAuth flow timed out`: the hidden frame did not answer within 120000 ms. */
  | 'TIMEOUT'
  /** `something went wrong`: the token endpoint answered other than 200 with a usable token pair. */
  | 'TOKEN_REQUEST_FAILED'
  /** The authorization server sent `error` back to the redirect URI. */
  | 'AUTHORIZATION_ERROR'
  /** The code exchange got no answer: the code is spent, so sign-in has to start again. */
  | 'SIGN_IN_LOST'
  /** A redirect session answer without a usable `fullUrl`. */
  | 'INVALID_ANSWER'
  /** Another silent sign-in is still running in this document. */
  | 'SIGN_IN_BUSY'
  /** A value would not fit in a cookie, or storage cannot be used here. */
  | 'STORAGE'
  /** A URL from elsewhere was refused, or WebCrypto or a browser document is missing. */
  | 'UNSUPPORTED';

export interface AuthErrorInit {
  code: AuthErrorCode;
  status?: number;
  requestId?: string;
  /** The OAuth `error` (from the token endpoint or the authorization page), e.g. `invalid_grant`. */
  error?: string;
  errorDescription?: string;
  cause?: unknown;
}

/** Every failure this package raises itself. Messages never carry a token, a code or a verifier. */
export class AuthError extends Error {
  override readonly name = 'AuthError' as const;
  declare readonly code: AuthErrorCode;
  declare readonly status: number | undefined;
  declare readonly requestId: string | undefined;
  declare readonly error: string | undefined;
  declare readonly errorDescription: string | undefined;

  constructor(message: string, init: AuthErrorInit) {
    super(message, { cause: init.cause });
    Object.assign(this, init);
  }
}

// By name, not prototype, so the guard holds across the ESM and CJS copies of this package.
export const isAuthError = (error: unknown): error is AuthError => error instanceof Error && error.name === 'AuthError';
