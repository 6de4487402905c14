import { z } from 'zod';
import { BodyId, Id, Text } from './common';

// The practice-management system (issue 28): the office's connection through the integration hub, chart matches of
// members to the PMS's patients, membership written back to the PMS, and the benefit usage read from it.

/** The office a PMS call acts in, in a body. */
export const PmsOfficeBody = z.object({ dentistInfoId: BodyId });
/** The office a PMS call acts in, in a query. */
export const PmsOfficeQuery = z.object({ dentistInfoId: Id });

/** A system code of the brand's PMS list (PMS_OPTIONS). */
const PmsSystem = z.string().trim().min(1).max(40);

/** One system of the brand's list, and whether the hub can connect to it (else the office keeps posting by hand). */
export const PmsSupportedSystem = z.object({ value: z.string(), label: z.string(), connectable: z.boolean() });

/** How the office's link to its PMS stands. */
export const PmsConnection = z
  .object({
    /** 'connected', 'disconnected', or 'failed' (the last try could not reach the office's PMS). */
    status: z.enum(['connected', 'disconnected', 'failed']),
    system: z.string(),
    systemLabel: z.string(),
    /** 'simulated' (the embedded PMS) or 'sikka' (the hub). */
    via: z.enum(['simulated', 'sikka']),
    writeBack: z.boolean(),
    notifyUninsured: z.boolean(),
    connectedAt: z.string().nullable(),
    disconnectedAt: z.string().nullable(),
    /** When the hub last answered (a search, a match, a write). */
    lastSyncAt: z.string().nullable(),
    /** The hub's last failure in plain words, and when; null once a later call succeeded. */
    lastError: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
    /** Patients the PMS holds for the office, as of the last answer. */
    pmsPatients: z.number().int().nullable(),
    /** Members with a chart match, and members with a plan but none (the 'PMS Not Connected' filter). */
    matchedMembers: z.number().int(),
    unmatchedMembers: z.number().int(),
    /** Matches the matcher was not sure of, waiting for staff. */
    matchesToConfirm: z.number().int(),
    /** The write-back queue: waiting (with retries), written, and given up (the PMS refused them). */
    writes: z.object({
      queued: z.number().int(),
      written: z.number().int(),
      failed: z.number().int(),
      oldestQueuedAt: z.string().nullable(),
      lastWrittenAt: z.string().nullable(),
    }),
  })
  .meta({ id: 'PmsConnection' });
export type PmsConnection = z.infer<typeof PmsConnection>;

export const PmsSupportedResponse = z.object({
  systems: z.array(PmsSupportedSystem),
  /** The office's connection; null when it never connected. */
  connection: PmsConnection.nullable(),
});
export type PmsSupportedResponse = z.infer<typeof PmsSupportedResponse>;

export const InitiatePmsRequest = z.object({ dentistInfoId: BodyId, pmsSystem: PmsSystem });
export type InitiatePmsRequest = z.infer<typeof InitiatePmsRequest>;

export const PmsConnectionResponse = z.object({ _message: z.string(), connection: PmsConnection });
export type PmsConnectionResponse = z.infer<typeof PmsConnectionResponse>;

export const PmsToggleRequest = z.object({ dentistInfoId: BodyId, enabled: z.boolean() });
export type PmsToggleRequest = z.infer<typeof PmsToggleRequest>;

/** How the office posts membership payments in its PMS ledger. */
export const ProviderPaymentFields = z.object({
  /** The PMS provider (dentist or doctor) the payments are posted to, as the PMS names them. */
  providerId: Text(40).min(1),
  /** The ledger's payment type for membership payments (for example MEMBERSHIP or a type code). */
  paymentType: Text(40).min(1),
  /** 'payment' (a patient payment) or 'adjustment' (a credit adjustment). */
  postAs: z.enum(['payment', 'adjustment']),
  /** Whether each membership payment the platform collects is posted to the patient's ledger. */
  postPayments: z.boolean(),
});
export const SetProviderPaymentRequest = ProviderPaymentFields.extend({ dentistInfoId: BodyId });
export type SetProviderPaymentRequest = z.infer<typeof SetProviderPaymentRequest>;

