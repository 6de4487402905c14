import { CODE_LENGTH_DEFAULT, digitsOnly } from '@mhq/domain';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { signupTexts as t } from './signup-texts';

type Props = { value: string[]; onChange: (digits: string[]) => void; length?: number; disabled?: boolean };

/**
 * The confirmation code as N single-digit boxes (spec 01 section 5): digits only, a paste reduced to its digits
 * and spread over the boxes, typing moves to the next box, backspace on an empty box goes back.
 */
export function CodeInput({ value, onChange, length = CODE_LENGTH_DEFAULT, disabled }: Props) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus();

  const set = (i: number, digit: string) => {
    const next = Array.from({ length }, (_, k) => value[k] ?? '');
    next[i] = digit;
    onChange(next);
  };

  const onInput = (i: number, raw: string) => {
    const digits = digitsOnly(raw, length);
    if (digits.length > 1) {
      spread(i, digits);
      return;
    }
    set(i, digits);
    if (digits) focus(i + 1);
  };

  const spread = (from: number, digits: string) => {
    const next = Array.from({ length }, (_, k) => value[k] ?? '');
    for (let k = 0; k < digits.length && from + k < length; k++) next[from + k] = digits[k] ?? '';
    onChange(next);
    focus(from + digits.length);
  };

  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[i]) {
      event.preventDefault();
      if (i > 0) set(i - 1, '');
      focus(i - 1);
    } else if (event.key === 'ArrowLeft') focus(i - 1);
    else if (event.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    spread(i, digitsOnly(event.clipboardData.getData('text'), length - i));
  };

  return (
    <fieldset className="signup-fieldset">
      <legend className="visually-hidden">{t.codeGroup}</legend>
      <div className="signup-code">
        {Array.from({ length }, (_, i) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never reorder
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            value={value[i] ?? ''}
            onChange={(e) => onInput(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            aria-label={t.codeLabel(i + 1, length)}
            disabled={disabled}
          />
        ))}
      </div>
    </fieldset>
  );
}
