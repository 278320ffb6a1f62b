'use client';
import { useState } from 'react';

// The platform wants a dot in the domain (`name@example` passes `type="email"` but not the platform): the browser
// checks the same before anything is sent.
const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';

/**
 * The labelled, required e-mail input that the account and checkout forms share. The browser checks the address
 * (`type="email"` and the platform's own rule); when it or the platform (`refused`) refuses one, the field is marked
 * and says why in words next to it.
 */
export function EmailField(props: {
  value: string;
  onChange: (email: string) => void;
  placeholder?: string;
  refused?: boolean;
}) {
  const [invalid, setInvalid] = useState(false);
  const marked = invalid || Boolean(props.refused);
  return (
    <label className="field">
      E-mail
      <input
        type="email"
        pattern={EMAIL_PATTERN}
        value={props.value}
        onChange={(event) => {
          props.onChange(event.target.value);
          if (invalid && event.target.validity.valid) setInvalid(false);
        }}
        onInvalid={() => setInvalid(true)}
        placeholder={props.placeholder}
        autoComplete="email"
        aria-invalid={marked || undefined}
        aria-describedby={marked ? 'email-problem' : undefined}
        required
      />
      {marked && (
        <span className="field-problem" id="email-problem" data-testid="email-problem">
          Enter an e-mail address like name@example.com
        </span>
      )}
    </label>
  );
}
