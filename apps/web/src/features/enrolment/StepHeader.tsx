import type { EnrolmentTexts, Lang } from './enrolment-texts';

export const STEPS = ['member-info', 'confirm', 'checkout'] as const;
export type Step = (typeof STEPS)[number];

/** Where the patient is: Member Info, Confirm, Checkout (spec 01 section 4 'Patient signup'). */
export function StepHeader({ step, t }: { step: Step; t: EnrolmentTexts }) {
  const at = STEPS.indexOf(step);
  return (
    <nav className="enrol-steps" aria-label={t.stepOf(at + 1, STEPS.length)}>
      <ol>
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={i < at ? 'done' : i === at ? 'current' : ''}
            aria-current={i === at ? 'step' : undefined}
          >
            <span className="enrol-step-dot" aria-hidden="true">
              {i < at ? '✓' : i + 1}
            </span>
            <span>{t.steps[s]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** EN / ES, on every step; the choice is remembered. */
export function LanguageToggle({
  lang,
  onChange,
  t,
}: {
  lang: Lang;
  onChange: (lang: Lang) => void;
  t: EnrolmentTexts;
}) {
  const options: { value: Lang; short: string; name: string }[] = [
    { value: 'en', short: 'EN', name: 'English' },
    { value: 'es', short: 'ES', name: 'Español' },
  ];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset.
    <div className="enrol-lang" role="group" aria-label={t.language}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          lang={o.value}
          aria-pressed={lang === o.value}
          aria-label={o.name}
          onClick={() => onChange(o.value)}
        >
          {o.short}
        </button>
      ))}
    </div>
  );
}
