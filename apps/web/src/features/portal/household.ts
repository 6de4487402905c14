import type { HouseholdMember, HouseholdPlan, HouseholdResponse } from '@mhq/contract';
import { formatMoney, formatUsDate } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { type HouseholdTexts, SPANISH_PROCEDURES } from './household-texts';
import type { PortalLang } from './portal-language';

// The signed-in patient's household (one read behind the dashboard, membership info and 'Your dentist'), and the
// small words every one of those pages uses for it.

/** A member of the patient's household as the portal shows them: what a member card's action buttons are given. */
export type PortalMember = HouseholdMember;
export type PortalPlan = HouseholdPlan;
export type PortalHousehold = HouseholdResponse;

export const HOUSEHOLD_QUERY_KEY = ['patient', 'household'] as const;

/** The household at the patient's practice; disabled (never loading) when the patient has no practice yet. */
export function useHousehold() {
  const user = useCurrentUser();
  const officeId = user.dentistInfo?.id ?? null;
  const query = useQuery({
    queryKey: [...HOUSEHOLD_QUERY_KEY, officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('patientHousehold', {
        params: { id: user.userId },
        query: { dentistInfoId: officeId ?? 0 },
        signal,
        successToast: false,
      }),
  });
  return { officeId, ...query };
}

export const brand = (): 'dental' | 'vision' => (tenant.id === 'vision' ? 'vision' : 'dental');

export const money = (cents: number) => formatMoney(cents, { decimals: 2 });
export const usDate = (day: string) => formatUsDate(day);

export const planNameIn = (plan: { planName: string; spanishPlanName: string }, lang: PortalLang) =>
  lang === 'es' && plan.spanishPlanName ? plan.spanishPlanName : plan.planName;

export const descriptionIn = (plan: HouseholdPlan, lang: PortalLang) =>
  lang === 'es' && plan.spanishDescription ? plan.spanishDescription : plan.description;

export const procedureNameIn = (p: { code: string; name: string }, lang: PortalLang) =>
  lang === 'es' ? (SPANISH_PROCEDURES[p.code.toUpperCase()] ?? SPANISH_PROCEDURES[`D${p.code}`] ?? p.name) : p.name;

export const fullNameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/** 'Ana', 'Ana and Luis', 'Ana, Luis and Sofia'. */
export function namesList(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

/**
 * The badge colour of a member's summary status: a late one stands out, a canceled one is quiet. Dark enough for its
 * white words to read on a phone in daylight (contrast above 4.5:1).
 */
export const SUMMARY_COLORS: Record<HouseholdMember['summaryStatus'], string> = {
  late: '#9a3412',
  active: '#166534',
  canceled: '#495057',
  other: '#495057',
};

/** The relationship's word, 'You' for the signed-in account owner's own card. */
export function relationshipOf(m: HouseholdMember, t: HouseholdTexts): string {
  return t.relationship[m.relationship] ?? t.relationship.other ?? m.relationship;
}
