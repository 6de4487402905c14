import { z } from 'zod';
import { Id, Text } from './common';

// The associations that bring practices to the platform, as its admins manage them (/admin/associations, issue 24):
// each with the sign-up address practices use (/accounts/{urlSlug}), a logo, its promo codes, offices and users.

export const ASSOCIATIONS_PAGE_SIZE = 25;

/** Addresses under /accounts/ the product itself uses: an association may not take them. */
export const RESERVED_ASSOCIATION_SLUGS = [
  'complete-dentist-signup',
  'confirm-email',
  'dentist-signup',
  'forgot-password',
  'login',
  'logout',
  'old-dentist-signup',
  'reset-password',
  'set-password',
  'signup',
  'lead-sources',
] as const;

const SLUG_WORDS = 'Use 3 to 60 lower-case letters, digits and single dashes, like state-dental-association';

export const AdminAssociationsQuery = z.object({
  search: Text(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminAssociationsQuery = z.infer<typeof AdminAssociationsQuery>;

export const AdminAssociation = z
  .object({
    id: z.number().int(),
    name: z.string(),
    urlSlug: z.string(),
    /** Where practices of the association sign up. */
    signupPath: z.string(),
    logo: z.string().nullable(),
    offices: z.number().int(),
    users: z.number().int(),
    promoCodes: z.array(z.object({ id: z.number().int(), code: z.string() })),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminAssociation' });
export type AdminAssociation = z.infer<typeof AdminAssociation>;

export const AdminAssociationsResponse = z
  .object({
    associations: z.array(AdminAssociation),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminAssociationsResponse' });
export type AdminAssociationsResponse = z.infer<typeof AdminAssociationsResponse>;

export const AssociationParams = z.object({ associationId: Id });

export const AssociationDetailResponse = z
  .object({
    association: AdminAssociation,
    people: z.array(
      z.object({ id: z.number().int(), name: z.string(), email: z.string(), type: z.string(), active: z.boolean() }),
    ),
    officeList: z.array(z.object({ id: z.number().int(), name: z.string(), organization: z.string() })),
  })
  .meta({ id: 'AssociationDetailResponse' });
export type AssociationDetailResponse = z.infer<typeof AssociationDetailResponse>;

export const AssociationRequest = z.object({
  name: Text(120).pipe(z.string().min(2, 'Give the association a name')),
  urlSlug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3, SLUG_WORDS)
    .max(60, SLUG_WORDS)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_WORDS)
    .refine(
      (s) => !(RESERVED_ASSOCIATION_SLUGS as readonly string[]).includes(s),
      'This address is taken by the product',
    ),
  /** An https address or a path on this site; empty for none. */
  logo: Text(500)
    .refine((v) => v === '' || /^(https:\/\/|\/)[^\s]+$/.test(v), 'Give an https:// address or a path starting with /')
    .default(''),
});
export type AssociationRequest = z.infer<typeof AssociationRequest>;

export const AssociationChangeResponse = z
  .object({ _message: z.string(), association: AdminAssociation })
  .meta({ id: 'AssociationChangeResponse' });
export type AssociationChangeResponse = z.infer<typeof AssociationChangeResponse>;
