import type { LoginErrorCode } from '@vitrine/sdk';

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
  return 'We could not create the account. Please try again.';
}
