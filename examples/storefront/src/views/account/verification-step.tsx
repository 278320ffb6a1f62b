'use client';
import { useState } from 'react';

/**
 * The e-mail code step. A wrong code keeps the shopper here with a way on: try again, or get a new code (a new
 * sign-in with the same e-mail and password sends one).
 */
export function VerificationStep({
  email,
  error,
  pending,
  onVerify,
  onNewCode,
}: {
  email: string;
  error: string | undefined;
  pending: boolean;
  onVerify(code: string): void;
  onNewCode(): void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className="panel auth"
      onSubmit={(event) => {
        event.preventDefault();
        onVerify(code.trim());
      }}
    >
      <h1>Check your inbox</h1>
      <p>We sent a six-digit code to {email}.</p>
      {error && (
        <div className="error" role="alert">
          {error}
        </div>
      )}
      <label className="field">
        Verification code
        <input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
      </label>
      <button className="btn wide" disabled={pending}>
        Verify
      </button>
      <button type="button" className="link-button" onClick={onNewCode} disabled={pending}>
        Send a new code
      </button>
    </form>
  );
}
