import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

/*
 * Light form controls of the enrolment pages: native inputs with their label, hint and error tied together for
 * screen readers. No component library: the patient page has a 150 kB JavaScript budget.
 */

type Described = { label: ReactNode; hint?: ReactNode; error?: string; className?: string };

function useDescribed(hint: ReactNode | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Notes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <span className="enrol-hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="enrol-error" id={errorId}>
          {error}
        </span>
      )}
    </>
  );
}

type TextFieldProps = Described & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, hint, error, className, ref, ...input }: TextFieldProps) {
  const d = useDescribed(hint, error);
  return (
    <div className={`enrol-field ${className ?? ''}`}>
      <label htmlFor={d.id}>{label}</label>
      <input id={d.id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...input} />
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

type SelectFieldProps = Described &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
    placeholder: string;
  };

export function SelectField({ label, hint, error, className, ref, options, placeholder, ...select }: SelectFieldProps) {
  const d = useDescribed(hint, error);
  return (
    <div className={`enrol-field ${className ?? ''}`}>
      <label htmlFor={d.id}>{label}</label>
      <select id={d.id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

type ChoiceGroupProps<V extends string> = {
  legend: ReactNode;
  name: string;
  value: V;
  options: readonly { value: V; label: ReactNode }[];
  onChange: (value: V) => void;
  error?: string;
  compact?: boolean;
};

/** A set of radio buttons drawn as side-by-side pills (insurance, term, payment method, payor). */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  compact,
}: ChoiceGroupProps<V>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={`enrol-choices ${compact ? 'enrol-choices-compact' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="enrol-pills">
        {options.map((o) => (
          <label key={o.value} className="enrol-pill">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <span className="enrol-error" id={errorId}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

type CheckboxProps = { label: ReactNode; error?: string; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
>;

export function CheckboxField({ label, error, ref, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className="enrol-check">
      <input
        id={id}
        type="checkbox"
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <span className="enrol-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/** A message box: a refusal (alert), or news the reader should hear (status). */
export function Notice({
  kind,
  title,
  children,
}: {
  kind: 'error' | 'info' | 'success';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`enrol-notice enrol-notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <strong>{title}</strong>}
      <div>{children}</div>
    </div>
  );
}
