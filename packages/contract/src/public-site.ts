import { z } from 'zod';
import { BodyId, Id } from './common';
import { LocationSummary, NewLocation } from './locations';
import { OpeningHours } from './office';

// The platform's terms for office users (issue 27, /dentist-new/terms-update) and duplicating an office's setup into a
// new location (/accounts/duplicate/{firstOffice}/{userId}). The spec names the page and the browser navigation, not
// their payloads: these are ours.

/** `GET /users/me/terms`: the terms in force, what changed, and when the caller accepted them (null: not yet). */
export const TermsStatusResponse = z
  .object({
    version: z.string(),
    effectiveLabel: z.string(),
    changes: z.array(z.string()),
    acceptedAt: z.string().nullable(),
  })
  .meta({ id: 'TermsStatusResponse' });
export type TermsStatusResponse = z.infer<typeof TermsStatusResponse>;

/** `POST /users/me/terms`: accepts the version the user read (a replaced version is refused with 400). */
export const AcceptTermsRequest = z
  .object({ version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Name the version of the terms you read.') })
  .meta({ id: 'AcceptTermsRequest' });

export const AcceptTermsResponse = z
  .object({ _message: z.string(), acceptedAt: z.string() })
  .meta({ id: 'AcceptTermsResponse' });

export const DuplicateOfficeParams = z.object({ firstOffice: Id, userId: Id });

/** What duplicating the office copies into the new location, shown before the owner confirms. */
export const DuplicateOfficePreview = z
  .object({
    officeName: z.string(),
    /** The office's own plans (master and group plans reach the new location through the organization and groups). */
    plans: z.array(z.object({ id: z.number(), name: z.string() })),
    /** Plans the new location will offer through the organization's catalogue, without being copied. */
    sharedPlans: z.array(z.object({ id: z.number(), name: z.string() })),
    groups: z.array(z.object({ id: z.number(), name: z.string() })),
    team: z.array(z.object({ id: z.number(), name: z.string(), owner: z.boolean() })),
    hours: OpeningHours,
    specialtyId: z.number().nullable(),
    services: z.array(z.string()),
    bookingUrl: z.string(),
    /** Whether the office has a payout account another location may share. */
    payoutConnected: z.boolean(),
  })
  .meta({ id: 'DuplicateOfficePreview' });
export type DuplicateOfficePreview = z.infer<typeof DuplicateOfficePreview>;

/**
 * `POST /accounts/duplicate/{firstOffice}/{userId}`: the new location's own name, contacts and address (and payout
 * choice, hours and team as when adding one); its plans, groups, profile and theme are copied from the first office.
 */
export const DuplicateOfficeRequest = NewLocation.extend({
  /** The first office's hours when left out. */
  hours: OpeningHours.optional(),
  /** The first office's team when left out. */
  userIds: z.array(BodyId).max(200).optional(),
}).meta({ id: 'DuplicateOfficeRequest' });
export type DuplicateOfficeRequest = z.input<typeof DuplicateOfficeRequest>;

export const DuplicateOfficeResponse = z
  .object({ _message: z.string(), location: LocationSummary, copiedPlans: z.number() })
  .meta({ id: 'DuplicateOfficeResponse' });
export type DuplicateOfficeResponse = z.infer<typeof DuplicateOfficeResponse>;
