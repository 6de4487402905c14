import { AdminBannerResponse, AdminBannersResponse, BannerParams, CreateBannerRequest } from './admin-banners';
import { endpoint } from './endpoint';

/** The global banner every office user sees (spec 01 §3 'Global banner'), set by the platform's admins. */
export const adminBannerEndpoints = {
  adminBanners: endpoint({
    method: 'GET',
    path: '/admin/banners',
    summary: 'The global banners, newest first: showing, scheduled and ended',
    tag: 'admin',
    auth: true,
    response: AdminBannersResponse,
  }),
  createBanner: endpoint({
    method: 'POST',
    path: '/admin/banners',
    summary: 'A new global banner for every office user, from its start (now if not given) to its end',
    tag: 'admin',
    auth: true,
    body: CreateBannerRequest,
    response: AdminBannerResponse,
    example: {
      body: {
        message: 'Scheduled maintenance on Sunday from 2 to 3 AM Central. Payments and enrollments are not affected.',
        callToAction: 'Learn more',
        callToActionLink: '/dentist/faq',
        endsAt: '2099-01-01T00:00:00.000Z',
      },
    },
  }),
  endBanner: endpoint({
    method: 'POST',
    path: '/admin/banners/{bannerId}/end',
    summary: 'Takes a banner down now (an ended banner stays ended)',
    tag: 'admin',
    auth: true,
    params: BannerParams,
    response: AdminBannerResponse,
    example: { params: { bannerId: 1 } },
  }),
};
