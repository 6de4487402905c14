import type { CampaignTemplate, CampaignTemplateRequest, MessageBody } from '@mhq/contract';
import { builtInCampaignTemplates, type CampaignChannel, type CampaignLanguage } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { campaignTemplates } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { officeOfCampaigns, templatesOfOffice } from './campaigns.queries';

// The messages an office starts its campaigns from: the brand's built-in ones (packages/domain) and its own saved ones.

type Actor = { auth: AuthContext; ip: string };
type TemplateRow = typeof campaignTemplates.$inferSelect;

const view = (t: TemplateRow): CampaignTemplate => ({
  id: t.id,
  key: `saved-${t.id}`,
  name: t.name,
  channel: t.channel as CampaignChannel,
  language: t.language as CampaignLanguage,
  subject: t.subject,
  body: t.body,
});

/** The office's saved templates, then the brand's built-in ones. */
export async function templatesOf(ctx: Ctx, officeId: number): Promise<CampaignTemplate[]> {
  const saved = (await templatesOfOffice(ctx.db, officeId)).map(view);
  const builtIn = builtInCampaignTemplates(ctx.tenant.id).map((t) => ({ ...t, id: null }));
  return [...saved, ...builtIn];
}

function checked(req: CampaignTemplateRequest) {
  if (req.channel === 'email' && !req.subject) {
    throw badRequest('Enter the subject of the mail.', { subject: 'Enter the subject of the mail.' });
  }
  return { ...req, subject: req.channel === 'email' ? req.subject : null };
}

export async function createTemplate(ctx: Ctx, actor: Actor, officeId: number, req: CampaignTemplateRequest) {
  const office = await officeOfCampaigns(ctx.db, officeId);
  if (!office) throw notFound();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(campaignTemplates)
    .values({
      ...checked(req),
      organizationId: office.organizationId,
      officeId,
      createdByUserId: actor.auth.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('template insert returned nothing');
  return { _message: `${req.name} was saved.`, template: view(row) };
}

export async function updateTemplate(ctx: Ctx, officeId: number, id: number, req: CampaignTemplateRequest) {
  const [row] = await ctx.db
    .update(campaignTemplates)
    .set({ ...checked(req), updatedAt: ctx.clock.now() })
    .where(and(eq(campaignTemplates.id, id), eq(campaignTemplates.officeId, officeId)))
    .returning();
  if (!row) throw notFound();
  return { _message: `${req.name} was saved.`, template: view(row) };
}

export async function deleteTemplate(ctx: Ctx, officeId: number, id: number): Promise<MessageBody> {
  const [row] = await ctx.db
    .delete(campaignTemplates)
    .where(and(eq(campaignTemplates.id, id), eq(campaignTemplates.officeId, officeId)))
    .returning({ name: campaignTemplates.name });
  if (!row) throw notFound();
  return { _message: `${row.name} was deleted.` };
}
