import type { EnrolmentResponse } from '@mhq/contract';
import type { Quote } from '@mhq/domain';
import type { Ctx } from '../../deps';
import type { Draft, Enroller } from './household';

// What writing an enrolment works from (enrolment.write.ts, its welcome mail and its first payment read it).

/**
 * What an enrolment writes, as its charge intent keeps it (JSON): the office as the payer saw it (its plans' names,
 * the day, the fees), the household, its quote and who enrolled it. Recorded from this alone, an interrupted enrolment
 * is finished exactly as it was priced and paid.
 */
export type EnrolmentWork = {
  office: {
    organizationId: number;
    officeId: number;
    officeName: string;
    officePhone: string | null;
    /** The business day of the enrolment: its plans' first period starts on it. */
    today: string;
    gppActive: boolean;
    perMemberMonthCents: number;
    smallBusinessId: number | null;
    /** The employer's name when its card pays for the household (payment 'employer'). */
    employerName?: string | null;
    /** The community group whose code the household enrolled with (CommunityConnect), if any. */
    communityGroupId: number | null;
    /** The campaign message whose link the household came through (issue 26); absent in intents written before. */
    campaignRecipientId?: number | null;
    plans: { id: number; name: string; spanishName: string | null; disableGpp: boolean | null }[];
  };
  draft: Draft;
  enroller: Enroller & { userId: number | null };
  quote: Quote;
  /** Family members (by their place in draft.members) already covered: not written. */
  covered: number[];
  notAdded: EnrolmentResponse['notAdded'];
  /** The household of the practice whose referral code was typed (optional: intents written before codes lack it). */
  referral?: { ownerMemberId: number; code: string } | null;
  /** The platform's fee on today's payment (0 when nothing is charged online). */
  platformFeeCents: number;
  ip: string;
};

/** What writing an enrolment needs of the app: the database, the time, mail, the brand and its links. */
export type WriteCtx = Pick<Ctx, 'clock' | 'mail' | 'config' | 'tenant' | 'jwtKey'>;
