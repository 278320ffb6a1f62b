'use client';
import {
  captchaFor,
  initialLoginState,
  loginStep,
  resetLogin,
  type LoginAction,
  type LoginErrorCode,
  type LoginParams,
  type LoginResult,
  type LoginState,
  type RegisterParams,
} from '@vitrine/auth';
import { useState } from 'react';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';

export interface UseLoginFormOptions {
  /**
   * After SUCCESS, turn the session token into member tokens in a hidden frame (default true). With false, the
   * form stops at SUCCESS and `state.data.sessionToken` is yours.
   */
  signIn?: boolean;
}

export interface UseLoginForm {
  /** The auth package's login state: INITIAL, SUCCESS, FAILURE, EMAIL_VERIFICATION_REQUIRED, … */
  state: LoginResult;
  loginState: LoginState;
  /** The error text of a FAILURE or captcha state. */
  error: string | undefined;
  errorCode: LoginErrorCode | undefined;
  /** Why the hidden-frame sign-in after SUCCESS failed (the state is then FAILURE with its message). */
  signInError: VitrineError | null;
  /**
   * The captcha the state asks for, with the site key to run it with: `invisible` for SILENT_CAPTCHA_REQUIRED,
   * `visible` for USER_CAPTCHA_REQUIRED; send its token again as `captchaTokens`. Undefined in other states.
   */
  captcha: { kind: 'invisible' | 'visible'; siteKey: string } | undefined;
  isPending: boolean;
  login(params: LoginParams): Promise<LoginResult>;
  register(params: RegisterParams): Promise<LoginResult>;
  /** The e-mailed code; only while the state is EMAIL_VERIFICATION_REQUIRED (else FAILURE `Unknown _state`). */
  submitVerificationCode(code: string): Promise<LoginResult>;
  reset(): void;
}

/** A custom login and register form over auth's `loginStep`: this hook only renders its state. */
export function useLoginForm(options: UseLoginFormOptions = {}): UseLoginForm {
  const { client } = useVitrineContext();
  const [state, setState] = useState<LoginResult>(initialLoginState);
  const [signInError, setSignInError] = useState<VitrineError | null>(null);
  const [pending, setPending] = useState(0);

  async function run(action: LoginAction): Promise<LoginResult> {
    setPending((n) => n + 1);
    setSignInError(null);
    try {
      const step = await loginStep(client, action, options);
      if (step.signInError) setSignInError(step.signInError as VitrineError);
      setState(step.state);
      return step.state;
    } finally {
      setPending((n) => n - 1);
    }
  }

  const failed =
    state.loginState === 'FAILURE' ||
    state.loginState === 'USER_CAPTCHA_REQUIRED' ||
    state.loginState === 'SILENT_CAPTCHA_REQUIRED';
  return {
    state,
    loginState: state.loginState,
    error: failed ? state.error : undefined,
    errorCode: failed ? state.errorCode : undefined,
    signInError,
    captcha: captchaFor(client, state),
    isPending: pending > 0,
    login: (params) => run({ login: params }),
    register: (params) => run({ register: params }),
    submitVerificationCode: (code) => run({ verificationCode: code }),
    reset: () => {
      setSignInError(null);
      setState(resetLogin(client));
    },
  };
}
