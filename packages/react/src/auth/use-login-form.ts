'use client';
import {
  getMemberTokensForDirectLogin,
  initialLoginState,
  login,
  processVerification,
  register,
  type LoginErrorCode,
  type LoginParams,
  type LoginResult,
  type LoginState,
  type RegisterParams,
} from '@vitrine/auth';
import type { Client } from '@vitrine/http';
import { useRef, useState } from 'react';
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
  isPending: boolean;
  login(params: LoginParams): Promise<LoginResult>;
  register(params: RegisterParams): Promise<LoginResult>;
  /** The e-mailed code; only while the state is EMAIL_VERIFICATION_REQUIRED (else FAILURE `Unknown _state`). */
  submitVerificationCode(code: string): Promise<LoginResult>;
  reset(): void;
}

/** A custom login and register form: the login state machine, e-mail verification, then member tokens. */
export function useLoginForm(options: UseLoginFormOptions = {}): UseLoginForm {
  const { client } = useVitrineContext();
  const [state, setState] = useState<LoginResult>(initialLoginState);
  const [signInError, setSignInError] = useState<VitrineError | null>(null);
  const [pending, setPending] = useState(0);
  // The latest state, for a verification submitted right after the step that asked for it.
  const latest = useRef(state);
  const signIn = options.signIn ?? true;

  const settle = (next: LoginResult): LoginResult => {
    latest.current = next;
    setState(next);
    return next;
  };

  async function run(step: (client: Client) => Promise<LoginResult>): Promise<LoginResult> {
    setPending((n) => n + 1);
    setSignInError(null);
    try {
      const result = await step(client);
      if (result.loginState !== 'SUCCESS' || !signIn) return settle(result);
      try {
        await getMemberTokensForDirectLogin(client, result.data.sessionToken);
        return settle(result);
      } catch (error) {
        setSignInError(error as VitrineError);
        return settle({ loginState: 'FAILURE', error: (error as Error).message });
      }
    } finally {
      setPending((n) => n - 1);
    }
  }

  const failed = state.loginState === 'FAILURE' || state.loginState === 'USER_CAPTCHA_REQUIRED' || state.loginState === 'SILENT_CAPTCHA_REQUIRED';
  return {
    state,
    loginState: state.loginState,
    error: failed ? state.error : undefined,
    errorCode: failed ? state.errorCode : undefined,
    signInError,
    isPending: pending > 0,
    login: (params) => run((c) => login(c, params)),
    register: (params) => run((c) => register(c, params)),
    submitVerificationCode: (code) => run((c) => processVerification(c, { verificationCode: code }, latest.current)),
    reset: () => {
      setSignInError(null);
      settle(initialLoginState);
    },
  };
}
