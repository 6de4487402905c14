import { VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { BodyId, Id, Text } from './common';

// Lists the platform owns (issue 24): the lead sources a practice may name at sign-up, the services under each
// specialty, and the release notes office users read once after sign-in (release notes: admin-lists-notes.ts).

const Name = (max: number) => Text(max).pipe(z.string().min(1, VALIDATION_MESSAGES.required));

/** An id list in its new order: every id once. */
const Order = z
  .array(BodyId)
  .min(1)
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, VALIDATION_MESSAGES.invalidData);

export const AdminListItemParams = z.object({ id: Id });
export const AdminListActiveRequest = z.object({ active: z.boolean() }).meta({ id: 'AdminListActiveRequest' });

/* ---- Lead sources (/admin/leadSource, brand flag leadSource) ---- */

export const LEAD_SOURCE_KINDS = ['association', 'partner'] as const;
export const LeadSourceKind = z.enum(LEAD_SOURCE_KINDS, 'Choose association or partner');

export const LeadSource = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: LeadSourceKind,
    active: z.boolean(),
    sortOrder: z.number().int(),
    /** Practices that named it at sign-up. */
    signups: z.number().int(),
  })
  .meta({ id: 'LeadSource' });
export type LeadSource = z.infer<typeof LeadSource>;

export const LeadSourcesResponse = z.object({ leadSources: z.array(LeadSource) }).meta({ id: 'LeadSourcesResponse' });
export type LeadSourcesResponse = z.infer<typeof LeadSourcesResponse>;

export const LeadSourceRequest = z.object({ name: Name(120), kind: LeadSourceKind }).meta({ id: 'LeadSourceRequest' });
export type LeadSourceRequest = z.infer<typeof LeadSourceRequest>;
export type LeadSourceForm = z.input<typeof LeadSourceRequest>;

export const LeadSourceChangeResponse = z
  .object({ _message: z.string(), leadSource: LeadSource })
  .meta({ id: 'LeadSourceChangeResponse' });

export const LeadSourceOrderRequest = z.object({ ids: Order }).meta({ id: 'LeadSourceOrderRequest' });

/** The active sources of the host's brand as the sign-up form offers them (none where the brand does not ask). */
export const SignupLeadSourcesResponse = z
  .object({ leadSources: z.array(z.object({ id: z.number().int(), name: z.string(), kind: LeadSourceKind })) })
  .meta({ id: 'SignupLeadSourcesResponse' });
export type SignupLeadSourcesResponse = z.infer<typeof SignupLeadSourcesResponse>;

/* ---- Services under each specialty (/admin/services) ---- */

export const SpecialtyService = z
  .object({ id: z.number().int(), name: z.string(), active: z.boolean(), sortOrder: z.number().int() })
  .meta({ id: 'SpecialtyService' });
export type SpecialtyService = z.infer<typeof SpecialtyService>;

export const ServicesResponse = z
  .object({
    specialties: z.array(z.object({ id: z.number().int(), name: z.string(), services: z.array(SpecialtyService) })),
  })
  .meta({ id: 'ServicesResponse' });
export type ServicesResponse = z.infer<typeof ServicesResponse>;

export const CreateServiceRequest = z
  .object({ specialtyId: BodyId, name: Name(120) })
  .meta({ id: 'CreateServiceRequest' });
export type CreateServiceRequest = z.infer<typeof CreateServiceRequest>;

export const RenameServiceRequest = z.object({ name: Name(120) }).meta({ id: 'RenameServiceRequest' });

export const ServiceChangeResponse = z
  .object({ _message: z.string(), service: SpecialtyService })
  .meta({ id: 'ServiceChangeResponse' });

export const ServiceOrderRequest = z.object({ specialtyId: BodyId, ids: Order }).meta({ id: 'ServiceOrderRequest' });
export type ServiceOrderRequest = z.infer<typeof ServiceOrderRequest>;