export const ProviderPayment = ProviderPaymentFields.extend({ updatedAt: z.string() }).meta({ id: 'ProviderPayment' });
export type ProviderPayment = z.infer<typeof ProviderPayment>;

export const ProviderPaymentResponse = z.object({
  /** null until the office sets it. */
  providerPayment: ProviderPayment.nullable(),
  /** The providers the office's PMS lists, to choose from (empty when not connected). */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProviderPaymentResponse = z.infer<typeof ProviderPaymentResponse>;

export const SetProviderPaymentResponse = z.object({ _message: z.string(), providerPayment: ProviderPayment });

/** A patient of the PMS (spec 02 section 3: firstName, lastName, chartId), with what helps staff tell them apart. */
export const PmsPatient = z
  .object({
    chartId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** The patient's insurance carrier in the PMS; null: uninsured. */
    carrier: z.string().nullable(),
    /** The member this chart is already matched to, if any. */
    memberId: z.number().int().nullable(),
  })
  .meta({ id: 'PmsPatient' });
export type PmsPatient = z.infer<typeof PmsPatient>;

/** PMS patient search (spec 02 section 5: from 2 characters). */
export const PmsPatientSearchQuery = z.object({ dentistInfoId: Id, q: Text(80).min(2) });
export const PmsPatientSearchResponse = z.object({ patients: z.array(PmsPatient) });
export type PmsPatientSearchResponse = z.infer<typeof PmsPatientSearchResponse>;

export const MatchNewMembersResponse = z.object({
  _message: z.string(),
  /** Members matched for sure, members with candidates for staff, members with no candidate. */
  matched: z.number().int(),
  toConfirm: z.number().int(),
  unmatched: z.number().int(),
});
export type MatchNewMembersResponse = z.infer<typeof MatchNewMembersResponse>;

/** A member without a chart match and the PMS patients that could be them, best first. */
export const PmsMatchReview = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  planName: z.string().nullable(),
  candidates: z.array(
    PmsPatient.extend({
      /** 0 to 100. */
      score: z.number().int(),
      /** What agrees, in words: 'same birth date', 'same email', 'similar last name'. */
      reasons: z.array(z.string()),
    }),
  ),
});
export const PmsMatchesQuery = z.object({ dentistInfoId: Id });
export const PmsMatchesResponse = z.object({ members: z.array(PmsMatchReview) });
export type PmsMatchesResponse = z.infer<typeof PmsMatchesResponse>;

export const SetChartMatchRequest = z.object({
  dentistInfoId: BodyId,
  memberId: BodyId,
  chartId: Text(40).min(1),
});
export type SetChartMatchRequest = z.infer<typeof SetChartMatchRequest>;
export const RemoveChartMatchRequest = z.object({ dentistInfoId: BodyId, memberId: BodyId });
export type RemoveChartMatchRequest = z.infer<typeof RemoveChartMatchRequest>;
export const ChartMatchResponse = z.object({
  _message: z.string(),
  memberId: z.number().int(),
  chartId: z.string().nullable(),
});

/** One included service of the member's plan and how much of it the member used this plan year. */
export const BenefitUse = z.object({
  code: z.string(),
  name: z.string(),
  included: z.number().int(),
  used: z.number().int(),
  /** The dates the PMS recorded them, latest first. */
  usedOn: z.array(z.string()),
});
/** A member's use of their plan's included care, from the PMS's completed procedures. */
export const BenefitUsage = z
  .object({
    memberId: z.number().int(),
    planName: z.string().nullable(),
    /** The plan year: from the last anniversary of the membership to the day before the next. */
    yearFrom: z.string().nullable(),
    yearTo: z.string().nullable(),
    /** 'ok'; 'no_plan'; 'not_matched' (no chart); 'not_connected' (the office has no PMS link); 'unavailable' (the hub failed). */
    state: z.enum(['ok', 'no_plan', 'not_matched', 'not_connected', 'unavailable']),
    services: z.array(BenefitUse),
    /** Included visits left this plan year. */
    remaining: z.number().int(),
  })
  .meta({ id: 'BenefitUsage' });
