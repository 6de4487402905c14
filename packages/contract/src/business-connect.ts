import { z } from 'zod';
import { BodyId, Email, Id, Text } from './common';
import { UsPhone } from './office';

// BusinessConnect as the practice runs it (issue 25): the switch with its terms, the discount employers' staff get,
// which plans employers may offer, the employers the office invited or works with, their employees, and the report.

/** 'invited' (the office asked, the employer has not finished its sign-up), 'pending' (signed up, not yet activated), 'active'. */
export const SMALL_BUSINESS_STATUSES = ['invited', 'pending', 'active'] as const;
export const SmallBusinessStatus = z.enum(SMALL_BUSINESS_STATUSES);
export type SmallBusinessStatus = z.infer<typeof SmallBusinessStatus>;

/** The largest discount an office may give employers' staff, in percent (our decision: the spec gives no number). */
export const BUSINESS_CONNECT_MAX_DISCOUNT = 50;

export const BusinessConnectMessages = {
  acceptTerms: 'Please accept the BusinessConnect terms',
  acceptAddendum: 'Please accept the BusinessConnect addendum',
  confirmOff: 'Please confirm that you want to turn BusinessConnect off',
  discount: `Choose a discount from 0 to ${BUSINESS_CONNECT_MAX_DISCOUNT} percent`,
  notOffered: 'BusinessConnect is not offered on this platform',
  turnOnFirst: 'Turn on BusinessConnect before inviting businesses',
  emailTaken: 'A business with this email already works with your office',
} as const;

export const BusinessConnectParams = z.object({ id: Id });
export const OfficeBusinessParams = z.object({ id: Id, businessId: Id });

export const BusinessConnectPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  monthlyCents: z.number().int(),
  annualCents: z.number().int(),
  /** Employers may offer it to their staff (the plan's showOnBC). */
  showOnBC: z.boolean(),
});

/** One employer of the office, with what its link brought. */
export const OfficeBusiness = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: SmallBusinessStatus,
    /** Households (employees) that enrolled through its link. */
    employees: z.number().int(),
    /** People (employees and their families) whose membership through it is active. */
    activeMembers: z.number().int(),
    /** What those households paid, less refunds, to date. */
    revenueCents: z.number().int(),
    /** The employees' enrolment page. */
    enrolPath: z.string(),
    /** Until when its mailed activation link works (invited and pending businesses). */
    activationExpiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OfficeBusiness' });
export type OfficeBusiness = z.infer<typeof OfficeBusiness>;

export const BusinessConnectResponse = z
  .object({
    /** The brand offers BusinessConnect at all (its businessConnect feature). */
    offered: z.boolean(),
    on: z.boolean(),
    discountPercent: z.number().int(),
    termsAcceptedAt: z.string().nullable(),
    addendumAcceptedAt: z.string().nullable(),
    acceptedBy: z.string().nullable(),
    officeName: z.string(),
    officeSlug: z.string(),
    plans: z.array(BusinessConnectPlan),
    businesses: z.array(OfficeBusiness),
  })
  .meta({ id: 'BusinessConnectResponse' });
export type BusinessConnectResponse = z.infer<typeof BusinessConnectResponse>;

/** Turning the program on: both documents accepted. */
export const TurnOnBusinessConnectRequest = z
  .object({
    acceptTerms: z.boolean().refine((v) => v, BusinessConnectMessages.acceptTerms),
    acceptAddendum: z.boolean().refine((v) => v, BusinessConnectMessages.acceptAddendum),
  })
  .meta({ id: 'TurnOnBusinessConnectRequest' });
export type TurnOnBusinessConnectRequest = z.infer<typeof TurnOnBusinessConnectRequest>;

export const TurnOffBusinessConnectRequest = z
  .object({ confirm: z.boolean().refine((v) => v, BusinessConnectMessages.confirmOff) })
  .meta({ id: 'TurnOffBusinessConnectRequest' });

export const BusinessConnectSettingsRequest = z
  .object({
    discountPercent: z
      .number({ error: BusinessConnectMessages.discount })
      .int(BusinessConnectMessages.discount)
      .min(0, BusinessConnectMessages.discount)
      .max(BUSINESS_CONNECT_MAX_DISCOUNT, BusinessConnectMessages.discount),
    /** The office's plans employers may offer; the others are hidden on the employers' link. */
    planIds: z.array(BodyId).max(200),
  })
  .meta({ id: 'BusinessConnectSettingsRequest' });
export type BusinessConnectSettingsRequest = z.infer<typeof BusinessConnectSettingsRequest>;

export const InviteBusinessRequest = z
  .object({
    name: Text(120).refine((v) => v.length >= 2, 'Please enter the business name'),
    email: Email,
    phone: z.union([z.literal(''), UsPhone]),
  })
  .meta({ id: 'InviteBusinessRequest' });
export type InviteBusinessRequest = z.infer<typeof InviteBusinessRequest>;

export const BusinessConnectChangeResponse = z
  .object({ _message: z.string(), business: OfficeBusiness.optional() })
  .meta({ id: 'BusinessConnectChangeResponse' });

/** One employee household of a business: the employee (the account owner), their plan and status. */
export const OfficeBusinessEmployee = z.object({
  memberId: z.number().int(),
  name: z.string(),
  plan: z.string().nullable(),
  /** The member list's summary: active, late, canceled or other. */
  status: z.string(),
  /** People in the household enrolled through the business. */
  members: z.number().int(),
  enrolledOn: z.string(),
});
export type OfficeBusinessEmployee = z.infer<typeof OfficeBusinessEmployee>;

export const OfficeBusinessDetailResponse = z
  .object({ business: OfficeBusiness, employees: z.array(OfficeBusinessEmployee) })
  .meta({ id: 'OfficeBusinessDetailResponse' });
export type OfficeBusinessDetailResponse = z.infer<typeof OfficeBusinessDetailResponse>;

export const BC_REPORT_FORMATS = ['csv', 'xlsx'] as const;
export const BcReportFileQuery = z.object({ format: z.enum(BC_REPORT_FORMATS) });

/** The BusinessConnect report: per employer, and per month over the last 12 months. */
export const BcReportResponse = z
  .object({
    officeName: z.string(),
    /** First month shown (YYYY-MM) and last (the current one). */
    from: z.string(),
    to: z.string(),
    byBusiness: z.array(
      z.object({
        businessId: z.number().int(),
        name: z.string(),
        employees: z.number().int(),
        activeMembers: z.number().int(),
        revenueCents: z.number().int(),
      }),
    ),
    byMonth: z.array(
      z.object({
        month: z.string(),
        /** Households that enrolled through an employer that month. */
        enrolled: z.number().int(),
        revenueCents: z.number().int(),
      }),
    ),
    totals: z.object({ employees: z.number().int(), activeMembers: z.number().int(), revenueCents: z.number().int() }),
  })
  .meta({ id: 'BcReportResponse' });
export type BcReportResponse = z.infer<typeof BcReportResponse>;
