import { dollarsToCents } from '@mhq/domain';
import { useId } from 'react';

const AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,2}$/;

/** Typed dollars as cents; null when empty or not an amount (a calculator then counts it as nothing). */
export function centsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  return dollarsToCents(trimmed);
}

/** A typed percentage from 0 to 100, or null. */
export function percentOfText(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '');
  if (!PERCENT.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/** A typed count from 0 to 24, or null. */
export function countOf(text: string): number | null {
  const trimmed = text.trim();
  if (!COUNT.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 24 ? value : null;
}

export type FieldKind = 'money' | 'percent' | 'count' | 'text';

const VALID: Record<FieldKind, (text: string) => boolean> = {
  money: (t) => centsOf(t) !== null,
  percent: (t) => percentOfText(t) !== null,
  count: (t) => countOf(t) !== null,
  text: (t) => t.trim() !== '',
};

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  kind: FieldKind;
  hint?: string;
  /** Shown when the text is not a valid value of its kind. */
  invalid: string;
  /** Marks the field for the journeys and styles (data-field). */
  name: string;
};

/**
 * A plain labelled input of the calculators: a $ before money, a % after a percentage; numeric keyboards on phones.
 * A value that cannot be read says so under the field, and the results count it as nothing.
 */
export function ToolField({ label, value, onChange, kind, hint, invalid, name }: Props) {
  const id = useId();
  const wrong = value.trim() !== '' && !VALID[kind](value);
  const described = [hint ? `${id}-hint` : null, wrong ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="tools-field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <div className={`tools-input tools-input-${kind}`}>
        {kind === 'money' && <span aria-hidden="true">$</span>}
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={kind === 'text' ? 'text' : kind === 'count' ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-invalid={wrong || undefined}
          aria-describedby={described}
        />
        {kind === 'percent' && <span aria-hidden="true">%</span>}
      </div>
      {hint && (
        <p className="tools-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {wrong && (
        <p className="tools-error" id={`${id}-error`}>
          {invalid}
        </p>
      )}
    </div>
  );
}
