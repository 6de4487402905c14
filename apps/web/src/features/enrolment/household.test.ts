import { VALIDATION_MESSAGES } from '@mhq/domain';
import { describe, expect, it } from 'vitest';
import { ADULT, bornYearsAgo, CHILD, household, publicOffice } from './enrolment-fixtures';
import { messageIn } from './enrolment-texts';
import { emptyMember, householdRequest, isoDate, maskBirthDate } from './household';
import { householdProblems, toFieldErrors } from './household-rules';
import { offerFromPublic } from './offer';
import { choicesFor } from './plan-choices';

const offer = offerFromPublic(publicOffice([ADULT, CHILD]));
const allowed = (draft: ReturnType<typeof household>) =>
  householdProblems(draft, (person) =>
    choicesFor(offer, person, draft.term, 'external').some((c) => c.id === person.planId),
  );

describe('the household form', () => {
  it('types the slashes of a date of birth and sends it as YYYY-MM-DD', () => {
    expect(maskBirthDate('09152016')).toBe('09/15/2016');
    expect(maskBirthDate('0915')).toBe('09/15');
    expect(isoDate('09/15/2016')).toBe('2016-09-15');
    expect(isoDate('02/30/2016')).toBe('');
  });

  it('passes a complete household, the confirmation email compared without case', () => {
    expect(allowed(household())).toBeNull();
  });

  it("asks for every required field, the ZIP twice, and a plan the person's age allows", () => {
    const draft = household();
    draft.owner.firstName = ' ';
    draft.owner.confirmZip = '78705';
    draft.owner.phone = '512555';
    const child = {
      ...emptyMember('Garcia'),
      firstName: 'Mateo',
      birthDate: bornYearsAgo(9),
      relationship: 'son' as const,
    };
    draft.members.push({ ...child, planId: ADULT.id });
    expect(allowed(draft)).toEqual({
      'owner.firstName': VALIDATION_MESSAGES.required,
      'owner.confirmZip': 'ZIP codes must match',
      'owner.phone': 'Must be exactly 10 digits',
      'members.0.planId': 'Choose a plan',
    });
  });

  it('lets the account owner take no plan, as long as someone in the household does', () => {
    expect(allowed(household('none'))).toEqual({ 'owner.planId': 'Choose a plan for at least one person' });
    const draft = household('none');
    draft.members.push({
      ...emptyMember('Garcia'),
      firstName: 'Mateo',
      birthDate: bornYearsAgo(9),
      relationship: 'son',
      planId: CHILD.id,
    });
    expect(allowed(draft)).toBeNull();
  });

  it('refuses a date of birth in the future or in another format', () => {
    const draft = household();
    draft.owner.birthDate = '12/31/2999';
    expect(allowed(draft)?.['owner.birthDate']).toBe(VALIDATION_MESSAGES.invalidDate);
    draft.owner.birthDate = '1988-04-12';
    expect(allowed(draft)?.['owner.birthDate']).toBe('Date must follow format MM/dd/yyyy');
  });

  it('nests the problems as the form library reads them', () => {
    const errors = toFieldErrors({ 'owner.email': 'Invalid email', 'members.1.planId': 'Choose a plan' });
    expect(errors.owner?.email?.message).toBe('Invalid email');
    expect(errors.members?.[1]?.planId?.message).toBe('Choose a plan');
  });

  it('shows the messages in Spanish', () => {
    expect(messageIn('es', VALIDATION_MESSAGES.required)).toBe('Este campo es obligatorio');
    expect(messageIn('es', 'Date must follow format MM/dd/yyyy')).toBe('La fecha debe tener el formato MM/DD/AAAA');
    expect(messageIn('en', VALIDATION_MESSAGES.required)).toBe(VALIDATION_MESSAGES.required);
  });

  it('sends the owner and members as the contract takes them, with the front desk fields only there', () => {
    const draft = household();
    draft.owner.chartId = 'CH-1';
    draft.owner.waiveFee = true;
    const external = householdRequest(draft, 'external', false);
    expect(external.owner).toMatchObject({
      birthDate: isoDate(draft.owner.birthDate),
      planId: 1,
      email: 'lucia@example.test',
    });
    expect(external.owner).not.toHaveProperty('chartId');
    expect(external.owner).not.toHaveProperty('waiveFee');
    const internal = householdRequest(draft, 'internal', true);
    expect(internal.owner).toMatchObject({ chartId: 'CH-1', waiveFee: true, payor: 'member' });
    expect(householdRequest(household('none'), 'external', false).owner.planId).toBeNull();
  });
});
