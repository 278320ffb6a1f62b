import { useState, type FormEvent } from 'react';
import { useAuth, useLoginForm } from '@vitrine/react';
import { EmailField } from '../components/email-field';
import { Link } from '../router';

/** The custom login and register form, with the e-mail verification step in between. */
export function AccountPage() {
  const { loggedIn } = useAuth();
  const form = useLoginForm();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  if (loggedIn) {
    return (
      <div className="panel auth center" data-testid="signed-in">
        <h2>You are signed in</h2>
        <p>Your cart and orders now follow your account.</p>
        <Link to="/" className="btn">
          Continue shopping
        </Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'login') void form.login({ email, password });
    else void form.register({ email, password });
  };

  if (form.loginState === 'EMAIL_VERIFICATION_REQUIRED') {
    return (
      <form
        className="panel auth"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submitVerificationCode(code);
        }}
      >
        <h2>Check your inbox</h2>
        <p>We sent a six-digit code to {email}.</p>
        <label className="field">
          Verification code
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </label>
        <button className="btn wide" disabled={form.isPending}>
          Verify
        </button>
      </form>
    );
  }

  return (
    <form className="panel auth" onSubmit={submit}>
      <div className="tabs">
        <button type="button" className={mode === 'login' ? 'active' : ''} onClick={() => setMode('login')}>
          Sign in
        </button>
        <button type="button" className={mode === 'register' ? 'active' : ''} onClick={() => setMode('register')}>
          Create account
        </button>
      </div>
      {form.error && (
        <div className="error" role="alert">
          {form.error}
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
    </form>
  );
}
