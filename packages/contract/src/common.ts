import { email, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';

// Plain messages for users, in the words of the spec's enrolment messages, instead of zod's defaults.
// jitless: zod would otherwise probe `new Function` for speed, which the web app's CSP (no 'unsafe-eval') reports.
// Set before any schema is built: zod decides at construction time.
z.config({
  jitless: true,
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null || issue.input === '') return VALIDATION_MESSAGES.required;
    if (issue.code === 'invalid_type') return VALIDATION_MESSAGES.invalidData;
    return undefined;
  },
});

/** Every error answer: `_message` for the user, `errors` per field where a form can show them. */
export const ErrorBody = z
  .object({
    _message: z.string(),
    errors: z.union([z.record(z.string(), z.string()), z.string()]).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A success that only carries the message for the success toast. */
export const MessageBody = z.object({ _message: z.string() }).meta({ id: 'MessageBody' });
export type MessageBody = z.infer<typeof MessageBody>;

/** An email address, checked by the same rule the forms use (spec 01 section 5). */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, VALIDATION_MESSAGES.required)
  .max(254, VALIDATION_MESSAGES.email)
  .refine((value) => email(value) === null, VALIDATION_MESSAGES.email);

/** The largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

export const Id = z.coerce.number().int().positive().max(MAX_ID);

/** An id inside a JSON body (no coercion from strings). */
export const BodyId = z.number().int().positive().max(MAX_ID);

/**
 * Free text from a person: trimmed, bounded, and without U+0000, which PostgreSQL text cannot hold
 * (it would otherwise reach the database and fail there).
 */
export const Text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !value.includes('\u0000'), VALIDATION_MESSAGES.invalidData);

export const IdParams = z.object({ id: Id });
