import { VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Email, Text } from './common';

export const ContactAccountSupportRequest = z
  .object({
    name: Text(200).min(1, VALIDATION_MESSAGES.required),
    email: Email,
    message: Text(5000).min(1, VALIDATION_MESSAGES.required),
    dentistInfoId: BodyId.optional(),
  })
  .meta({ id: 'ContactAccountSupportRequest' });
export type ContactAccountSupportRequest = z.infer<typeof ContactAccountSupportRequest>;
