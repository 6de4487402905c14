import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { pmsFor } from '../../adapters/pms/select';
import type { AppDeps, Ctx } from '../../deps';
import { route } from '../../http/route';
import { linkOpened, unsubscribe, unsubscribePage } from './campaign-public.service';
import { createTemplate, deleteTemplate, updateTemplate } from './campaign-templates.service';
import { campaignDetail, campaignsOf, cancelCampaign, checkAudience, createCampaign } from './campaigns.service';

/** The office's team, and the platform's admins acting for it; the office permission matrix narrows it. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const office = { in: 'params', field: 'dentistInfoId' } as const;
const campaign = { in: 'params', field: 'campaignId' } as const;
const template = { in: 'params', field: 'templateId' } as const;
/** A campaign speaks for the practice to its patients: the owner's and the office admin's (sendCampaigns). */
const manage = { roles: staff, office, action: 'sendCampaigns' } as const;

/** Email and text campaigns (issue 26): the office's campaigns and templates, and the public pages of their links. */
export function campaignRoutes(app: FastifyInstance, deps: AppDeps): void {
  // An audience of the uninsured patients of the office's PMS is read through its hub.
  const pms = deps.pms ?? pmsFor(deps.config, deps.database.db, deps.clock);
  const withHub = (ctx: Ctx) => ({ ...ctx, pms });
  route(app, deps, endpoints.campaigns, manage, ({ ctx, params }) => campaignsOf(ctx, params.dentistInfoId));
  // Checking an audience of the office's patients reads their addresses.
  route(
    app,
    deps,
    endpoints.campaignAudience,
    { ...manage, audit: { subject: 'campaign_audience', does: 'read' } },
    ({ ctx, params, body }) => checkAudience(withHub(ctx), params.dentistInfoId, body),
  );
  route(app, deps, endpoints.createCampaign, manage, ({ ctx, auth, ip, params, body }) =>
    createCampaign(withHub(ctx), { auth, ip }, params.dentistInfoId, body),
  );
  route(
    app,
    deps,
    endpoints.campaign,
    { ...manage, campaign, audit: { subject: 'campaign', does: 'read', target: { ...campaign, type: 'campaign' } } },
    ({ ctx, params }) => campaignDetail(ctx, params.dentistInfoId, params.campaignId),
  );
  route(app, deps, endpoints.cancelCampaign, { ...manage, campaign }, ({ ctx, auth, ip, params }) =>
    cancelCampaign(ctx, { auth, ip }, params.dentistInfoId, params.campaignId),
  );
  route(app, deps, endpoints.createCampaignTemplate, manage, ({ ctx, auth, ip, params, body }) =>
    createTemplate(ctx, { auth, ip }, params.dentistInfoId, body),
  );
  route(
    app,
    deps,
    endpoints.updateCampaignTemplate,
    { ...manage, campaignTemplate: template },
    ({ ctx, params, body }) => updateTemplate(ctx, params.dentistInfoId, params.templateId, body),
  );
  route(app, deps, endpoints.deleteCampaignTemplate, { ...manage, campaignTemplate: template }, ({ ctx, params }) =>
    deleteTemplate(ctx, params.dentistInfoId, params.templateId),
  );

  route(app, deps, endpoints.campaignLinkOpened, 'public', ({ ctx, params }) => linkOpened(ctx, params.token));
  route(app, deps, endpoints.unsubscribePage, 'public', ({ ctx, params }) => unsubscribePage(ctx, params.token));
  route(app, deps, endpoints.unsubscribe, 'public', ({ ctx, params, ip }) => unsubscribe(ctx, params.token, ip));
}
