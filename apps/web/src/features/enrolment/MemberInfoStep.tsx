import type { ReactNode } from 'react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import type { Term } from './enrolment-texts';
import { ChoiceGroup, Notice } from './fields';
import { useFlow } from './flow-context';
import { displayName, emptyMember, type HouseholdDraft } from './household';
import { OwnerContactFields } from './OwnerContactFields';
import { PersonFields } from './PersonFields';

/** At most nine family members besides the account owner (the contract's limit). */
const MAX_MEMBERS = 9;

type Props = {
  terms: Term[];
  onNext: () => void /** The group and referral codes (CodesFields). */;
  codes?: ReactNode;
};

/** Step 1: who is joining, the household's term, and each person's plan. */
export function MemberInfoStep({ terms, onNext, codes }: Props) {
  const { t } = useFlow();
  const { control, handleSubmit, getValues, formState } = useFormContext<HouseholdDraft>();
  const members = useFieldArray({ control, name: 'members' });
  const term = useController({ control, name: 'term' });
  const hasErrors = formState.isSubmitted && Object.keys(formState.errors).length > 0;

  return (
    <form className="enrol-step" noValidate onSubmit={handleSubmit(onNext)}>
      <h2 tabIndex={-1}>{t.whoIsJoining}</h2>
      <p className="enrol-lead">{t.whoLead}</p>
      {terms.length > 1 && (
        <ChoiceGroup
          legend={t.termLegend}
          name="term"
          value={term.field.value}
          options={terms.map((value) => ({ value, label: t.terms[value] }))}
          onChange={term.field.onChange}
        />
      )}
      <PersonFields at="owner" title={t.accountOwner}>
        <OwnerContactFields />
      </PersonFields>
      {members.fields.map((field, i) => (
        <PersonFields
          key={field.id}
          at={`members.${i}`}
          title={t.familyMember(i + 1)}
          action={
            <button
              type="button"
              className="enrol-link-button"
              aria-label={t.removeMember(displayName(getValues(`members.${i}`)))}
              onClick={() => members.remove(i)}
            >
              {t.remove}
            </button>
          }
        />
      ))}
      {members.fields.length < MAX_MEMBERS && (
        <button
          type="button"
          className="enrol-button enrol-button-outline enrol-add"
          onClick={() =>
            members.append(emptyMember(getValues('owner.lastName')), {
              focusName: `members.${members.fields.length}.firstName`,
            })
          }
        >
          + {t.addMember}
        </button>
      )}
      {codes}
      {hasErrors && <Notice kind="error">{t.fixAbove}</Notice>}
      <div className="enrol-actions">
        <button type="submit" className="enrol-button">
          {t.continue}
        </button>
      </div>
    </form>
  );
}
