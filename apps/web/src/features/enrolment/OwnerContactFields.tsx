import { US_STATES } from '@mhq/domain';
import { useFormContext } from 'react-hook-form';
import { messageIn } from './enrolment-texts';
import { SelectField, TextField } from './fields';
import { useFlow } from './flow-context';
import type { HouseholdDraft, OwnerDraft } from './household';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

/** The account owner's email (twice), mobile phone and home address with the ZIP twice (spec 01 section 5). */
export function OwnerContactFields() {
  const { lang, t } = useFlow();
  const { register, formState } = useFormContext<HouseholdDraft>();
  const errorOf = (key: keyof OwnerDraft) => messageIn(lang, formState.errors.owner?.[key]?.message);
  const field = (key: keyof OwnerDraft) => ({ error: errorOf(key), ...register(`owner.${key}`) });
  // Pasting into a confirmation field is allowed: blocking it hurts people using password managers and assistive tech.
  return (
    <div className="enrol-grid">
      <TextField label={t.email} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField label={t.confirmEmail} type="email" autoComplete="off" inputMode="email" {...field('confirmEmail')} />
      <TextField label={t.phone} type="tel" autoComplete="tel-national" inputMode="tel" {...field('phone')} />
      <TextField label={t.address} autoComplete="address-line1" className="enrol-wide" {...field('line1')} />
      <TextField label={t.address2} autoComplete="address-line2" className="enrol-wide" {...field('line2')} />
      <TextField label={t.city} autoComplete="address-level2" {...field('city')} />
      <SelectField
        label={t.state}
        placeholder={t.chooseState}
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        {...field('state')}
      />
      <TextField label={t.zip} autoComplete="postal-code" inputMode="numeric" maxLength={10} {...field('zip')} />
      <TextField label={t.confirmZip} autoComplete="off" inputMode="numeric" maxLength={10} {...field('confirmZip')} />
    </div>
  );
}
