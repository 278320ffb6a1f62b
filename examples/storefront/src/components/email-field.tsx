'use client';
import { useState } from 'react';

/**
 * The labelled, required e-mail input that the account and checkout forms share. The browser checks the address
 * (`type="email"`); when it refuses one, the field says why in words next to it.
 */
export function EmailField(props: { value: string; onChange: (email: string) => void; placeholder?: string }) {
  const [invalid, setInvalid] = useState(false);
  return (
    <label className="field">
      E-mail
      <input
        type="email"
        value={props.value}
        onChange={(event) => {
          props.onChange(event.target.value);
          if (invalid && event.target.validity.valid) setInvalid(false);
        }}
        onInvalid={() => setInvalid(true)}
        placeholder={props.placeholder}
        autoComplete="email"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'email-problem' : undefined}
        required
      />
      {invalid && (
        <span className="field-problem" id="email-problem" data-testid="email-problem">
          Enter an e-mail address like name@example.com
        </span>
      )}
    </label>
  );
}
