import type { Client } from '@vitrine/http';
import { login, processVerification, register, type LoginParams, type RegisterParams } from './login';
import { saveLoginState } from './login-memory';
import { initialLoginState, type LoginResult } from './login-state';
import { getMemberTokensForDirectLogin } from './silent-sign-in';

/** What a custom login form does next: sign in, register, or send the e-mailed code (from the client's last state). */
export type LoginAction = { login: LoginParams } | { register: RegisterParams } | { verificationCode: string };

export interface LoginStep {
  /** The state the form shows; also the client's last state. */
  state: LoginResult;
  /** Why the hidden-frame sign-in after SUCCESS failed (the state is then FAILURE with its message). */
  signInError?: Error;
}

/**
 * One step of a custom login form, as plain data: the identity call, then (with `signIn`, the default) member
 * tokens through the hidden frame after SUCCESS. With `signIn: false` SUCCESS stops there, its session token yours.
 */
export async function loginStep(
  client: Client,
  action: LoginAction,
  options: { signIn?: boolean } = {},
): Promise<LoginStep> {
  const result =
    'login' in action
      ? await login(client, action.login)
      : 'register' in action
        ? await register(client, action.register)
        : await processVerification(client, { verificationCode: action.verificationCode });
  if (result.loginState !== 'SUCCESS' || options.signIn === false) return { state: result };
  try {
    await getMemberTokensForDirectLogin(client, result.data.sessionToken);
    return { state: result };
  } catch (error) {
    const signInError = error instanceof Error ? error : new Error(String(error));
    const state: LoginResult = { loginState: 'FAILURE', error: signInError.message };
    saveLoginState(client, state);
    return { state, signInError };
  }
}

/** Back to INITIAL: a form's reset, so that a code sent afterwards is `Unknown _state`. */
export function resetLogin(client: Client): LoginResult {
  saveLoginState(client, initialLoginState);
  return initialLoginState;
}
