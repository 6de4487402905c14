import { z } from 'zod';
import { Id, Text } from './common';

/** Where a banner's call to action may lead: a page of the product ('/…') or a secure site (https://…). */
export const BannerLink = Text(300).refine(
  (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
  'Use a page of the product (starting with /) or a secure address (starting with https://).',
);

/** A new global banner: shown to every office user from its start until its end. */
export const CreateBannerRequest = z
  .object({
    message: Text(300).min(1, 'Write the message the practices will read.'),
    callToAction: Text(40).optional(),
    callToActionLink: BannerLink.optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((b) => !b.callToAction === !b.callToActionLink, {
    message: 'A call to action needs both its words and its link.',
    path: ['callToActionLink'],
  })
  .refine((b) => new Date(b.endsAt) > new Date(b.startsAt ?? Date.now()), {
    message: 'The banner must end after it starts.',
    path: ['endsAt'],
  })
  .meta({ id: 'CreateBannerRequest' });
export type CreateBannerRequest = z.infer<typeof CreateBannerRequest>;

export const BANNER_STATUSES = ['scheduled', 'showing', 'ended'] as const;

export const AdminBanner = z
  .object({
    id: z.number().int(),
    message: z.string(),
    callToAction: z.string().nullable(),
    callToActionLink: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    status: z.enum(BANNER_STATUSES),
  })
  .meta({ id: 'AdminBanner' });
export type AdminBanner = z.infer<typeof AdminBanner>;

export const AdminBannersResponse = z.object({ banners: z.array(AdminBanner) }).meta({ id: 'AdminBannersResponse' });
export type AdminBannersResponse = z.infer<typeof AdminBannersResponse>;

export const AdminBannerResponse = z
  .object({ banner: AdminBanner, _message: z.string() })
  .meta({ id: 'AdminBannerResponse' });
export type AdminBannerResponse = z.infer<typeof AdminBannerResponse>;

export const BannerParams = z.object({ bannerId: Id });
