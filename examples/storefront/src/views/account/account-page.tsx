'use client';
import { sendPasswordResetEmail } from '@vitrine/sdk';
import { useAuth, useLoginForm, useVitrineClient } from '@vitrine/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EmailField } from '../../components/email-field';
import Link from 'next/link';
import { loginMessage, passwordProblem } from './login-messages';
import { NewPasswordStep } from './new-password-step';
import { VerificationStep } from './verification-step';

type Mode = 'login' | 'register';

/** The custom sign-in and registration form, with the e-mail code step in between, and the member's page. */
export function AccountPage() {
  const { loggedIn } = useAuth();
  const client = useVitrineClient();
  const form = useLoginForm();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Set once a code was sent: the code step stays until the account is verified, whatever a try answers.
  const [verifying, setVerifying] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  // A problem found before any request (a too short new password), said where the platform's answer would be.
  const [problem, setProblem] = useState<string | undefined>();
  // The reset mail's link lands here with its token; the page is rendered in the browser only.
  const [recoveryToken, setRecoveryToken] = useState(
    () => new URLSearchParams(window.location.search).get('recoveryToken') ?? undefined,
  );
  const failed = !form.isPending && (form.loginState === 'FAILURE' || form.loginState === 'USER_CAPTCHA_REQUIRED');
  const errorText = problem ?? (failed ? loginMessage(mode, form.errorCode) : undefined);
  // After a refusal the focus goes to the sentence that says why, so a screen reader and the keyboard find it.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errorText) errorRef.current?.focus();
  }, [errorText]);

  if (recoveryToken) {
    const done = (expired: boolean) => {
      // The token is used up (or was already): it leaves the address bar, and the sign-in form says what next.
      window.history.replaceState(null, '', '/account');
      setRecoveryToken(undefined);
      setMode('login');
      setNotice(
        expired
          ? 'This link was used already or has expired. Enter your e-mail and choose “Forgot your password?” for a new one.'
          : 'Your new password is saved. Sign in with it below.',
      );
    };
    return <NewPasswordStep recoveryToken={recoveryToken} onDone={done} />;
  }

  if (loggedIn) return <MemberPage />;

  const signIn = async () => {
    const result = await form.login({ email, password });
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') setVerifying(true);
  };
  const register = async () => {
    const result = await form.register({ email, password });
    if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') setVerifying(true);
    // An account that exists but was never verified: signing in with its password sends a new code.
    if (result.loginState === 'FAILURE' && result.errorCode === 'emailAlreadyExists') await signIn();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const tooShort = mode === 'register' ? passwordProblem(password) : undefined;
    setProblem(tooShort);
    if (tooShort) return;
    void (mode === 'login' ? signIn() : register());
  };
  const forgotPassword = async () => {
    if (!email) return setNotice('Enter your e-mail above first.');
    await sendPasswordResetEmail(client, email, `${window.location.origin}/account`).catch(() => {});
    // The same words whether or not the address has an account.
    setNotice(`If ${email} has an account, a link to choose a new password is on its way.`);
  };

  if (verifying && form.loginState !== 'SUCCESS') {
    return (
      <VerificationStep
        email={email}
        pending={form.isPending}
        error={form.loginState === 'FAILURE' ? 'That code is not right. Send a new code and try again.' : undefined}
        onVerify={(code) => void form.submitVerificationCode(code)}
        onNewCode={() => void signIn()}
      />
    );
  }

  // The other form starts clean: a refusal of one is not the other's.
  const switchTo = (next: Mode) => {
    setMode(next);
    setProblem(undefined);
    setNotice(undefined);
    form.reset();
  };
  // "Sign in" is said once on the page besides the header: by the button that does it.
  return (
    <form className="panel auth" onSubmit={submit}>
      <h1>{mode === 'login' ? 'Welcome back' : 'Create an account'}</h1>
      <div className="tabs">
        <button
          type="button"
          className={mode === 'login' ? 'active' : ''}
          aria-pressed={mode === 'login'}
          onClick={() => switchTo('login')}
        >
          I have an account
        </button>
        <button
          type="button"
          className={mode === 'register' ? 'active' : ''}
          aria-pressed={mode === 'register'}
          onClick={() => switchTo('register')}
        >
          I am new here
        </button>
      </div>
      {errorText && (
        <div className="error" role="alert" tabIndex={-1} ref={errorRef} data-testid="account-error">
          {errorText}
        </div>
      )}
      {notice && (
        <div className="notice" role="status">
          {notice}
        </div>
      )}
      {form.loginState === 'OWNER_APPROVAL_REQUIRED' && (
        <div className="notice">Thanks! The shop owner will approve your account shortly.</div>
      )}
      <EmailField value={email} onChange={setEmail} />
      <label className="field">
        Password
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
        />
      </label>
      <button className="btn wide" disabled={form.isPending} data-testid="submit-account">
        {mode === 'login' ? 'Sign in' : 'Create account'}
      </button>
      {mode === 'login' && (
        <button type="button" className="link-button" onClick={() => void forgotPassword()}>
          Forgot your password?
        </button>
      )}
    </form>
  );
}

/** What a member can do here. The platform offers no order history or profile read to a member's token. */
function MemberPage() {
  return (
    <div className="panel auth center" data-testid="signed-in">
      <h1>You are signed in</h1>
      <p>Your cart follows your account on every device. Order confirmations arrive by e-mail.</p>
      <Link prefetch={false} href="/" className="btn">
        Continue shopping
      </Link>
    </div>
  );
}
