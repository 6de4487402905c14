import type { SelfEnrolmentRequest } from '@mhq/contract';
import { VALIDATION_MESSAGES } from '@mhq/domain';
import { tenant } from '../../app/tenant';
import type { Term } from './enrolment-texts';
import { messageIn } from './enrolment-texts';
import { CheckboxField } from './fields';
import { useFlow } from './flow-context';

/** The three answers the enrolment calls carry. */
export type AgreementValues = SelfEnrolmentRequest['agreements'];
export type Agreement = keyof AgreementValues;

type Props = {
  asked: Agreement[];
  value: AgreementValues;
  onChange: (value: AgreementValues) => void;
  /** Shown once Pay was pressed with one left unticked. */
  showErrors: boolean;
  term: Term;
};

/**
 * The checkout agreements (spec 01 section 5): terms and conditions; automatic renewal and how to cancel (not
 * asked when the office pays every plan); the team will confirm the plan.
 */
export function Agreements({ asked, value, onChange, showErrors, term }: Props) {
  const { lang, t, brand } = useFlow();
  const error = (key: Agreement) =>
    showErrors && !value[key] ? messageIn(lang, VALIDATION_MESSAGES.checked) : undefined;
  const box = (key: Agreement) => ({
    checked: value[key],
    error: error(key),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.currentTarget.checked }),
  });
  return (
    <fieldset className="enrol-agreements">
      <legend>{t.agreementsLegend}</legend>
      {asked.includes('terms') && (
        <CheckboxField
          {...box('terms')}
          label={
            <>
              {t.agreeTerms}{' '}
              <a href={tenant.files.terms} target="_blank" rel="noreferrer">
                {t.termsLink}
              </a>
            </>
          }
        />
      )}
      {asked.includes('autoRenew') && <CheckboxField {...box('autoRenew')} label={t.agreeAutoRenew(term)} />}
      {asked.includes('planConfirm') && <CheckboxField {...box('planConfirm')} label={t.agreePlanConfirm(brand)} />}
    </fieldset>
  );
}
