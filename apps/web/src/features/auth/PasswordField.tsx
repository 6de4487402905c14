import { useState } from 'react';
import { authTexts } from './auth-texts';

type Props = {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  minLength?: number;
  error?: string | null;
  hint?: string;
  labelExtra?: React.ReactNode;
};

/** Password input with a show/hide toggle (spec 01 section 5 'Shared form controls'). */
export function PasswordField({ id, name, label, autoComplete, minLength, error, hint, labelExtra }: Props) {
  const [shown, setShown] = useState(false);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="auth-field">
      <div className="auth-label-row">
        <label htmlFor={id}>{label}</label>
        {labelExtra}
      </div>
      <div className="auth-password">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? authTexts.hidePassword : authTexts.showPassword}
          aria-pressed={shown}
        >
          {shown ? authTexts.hide : authTexts.show}
        </button>
      </div>
      {hint && (
        <span className="auth-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="auth-field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
