import { VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { Email, Text } from './common';
import { OfficeAddress, UsPhone } from './office';

// The account owner's own details and settings in the patient's portal (/patient/profile, /patient-details/settings).

const Name = Text(60).pipe(z.string().min(1, VALIDATION_MESSAGES.required));

export const PortalLanguage = z.enum(['en', 'es']);
export type PortalLanguage = z.infer<typeof PortalLanguage>;

/** Which of the household's messages it wants; payment notices always go and so are not here. */
export const ContactPreferences = z
  .object({
    /** Renewal reminders and news from the office, by mail. */
    reminderMail: z.boolean(),
    /** The same by text message, to the mobile phone on file. */
    reminderTexts: z.boolean(),
  })
  .meta({ id: 'ContactPreferences' });
export type ContactPreferences = z.infer<typeof ContactPreferences>;

export const PatientProfile = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    /** The address the patient signs in with and the household's mail goes to. */
    email: z.string(),
    /** A new address waiting for its link to be opened (the email changes only then). */
    pendingEmail: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
    /** Ten digits, or empty when none is on file. */
    phone: z.string(),
    address: z
      .object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() })
      .nullable(),
    /** The household's language: the portal and every mail to the household follow it. */
    language: PortalLanguage,
    preferences: ContactPreferences,
  })
  .meta({ id: 'PatientProfile' });
export type PatientProfile = z.infer<typeof PatientProfile>;

export const PatientProfileResponse = z
  .object({ _message: z.string().optional(), profile: PatientProfile })
  .meta({ id: 'PatientProfileResponse' });
export type PatientProfileResponse = z.infer<typeof PatientProfileResponse>;

/** Name, mobile phone and home address, as the enrolment form takes them (spec 01 section 5). */
export const PatientDetailsRequest = z
  .object({ firstName: Name, lastName: Name, phone: UsPhone, address: OfficeAddress })
  .meta({ id: 'PatientDetailsRequest' });
export type PatientDetailsRequest = z.infer<typeof PatientDetailsRequest>;

export const PatientEmailRequest = z.object({ email: Email }).meta({ id: 'PatientEmailRequest' });
export type PatientEmailRequest = z.infer<typeof PatientEmailRequest>;

export const PatientLanguageRequest = z.object({ language: PortalLanguage }).meta({ id: 'PatientLanguageRequest' });
export type PatientLanguageRequest = z.infer<typeof PatientLanguageRequest>;

/** The token of a mailed email-change link. */
export const ConfirmEmailRequest = z
  .object({ token: z.string().trim().min(20).max(200) })
  .meta({ id: 'ConfirmEmailRequest' });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

export const ConfirmEmailResponse = z
  .object({ _message: z.string(), email: z.string(), language: PortalLanguage })
  .meta({ id: 'ConfirmEmailResponse' });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;
