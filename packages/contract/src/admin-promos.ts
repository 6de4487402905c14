import { DISCOUNT_CODE_PATTERN, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Id, Text } from './common';

// The platform's discount codes a practice enters at sign-up, as the admins' promo pages manage them (issue 24).

/** Where a code stands today: not started, taking sign-ups, paused by an admin, past its end, or out of uses. */
export const PROMO_STATUSES = ['scheduled', 'active', 'paused', 'expired', 'used_up'] as const;
export const PromoStatus = z.enum(PROMO_STATUSES);
export type PromoStatus = z.infer<typeof PromoStatus>;

export const PROMO_SORTS = ['newest', 'code', 'uses', 'expires'] as const;
export const PROMOS_PAGE_SIZE = 25;

/** The platform tiers a code may be limited to (schema: 1 to 4). */
const TierLevel = z.number().int().min(1, 'Choose a tier from the list').max(4, 'Choose a tier from the list');

export const AdminPromosQuery = z.object({
  search: Text(100).optional(),
  status: PromoStatus.optional(),
  sort: z.enum(PROMO_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminPromosQuery = z.infer<typeof AdminPromosQuery>;

export const PromoCode = z
  .object({
    id: z.number().int(),
    code: z.string(),
    description: z.string().nullable(),
    percentOff: z.number().nullable(),
    amountOffCents: z.number().int().nullable(),
    startsAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    /** null: every tier. */
    tierLevels: z.array(z.number().int()).nullable(),
    active: z.boolean(),
    association: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Practices that signed up with it. */
    uses: z.number().int(),
    status: PromoStatus,
    createdAt: z.string(),
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof PromoCode>;

export const AdminPromosResponse = z
  .object({
    promos: z.array(PromoCode),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminPromosResponse' });
export type AdminPromosResponse = z.infer<typeof AdminPromosResponse>;

const When = z.iso.datetime({ offset: true, message: VALIDATION_MESSAGES.invalidDate }).nullable();

/** The limits of a code: what an admin may change after practices have used it. */
const PromoLimits = z.object({
  description: Text(200).default(''),
  startsAt: When.default(null),
  expiresAt: When.default(null),
  maxUses: z.number().int().min(1, 'At least 1 use').max(1_000_000).nullable().default(null),
  tierLevels: z.array(TierLevel).min(1, 'Choose at least one tier, or every tier').max(4).nullable().default(null),
});

const datesInOrder = (v: { startsAt: string | null; expiresAt: string | null }) =>
  !v.startsAt || !v.expiresAt || new Date(v.expiresAt) > new Date(v.startsAt);
const DATES_ORDER = { message: 'The end must come after the start', path: ['expiresAt'] };

export const CreatePromoRequest = PromoLimits.extend({
  code: z
    .string()
    .trim()
    .min(3, 'Use 3 to 32 letters, digits, dashes or underscores')
    .max(32, 'Use 3 to 32 letters, digits, dashes or underscores')
    .regex(DISCOUNT_CODE_PATTERN, 'Use 3 to 32 letters, digits, dashes or underscores'),
  percentOff: z.number().gt(0, 'More than 0%').max(100, 'At most 100%').nullable().default(null),
  amountOffCents: z.number().int().min(1, 'More than $0').max(10_000_000).nullable().default(null),
  associationId: BodyId.nullable().default(null),
})
  .refine((v) => (v.percentOff === null) !== (v.amountOffCents === null), {
    message: 'Give a percent off or an amount off (one of them)',
    path: ['percentOff'],
  })
  .refine(datesInOrder, DATES_ORDER)
  .meta({ id: 'CreatePromoRequest' });
export type CreatePromoRequest = z.infer<typeof CreatePromoRequest>;
export type CreatePromoForm = z.input<typeof CreatePromoRequest>;

export const UpdatePromoRequest = PromoLimits.refine(datesInOrder, DATES_ORDER).meta({ id: 'UpdatePromoRequest' });
export type UpdatePromoRequest = z.infer<typeof UpdatePromoRequest>;

export const PromoParams = z.object({ id: Id });
export const PromoActiveRequest = z.object({ active: z.boolean() }).meta({ id: 'PromoActiveRequest' });

export const PromoChangeResponse = z
  .object({ _message: z.string(), promo: PromoCode })
  .meta({ id: 'PromoChangeResponse' });
export type PromoChangeResponse = z.infer<typeof PromoChangeResponse>;

/** One practice that signed up with a code. */
export const PromoUse = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  officeId: z.number().int().nullable(),
  officeName: z.string().nullable(),
  ownerEmail: z.string(),
  signedUpAt: z.string(),
  emailConfirmedAt: z.string().nullable(),
  tierLevel: z.number().int().nullable(),
  tierName: z.string().nullable(),
  pricingPeriod: z.string().nullable(),
});
export type PromoUse = z.infer<typeof PromoUse>;

export const PromoReportResponse = z
  .object({ promo: PromoCode, uses: z.array(PromoUse) })
  .meta({ id: 'PromoReportResponse' });
export type PromoReportResponse = z.infer<typeof PromoReportResponse>;

export const PromoAssociationsResponse = z
  .object({ associations: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .meta({ id: 'PromoAssociationsResponse' });
