import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { type Path, useController, useFormContext, useWatch } from 'react-hook-form';
import { messageIn } from './enrolment-texts';
import { CheckboxField, ChoiceGroup, SelectField, TextField } from './fields';
import { useFlow } from './flow-context';
import { displayName, type HouseholdDraft, type MemberDraft, maskBirthDate, type OwnerDraft } from './household';
import { PlanPicker } from './PlanPicker';
import { ageOf, choicesFor } from './plan-choices';

// The front desk's PMS search, in its own chunk: the patient's enrolment pages never load it (150 kB budget).
const PmsFinder = lazy(() => import('../pms/PmsFinder').then((m) => ({ default: m.PmsFinder })));

type Props = {
  /** Where this person sits in the form: the account owner or one family member. */
  at: 'owner' | `members.${number}`;
  title: string;
  /** The remove button of a family member's card. */
  action?: ReactNode;
  /** The owner's contact and address fields, between the name and the plan. */
  children?: ReactNode;
};

type PersonKey = keyof OwnerDraft | keyof MemberDraft;

/** One person of the household: name, date of birth, (relationship), insurance, plan, and the front desk's extras. */
export function PersonFields({ at, title, action, children }: Props) {
  const { offer, channel, lang, t, brand, payorAndWaiver, frontDesk, preferredPlanId } = useFlow();
  const { register, control, setValue, getFieldState, formState } = useFormContext<HouseholdDraft>();
  const path = (key: PersonKey) => `${at}.${key}` as Path<HouseholdDraft>;
  const errorOf = (key: PersonKey) => messageIn(lang, getFieldState(path(key), formState).error?.message);
  const isOwner = at === 'owner';

  const [firstName, lastName, birthDate, insured, term] = useWatch({
    control,
    name: [path('firstName'), path('lastName'), path('birthDate'), path('insured'), 'term'],
  }) as [string, string, string, boolean, HouseholdDraft['term']];
  const choices = choicesFor(offer, { birthDate, insured }, term, channel);
  const birth = useController({ control, name: path('birthDate') });
  const plan = useController({ control, name: path('planId') });
  const insuredField = useController({ control, name: path('insured') });
  const payor = useController({ control, name: path('payor') });

  // A plan the picker no longer offers (another age, insurance or term) is blanked (spec 01 and 02 section 5).
  const planValue = plan.field.value as number | 'none' | null;
  const stillOffered = typeof planValue !== 'number' || choices.some((c) => c.id === planValue);
  // The plan the address chose is picked for a person once their age and insurance show it fits them.
  const preferred = planValue === null && choices.some((c) => c.id === preferredPlanId) ? preferredPlanId : undefined;
  useEffect(() => {
    if (!stillOffered) setValue(path('planId'), null, { shouldValidate: formState.isSubmitted });
    else if (preferred !== undefined) setValue(path('planId'), preferred, { shouldDirty: true });
  });

  const name = displayName({ firstName, lastName });
  return (
    <section className="enrol-card" aria-label={name ? `${title}: ${name}` : title}>
      <div className="enrol-card-head">
        <h3>{title}</h3>
        {action}
      </div>
      <div className="enrol-grid">
        {frontDesk && (
          <Suspense fallback={null}>
            <PmsFinder
              officeId={offer.office.id}
              lang={lang}
              onPick={(fill) => {
                const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
                setValue(path('firstName'), fill.firstName, options);
                setValue(path('lastName'), fill.lastName, options);
                if (fill.birthDate) setValue(path('birthDate'), fill.birthDate, options);
                setValue(path('chartId'), fill.chartId, options);
              }}
            />
          </Suspense>
        )}
        <TextField
          label={t.firstName}
          autoComplete={isOwner ? 'given-name' : 'off'}
          error={errorOf('firstName')}
          {...register(path('firstName'))}
        />
        <TextField
          label={t.lastName}
          autoComplete={isOwner ? 'family-name' : 'off'}
          error={errorOf('lastName')}
          {...register(path('lastName'))}
        />
        <TextField
          label={t.birthDate}
          hint={t.birthDateHint}
          inputMode="numeric"
          autoComplete={isOwner ? 'bday' : 'off'}
          error={errorOf('birthDate')}
          name={birth.field.name}
          ref={birth.field.ref}
          value={birth.field.value as string}
          onBlur={birth.field.onBlur}
          onChange={(e) => birth.field.onChange(maskBirthDate(e.currentTarget.value))}
        />
        {!isOwner && (
          <SelectField
            label={t.relationship}
            placeholder={t.chooseRelationship}
            options={(['partner', 'son', 'daughter', 'child', 'other'] as const).map((value) => ({
              value,
              label: t.relationships[value],
            }))}
            error={errorOf('relationship')}
            {...register(path('relationship'))}
          />
        )}
        {frontDesk && (
          <TextField label={t.chartId} maxLength={40} error={errorOf('chartId')} {...register(path('chartId'))} />
        )}
      </div>
      {children}
      <ChoiceGroup
        legend={t.insurance(brand)}
        name={`${at}-insured`}
        compact
        value={insured ? 'yes' : 'no'}
        options={[
          { value: 'no', label: t.uninsured },
          { value: 'yes', label: t.insured },
        ]}
        onChange={(v) => insuredField.field.onChange(v === 'yes')}
      />
      <PlanPicker
        legend={t.planFor(name)}
        name={`${at}-plan`}
        choices={choices}
        value={stillOffered ? planValue : null}
        onChange={plan.field.onChange}
        term={term}
        lang={lang}
        t={t}
        allowNone={isOwner}
        waitingFor={ageOf({ birthDate }) === null ? t.needsBirthDate : null}
        error={errorOf('planId')}
      />
      {payorAndWaiver && typeof planValue === 'number' && (
        <div className="enrol-extras">
          <ChoiceGroup
            legend={t.payor}
            name={`${at}-payor`}
            compact
            value={payor.field.value as 'member' | 'office'}
            options={[
              { value: 'member', label: t.payors.member },
              { value: 'office', label: t.payors.office },
            ]}
            onChange={payor.field.onChange}
          />
          <CheckboxField label={t.waiveFee} {...register(path('waiveFee'))} />
        </div>
      )}
    </section>
  );
}
