import {
  AdminPromosQuery,
  AdminPromosResponse,
  CreatePromoRequest,
  PromoActiveRequest,
  PromoAssociationsResponse,
  PromoChangeResponse,
  PromoParams,
  PromoReportResponse,
  UpdatePromoRequest,
} from './admin-promos';
import { endpoint } from './endpoint';

const LIMITS_EXAMPLE = {
  description: 'Spring webinar attendees',
  startsAt: '2026-03-01T00:00:00.000Z',
  expiresAt: '2026-04-30T23:59:59.000Z',
  maxUses: 50,
  tierLevels: [1, 2],
};

/** The platform's sign-up discount codes (issue 24, /admin/promos). */
export const adminPromoEndpoints = {
  adminPromos: endpoint({
    method: 'GET',
    path: '/admin/promos',
    summary: 'The sign-up discount codes with their uses and status, searched by code or description, 25 a page',
    tag: 'admin',
    auth: true,
    query: AdminPromosQuery,
    response: AdminPromosResponse,
    example: { query: { search: 'welcome', sort: 'newest', page: 1 } },
  }),
  createPromo: endpoint({
    method: 'POST',
    path: '/admin/promos',
    summary: 'Create a discount code: percent or amount off, dates, uses, tiers, optionally an association (audited)',
    tag: 'admin',
    auth: true,
    body: CreatePromoRequest,
    response: PromoChangeResponse,
    example: {
      body: { code: 'SPRING26', percentOff: 15, amountOffCents: null, associationId: null, ...LIMITS_EXAMPLE },
    },
  }),
  updatePromo: endpoint({
    method: 'PUT',
    path: '/admin/promos/{id}',
    summary: "Change a code's limits: description, dates, uses and tiers (audited)",
    tag: 'admin',
    auth: true,
    params: PromoParams,
    body: UpdatePromoRequest,
    response: PromoChangeResponse,
    example: { params: { id: 1 }, body: LIMITS_EXAMPLE },
  }),
  setPromoActive: endpoint({
    method: 'POST',
    path: '/admin/promos/{id}/active',
    summary: 'Pause a code (refused at sign-up until resumed) or resume it (audited)',
    tag: 'admin',
    auth: true,
    params: PromoParams,
    body: PromoActiveRequest,
    response: PromoChangeResponse,
    example: { params: { id: 1 }, body: { active: false } },
  }),
  promoReport: endpoint({
    method: 'GET',
    path: '/admin/promos/{id}',
    summary: 'One code and the practices that signed up with it: when, and on which tier',
    tag: 'admin',
    auth: true,
    params: PromoParams,
    response: PromoReportResponse,
    example: { params: { id: 1 } },
  }),
  promoAssociations: endpoint({
    method: 'GET',
    path: '/admin/promo-associations',
    summary: 'The partner associations a discount code may belong to',
    tag: 'admin',
    auth: true,
    response: PromoAssociationsResponse,
  }),
} as const;
