import {
  ageOn,
  dateMMddyyyy,
  email,
  emailsMatch,
  required,
  US_STATES,
  usAreaCode,
  VALIDATION_MESSAGES,
  zip,
  zipFromUsa,
} from '@mhq/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { ENROLMENT_TEXTS } from './enrolment-texts';
import { type HouseholdDraft, isoDate, type PersonDraft, peopleOf } from './household';

/**
 * The Member Info step's checks (spec 01 section 5 'Enrollment form messages', 'Signup requires full name, phone,
 * email and date of birth'), with the domain's validators. Messages stay in English here (the domain's words);
 * the page shows them in its language. The server checks the same with the contract's schemas.
 */
export type Problems = Record<string, string>;

/** Whether the person's chosen plan is one the picker offers them now. */
export type PlanAllowed = (person: PersonDraft, index: number) => boolean;

const en = ENROLMENT_TEXTS.en;
const first = (...results: (string | null)[]) => results.find((r) => r !== null) ?? null;

function birthDateProblem(value: string): string | null {
  const problem = first(required(value), dateMMddyyyy(value));
  if (problem) return problem;
  // A real day, not in the future, at most 120 years ago (the contract's BirthDate).
  const age = ageOn(isoDate(value), new Date());
  return age === null || age > 120 ? VALIDATION_MESSAGES.invalidDate : null;
}

function personProblems(p: PersonDraft, at: string, problems: Problems) {
  const put = (field: string, problem: string | null) => {
    if (problem) problems[`${at}.${field}`] = problem;
  };
  put('firstName', required(p.firstName));
  put('lastName', required(p.lastName));
  put('birthDate', birthDateProblem(p.birthDate));
  if (p.chartId.length > 40) put('chartId', VALIDATION_MESSAGES.invalidData);
}

const phoneDigits = (phone: string) => phone.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');

export function householdProblems(draft: HouseholdDraft, planAllowed: PlanAllowed): Problems | null {
  const problems: Problems = {};
  const o = draft.owner;
  const put = (field: string, problem: string | null) => {
    if (problem) problems[`owner.${field}`] = problem;
  };
  personProblems(o, 'owner', problems);
  put('email', first(required(o.email), email(o.email)));
  put('confirmEmail', first(required(o.confirmEmail), emailsMatch(o.email, o.confirmEmail)));
  const phone = phoneDigits(o.phone);
  put('phone', first(required(o.phone), /^\d{10}$/.test(phone) ? null : en.phoneDigits, usAreaCode(phone)));
  put('line1', required(o.line1));
  put('city', required(o.city));
  put('state', US_STATES.some((s) => s.code === o.state) ? null : VALIDATION_MESSAGES.required);
  put('zip', first(required(o.zip), zip(o.zip), zipFromUsa(o.zip)));
  put('confirmZip', first(required(o.confirmZip), o.zip.trim() === o.confirmZip.trim() ? null : en.zipMatch));

  draft.members.forEach((m, i) => {
    personProblems(m, `members.${i}`, problems);
    if (!m.relationship) problems[`members.${i}.relationship`] = VALIDATION_MESSAGES.required;
  });

  // Each person's plan: chosen, and one the picker offers them (their age, insurance and the term may have moved).
  peopleOf(draft).forEach((p, i) => {
    const at = i === 0 ? 'owner' : `members.${i - 1}`;
    if (p.planId === null || (typeof p.planId === 'number' && !planAllowed(p, i))) {
      problems[`${at}.planId`] = en.choosePlan;
    }
  });
  if (!problems['owner.planId'] && peopleOf(draft).every((p) => typeof p.planId !== 'number')) {
    problems['owner.planId'] = en.someonePlan;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Dotted paths into the nested errors react-hook-form reads. */
export function toFieldErrors(problems: Problems): FieldErrors<HouseholdDraft> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problems)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key, i) => {
      const next = keys[i + 1] ?? '';
      node[key] ??= /^\d+$/.test(next) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1] ?? ''] = { type: 'validate', message };
  }
  return root as FieldErrors<HouseholdDraft>;
}

/** The form's resolver: the checks above, the plan rule given by the page. */
export const householdResolver =
  (planAllowed: () => PlanAllowed): Resolver<HouseholdDraft> =>
  (values) => {
    const problems = householdProblems(values, planAllowed());
    return problems ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
  };
