import { ISSUE_TYPES, VALIDATION_MESSAGES, validateIssueReport } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Text } from './common';

export const ContactAccountSupportRequest = z
  .object({
    name: Text(200).min(1, VALIDATION_MESSAGES.required),
    email: Email,
    message: Text(5000).min(1, VALIDATION_MESSAGES.required),
    dentistInfoId: BodyId.optional(),
    /** Set by the report-issue modal: what the issue is about. Its message holds at most 500 characters. */
    issueType: z.enum(ISSUE_TYPES).optional(),
  })
  .superRefine((req, ctx) => {
    const problem = req.issueType ? validateIssueReport({ message: req.message }).message : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: ['message'], message: problem });
  })
  .meta({ id: 'ContactAccountSupportRequest' });
export type ContactAccountSupportRequest = z.infer<typeof ContactAccountSupportRequest>;
