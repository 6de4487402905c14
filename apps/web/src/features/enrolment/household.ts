import type { EnrolmentMember, EnrolmentOwner } from '@mhq/contract';
import { type Payor, parseMMddyyyy, type QuotePerson, type Relationship } from '@mhq/domain';
import type { Term } from './enrolment-texts';

/**
 * The household as the form holds it (spec 01 section 3 'Member draft'): what people type, dates as MM/dd/yyyy.
 * `planId` null means not chosen yet; 'none' (the account owner only) means 'no plan for me'.
 */
export type PersonDraft = {
  firstName: string;
  lastName: string;
  birthDate: string;
  insured: boolean;
  planId: number | 'none' | null;
  /** Front desk only. */
  chartId: string;
  waiveFee: boolean;
  payor: Payor;
};

export type MemberRelationship = Exclude<Relationship, 'myself'>;
export type MemberDraft = PersonDraft & { relationship: MemberRelationship | '' };

export type OwnerDraft = PersonDraft & {
  email: string;
  confirmEmail: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  confirmZip: string;
};

export type HouseholdDraft = { owner: OwnerDraft; members: MemberDraft[]; term: Term };

const emptyPerson = (): PersonDraft => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  insured: false,
  planId: null,
  chartId: '',
  waiveFee: false,
  payor: 'member',
});

export const emptyMember = (lastName = ''): MemberDraft => ({ ...emptyPerson(), lastName, relationship: '' });

export const emptyHousehold = (term: Term): HouseholdDraft => ({
  owner: {
    ...emptyPerson(),
    email: '',
    confirmEmail: '',
    phone: '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    zip: '',
    confirmZip: '',
  },
  members: [],
  term,
});

/** Everyone in the household, the account owner first (the order the quote's `person` indexes). */
export const peopleOf = (draft: HouseholdDraft): PersonDraft[] => [draft.owner, ...draft.members];

/** MM/dd/yyyy into the API's YYYY-MM-DD; '' when it is not a real date. */
export function isoDate(mmddyyyy: string): string {
  const d = parseMMddyyyy(mmddyyyy);
  if (!d) return '';
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Types the slashes of MM/DD/YYYY as the digits come, so a phone's number pad is enough. */
export function maskBirthDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export const planIdOf = (person: PersonDraft): number | null =>
  typeof person.planId === 'number' ? person.planId : null;

/** What pricing needs of each person; the payor and waiver only where the front desk may set them. */
export const quotePeople = (draft: HouseholdDraft, frontDeskExtras: boolean): QuotePerson[] =>
  peopleOf(draft).map((p) => ({
    planId: planIdOf(p),
    ...(frontDeskExtras ? { payor: p.payor, waiveFee: p.waiveFee } : {}),
  }));

const personFields = (p: PersonDraft, frontDeskExtras: boolean, channel: 'external' | 'internal') => ({
  firstName: p.firstName.trim(),
  lastName: p.lastName.trim(),
  birthDate: isoDate(p.birthDate),
  planId: planIdOf(p),
  insured: p.insured,
  ...(channel === 'internal' && p.chartId.trim() ? { chartId: p.chartId.trim() } : {}),
  ...(frontDeskExtras ? { payor: p.payor, waiveFee: p.waiveFee } : {}),
});

/** The owner and members as the enrolment calls take them (the contract's EnrolmentOwner and EnrolmentMember). */
export function householdRequest(
  draft: HouseholdDraft,
  channel: 'external' | 'internal',
  frontDeskExtras: boolean,
): { owner: EnrolmentOwner; members: EnrolmentMember[] } {
  const o = draft.owner;
  return {
    owner: {
      ...personFields(o, frontDeskExtras, channel),
      email: o.email.trim().toLowerCase(),
      phone: o.phone.trim(),
      address: { line1: o.line1.trim(), line2: o.line2.trim(), city: o.city.trim(), state: o.state, zip: o.zip.trim() },
    } as EnrolmentOwner,
    members: draft.members.map((m) => ({
      ...personFields(m, frontDeskExtras, channel),
      relationship: m.relationship as MemberRelationship,
    })),
  };
}

/** A person's name as the summary and the plan picker's legend show it. */
export const displayName = (p: Pick<PersonDraft, 'firstName' | 'lastName'>): string =>
  `${p.firstName} ${p.lastName}`.trim();
