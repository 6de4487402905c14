import { z } from 'zod';
import { BillingSettings } from './billing-run';
import { Id, Text } from './common';

// The platform's fees as its admins set them (/admin/fees, issue 24): the defaults every office pays, and the
// offices that pay their own (agreed terms), each applied from the next payment on.

export const FEE_OVERRIDES_PAGE_SIZE = 25;

export const AdminFeesQuery = z.object({
  search: Text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminFeesQuery = z.infer<typeof AdminFeesQuery>;

const Fees = z.object({ perMemberMonthCents: z.number().int(), setupFeePercent: z.number() });

export const FeeOverride = z
  .object({
    office: z.object({ id: z.number().int(), name: z.string(), organization: z.string() }),
    /** Null: the office pays the platform's default for that fee. */
    perMemberMonthCents: z.number().int().nullable(),
    setupFeePercent: z.number().nullable(),
    note: z.string().nullable(),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: 'FeeOverride' });
export type FeeOverride = z.infer<typeof FeeOverride>;

export const AdminFeesResponse = z
  .object({
    defaults: Fees,
    /** Offices with their own terms, by office name. */
    overrides: z.array(FeeOverride),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminFeesResponse' });
export type AdminFeesResponse = z.infer<typeof AdminFeesResponse>;

export const FeeOverrideParams = z.object({ dentistInfoId: Id });

/** An office's own fees: at least one of them, the other left at the platform's default (null). */
export const FeeOverrideRequest = z
  .object({
    perMemberMonthCents: BillingSettings.shape.perMemberMonthCents.nullable(),
    setupFeePercent: BillingSettings.shape.setupFeePercent.nullable(),
    note: Text(300).default(''),
  })
  .refine((v) => v.perMemberMonthCents !== null || v.setupFeePercent !== null, {
    message: 'Give the office its own fee per member, its own setup percent, or both.',
    path: ['perMemberMonthCents'],
  });
export type FeeOverrideRequest = z.infer<typeof FeeOverrideRequest>;

export const FeeOverrideResponse = z
  .object({ _message: z.string(), override: FeeOverride })
  .meta({ id: 'FeeOverrideResponse' });
export type FeeOverrideResponse = z.infer<typeof FeeOverrideResponse>;