export type BenefitUsage = z.infer<typeof BenefitUsage>;

export const MemberBenefitsParams = z.object({ officeId: Id, memberId: Id });
export const MemberBenefitsResponse = z.object({ usage: BenefitUsage });
export type MemberBenefitsResponse = z.infer<typeof MemberBenefitsResponse>;

/** A membership as written on a PMS chart (the note and the carrier-like fields the PMS shows). */
export const PmsWrittenMembership = z.object({
  status: z.string(),
  planName: z.string(),
  discountPercent: z.number(),
  validThrough: z.string().nullable(),
  note: z.string(),
});

/** Whether a member's chart holds their membership as it is now, and what was last written to it. */
export const MemberPmsSync = z
  .object({
    memberId: z.number().int(),
    /**
     * 'in_step' (the last write is the latest); 'waiting' (a change is queued or being retried); 'refused' (the PMS
     * refused the latest write for good); 'not_written' (matched, nothing written yet); 'not_matched' (no chart);
     * 'write_back_off'; 'not_connected'.
     */
    state: z.enum(['in_step', 'waiting', 'refused', 'not_written', 'not_matched', 'write_back_off', 'not_connected']),
    /** The PMS's name ('Dentrix'), when connected. */
    system: z.string().nullable(),
    chartId: z.string().nullable(),
    /** The last membership written to the member's present chart; `membership` null when it was taken off. */
    lastWritten: z.object({ at: z.string(), membership: PmsWrittenMembership.nullable() }).nullable(),
    /** The change waiting to be written: since when, how many tries, the next one, and why the last failed. */
    waiting: z
      .object({
        since: z.string(),
        attempts: z.number().int(),
        nextAttemptAt: z.string(),
        lastError: z.string().nullable(),
      })
      .nullable(),
    /** The PMS's refusal of the latest write. */
    refused: z.object({ at: z.string(), why: z.string() }).nullable(),
  })
  .meta({ id: 'MemberPmsSync' });
export type MemberPmsSync = z.infer<typeof MemberPmsSync>;
export const MemberPmsSyncResponse = z.object({ sync: MemberPmsSync });
export type MemberPmsSyncResponse = z.infer<typeof MemberPmsSyncResponse>;

export const PatientBenefitsQuery = z.object({ dentistInfoId: Id });
export const PatientBenefitsResponse = z.object({ members: z.array(BenefitUsage.extend({ firstName: z.string() })) });
export type PatientBenefitsResponse = z.infer<typeof PatientBenefitsResponse>;

/** Members with included visits left this plan year: whom to call for a recall visit. */
export const RecallQuery = z.object({ dentistInfoId: Id });
export const RecallRow = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  planName: z.string(),
  chartId: z.string(),
  /** Included visits left, and the services they are. */
  remaining: z.number().int(),
  unused: z.array(z.object({ name: z.string(), left: z.number().int() })),
  lastVisitOn: z.string().nullable(),
  yearTo: z.string(),
});
export const RecallResponse = z.object({
  members: z.array(RecallRow),
  state: z.enum(['ok', 'not_connected', 'unavailable']),
});
export type RecallResponse = z.infer<typeof RecallResponse>;

/** Uninsured PMS patients without a plan (toggleNotifyUninsured): the office's campaign audience. */
export const UninsuredResponse = z.object({
  patients: z.array(PmsPatient),
  state: z.enum(['ok', 'off', 'not_connected', 'unavailable']),
});
export type UninsuredResponse = z.infer<typeof UninsuredResponse>;
