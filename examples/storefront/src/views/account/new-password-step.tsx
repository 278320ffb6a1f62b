'use client';
import { resetPassword } from '@vitrine/sdk';
import { useVitrineClient } from '@vitrine/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './login-messages';

/**
 * The page the reset mail's link opens (`/account?recoveryToken=…`): the member chooses a new password, which
 * completes the reset with the mailed token. The platform ends the member's sessions, so `onDone` leads on to
 * signing in with the new password; a used or expired link says how to get a new one.
 */
export function NewPasswordStep({ recoveryToken, onDone }: { recoveryToken: string; onDone(expired: boolean): void }) {
  const client = useVitrineClient();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tooShort = passwordProblem(password);
    if (tooShort) return setError(tooShort);
    setError(undefined);
    setPending(true);
    try {
      await resetPassword(client, recoveryToken, password);
      onDone(false);
    } catch (failure) {
      const code = (failure as { code?: unknown }).code;
      if (code === 'INVALID_RECOVERY_TOKEN') return onDone(true);
      setError('We could not set the new password. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="panel auth" onSubmit={(event) => void submit(event)} noValidate>
      <h1>Choose a new password</h1>
      {error && (
        <div className="error" role="alert" tabIndex={-1} ref={errorRef} data-testid="account-error">
          {error}
        </div>
      )}
      <label className="field">
        New password
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
        />
      </label>
      <button className="btn wide" disabled={pending} data-testid="submit-new-password">
        {pending ? 'Saving…' : 'Save the new password'}
      </button>
    </form>
  );
}
