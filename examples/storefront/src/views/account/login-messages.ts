import type { LoginErrorCode } from '@vitrine/sdk';

/** The platform's shortest password (the same rule its own pages check). */
export const MIN_PASSWORD_LENGTH = 4;

/** What is wrong with a new password, before any request; undefined when nothing is. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/**
 * The form's sentence for a failed sign-in or registration. A wrong password and an unknown e-mail read the same,
 * so the form never tells whether someone has an account here.
 */
export function loginMessage(mode: 'login' | 'register', code: LoginErrorCode | undefined): string {
  if (mode === 'login') {
    if (code === 'resetPassword') return 'This account needs a new password: use “Forgot your password?” below.';
    if (code === 'missingCaptchaToken' || code === 'invalidCaptchaToken') return 'Please confirm you are not a robot.';
    return 'Wrong e-mail or password';
  }
  if (code === 'emailAlreadyExists') return 'An account with this e-mail exists already. Sign in instead.';
  if (code === 'invalidEmail') return 'Please enter a valid e-mail address.';
  if (code === 'invalidPassword') return `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;
  return 'We could not create the account. Please try again.';
}
