import { VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Text } from './common';

/** At most this many addresses in one group invite (the 'Invite patient' modal's group variant). */
export const INVITE_GROUP_MAX = 50;

/**
 * 'Invite patient' (spec 01 section 3 'Invite payload'): the office and the patient's email, in English or Spanish.
 * The spec's client also sends the office's name, email and logo; they are accepted for it and ignored: the mail
 * reads the office's own record, so a caller cannot put words or a link of its choosing in the office's name.
 */
export const InvitePatientRequest = z
  .object({
    dentistInfoId: BodyId,
    email: Email,
    /** The mail's language: English (false, the default) or Spanish (true). */
    spanish: z.boolean().default(false),
    officeName: Text(200).nullable().optional(),
    officeEmail: Text(254).nullable().optional(),
    officeLogo: Text(2000).nullable().optional(),
  })
  .meta({ id: 'InvitePatientRequest' });
export type InvitePatientRequest = z.infer<typeof InvitePatientRequest>;

/** The group variant: one language for several addresses (duplicates count once). */
export const InvitePatientGroupRequest = z
  .object({
    dentistInfoId: BodyId,
    emails: z
      .array(Email)
      .min(1, VALIDATION_MESSAGES.required)
      .max(INVITE_GROUP_MAX, `At most ${INVITE_GROUP_MAX} addresses at a time`),
    spanish: z.boolean().default(false),
  })
  .meta({ id: 'InvitePatientGroupRequest' });
export type InvitePatientGroupRequest = z.infer<typeof InvitePatientGroupRequest>;

/** An address of a group invite that was not sent to, and why (in words for the office). */
export const SkippedInvite = z.object({ email: z.string(), reason: z.string() });
export type SkippedInvite = z.infer<typeof SkippedInvite>;

export const InvitePatientGroupResponse = z
  .object({
    _message: z.string(),
    sent: z.array(z.string()),
    skipped: z.array(SkippedInvite),
  })
  .meta({ id: 'InvitePatientGroupResponse' });
export type InvitePatientGroupResponse = z.infer<typeof InvitePatientGroupResponse>;

/** An invite's id as the mailed link carries it: random, URL-safe. */
export const InviteIdParams = z.object({
  inviteId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, VALIDATION_MESSAGES.invalidData),
});

/** A click was counted. No `_message`: the enrolment page that reports it shows no toast. */
export const InviteClickResponse = z.object({ logged: z.literal(true) }).meta({ id: 'InviteClickResponse' });
export type InviteClickResponse = z.infer<typeof InviteClickResponse>;

/** BusinessConnect: the office and the small business whose link a patient came through. */
export const OfficeDiscountRequest = z
  .object({ dentistInfoId: BodyId, smBusinessInfoId: BodyId })
  .meta({ id: 'OfficeDiscountRequest' });
export type OfficeDiscountRequest = z.infer<typeof OfficeDiscountRequest>;

/** The office's discount in percent for members who come through that business (0: none). */
export const OfficeDiscountResponse = z
  .object({ discountPercent: z.number().min(0).max(100) })
  .meta({ id: 'OfficeDiscountResponse' });
export type OfficeDiscountResponse = z.infer<typeof OfficeDiscountResponse>;
