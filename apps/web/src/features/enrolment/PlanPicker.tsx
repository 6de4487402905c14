import { formatMoney } from '@mhq/domain';
import { useId } from 'react';
import type { EnrolmentTexts, Lang, Term } from './enrolment-texts';
import { planDescription, planName } from './offer';
import type { PlanChoice } from './plan-choices';

type Props = {
  legend: string;
  name: string;
  choices: PlanChoice[];
  value: number | 'none' | null;
  onChange: (value: number | 'none') => void;
  term: Term;
  lang: Lang;
  t: EnrolmentTexts;
  /** The account owner may take no plan and pay for the family only. */
  allowNone: boolean;
  /** Why nothing is listed yet (no date of birth). */
  waitingFor: string | null;
  error?: string;
};

/** One person's plans as radio cards: the plan's name, its price for the term and what it includes. */
export function PlanPicker({
  legend,
  name,
  choices,
  value,
  onChange,
  term,
  lang,
  t,
  allowNone,
  waitingFor,
  error,
}: Props) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="enrol-plans" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {waitingFor && <p className="enrol-hint">{waitingFor}</p>}
      {!waitingFor && choices.length === 0 && <p className="enrol-hint">{t.noPlanFits}</p>}
      {!waitingFor &&
        choices.map((choice) => (
          <label key={choice.id} className="enrol-plan">
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
            />
            <span className="enrol-plan-body">
              <span className="enrol-plan-head">
                <span className="enrol-plan-name">{planName(choice.plan, lang)}</span>
                <span className="enrol-plan-price">
                  {formatMoney(choice.price)}
                  <small>{t.perTerm[term]}</small>
                </span>
              </span>
              {planDescription(choice.plan, lang) && (
                <span className="enrol-plan-desc">{planDescription(choice.plan, lang)}</span>
              )}
            </span>
          </label>
        ))}
      {allowNone && (
        <label className="enrol-plan enrol-plan-none">
          <input type="radio" name={name} value="none" checked={value === 'none'} onChange={() => onChange('none')} />
          <span className="enrol-plan-body">
            <span className="enrol-plan-name">{t.ownerNoPlan}</span>
          </span>
        </label>
      )}
      {error && (
        <span className="enrol-error" id={errorId}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
