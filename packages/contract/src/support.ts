import { z } from 'zod';
import { Email } from './common';

export const ContactAccountSupportRequest = z
  .object({
    name: z.string().trim().min(1, 'This field is required').max(200),
    email: Email,
    message: z.string().trim().min(1, 'This field is required').max(5000),
    dentistInfoId: z.number().int().positive().optional(),
  })
  .meta({ id: 'ContactAccountSupportRequest' });
export type ContactAccountSupportRequest = z.infer<typeof ContactAccountSupportRequest>;
