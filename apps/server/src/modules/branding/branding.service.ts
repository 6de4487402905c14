import type { BrandingRequest, BrandingResponse, BrandingSavedResponse } from '@mhq/contract';
import { customThemeProblem, isThemeOf, TEMPLATE_THEMES, themeColors } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { officeMarketing, offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { type AuthContext, assertOfficeAction } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';

// An office's template theme (issue 26 'Branding'): read by its owner and team on /account/branding, changed by the
// owner and office admins. The colours live in the domain package; here only the office's choice is kept.

async function officeAndChoice(ctx: Ctx, officeId: number) {
  const [office] = await ctx.db
    .select({
      organizationId: offices.organizationId,
      officeName: offices.officeName,
      slug: offices.slug,
      theme: officeMarketing.theme,
      customPrimary: officeMarketing.customPrimary,
      customAccent: officeMarketing.customAccent,
    })
    .from(offices)
    .leftJoin(
      officeMarketing,
      and(eq(officeMarketing.organizationId, offices.organizationId), eq(officeMarketing.officeId, offices.id)),
    )
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  return office;
}

const mayChange = (ctx: Ctx, auth: AuthContext, officeId: number) =>
  assertOfficeAction(ctx.db, auth, officeId, 'manageMarketing').then(
    () => true,
    () => false,
  );

/** The office's theme in use, each of the brand's themes with its colours, and whether the caller may change it. */
export async function brandingOf(ctx: Ctx, auth: AuthContext, officeId: number): Promise<BrandingResponse> {
  const office = await officeAndChoice(ctx, officeId);
  const brand = ctx.tenant.id;
  const custom =
    office.customPrimary && office.customAccent ? { primary: office.customPrimary, accent: office.customAccent } : null;
  const themes = TEMPLATE_THEMES[brand].map((option) => ({
    ...themeColors(brand, option.value, custom ?? { primary: null, accent: null }),
    // 'custom' before the office set its pair shows the classic colours as where to start, under its own key.
    theme: option.value,
    label: option.label,
  }));
  return {
    current: themeColors(brand, office.theme ?? 'classic', custom ?? { primary: null, accent: null }),
    themes,
    custom,
    mayChange: await mayChange(ctx, auth, officeId),
    officeName: office.officeName,
    enrolmentPath: `/signup/${office.slug}`,
  };
}

/**
 * Picks the office's theme (audited). A custom pair must read at AA contrast, checked here as the page checks it; a
 * refusal writes nothing. The custom pair is kept when another theme is picked, so switching back restores it.
 */
export async function saveBranding(
  ctx: Ctx,
  actor: { auth: AuthContext; ip: string },
  officeId: number,
  req: BrandingRequest,
): Promise<BrandingSavedResponse> {
  const brand = ctx.tenant.id;
  if (!isThemeOf(brand, req.theme)) {
    throw badRequest(`Choose one of the ${ctx.tenant.name} themes.`, { theme: 'Choose one of the themes.' });
  }
  const office = await officeAndChoice(ctx, officeId);
  const custom = req.theme === 'custom' ? { primary: req.primary ?? '', accent: req.accent ?? '' } : null;
  if (custom) {
    const problem = customThemeProblem(custom.primary, custom.accent);
    if (problem) throw badRequest(problem, { [/accent/.test(problem) ? 'accent' : 'primary']: problem });
  }
  const now = ctx.clock.now();
  const values = {
    theme: req.theme,
    customPrimary: custom?.primary ?? office.customPrimary,
    customAccent: custom?.accent ?? office.customAccent,
    updatedByUserId: actor.auth.userId,
    updatedAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(officeMarketing)
      .values({ organizationId: office.organizationId, officeId, ...values })
      .onConflictDoUpdate({ target: [officeMarketing.organizationId, officeMarketing.officeId], set: values });
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      action: 'branding.changed',
      targetType: 'office',
      targetId: officeId,
      detail: { from: office.theme ?? 'classic', to: req.theme, ...(custom ?? {}) },
      ip: actor.ip,
    });
  });
  const label = TEMPLATE_THEMES[brand].find((t) => t.value === req.theme)?.label ?? req.theme;
  return {
    ...(await brandingOf(ctx, actor.auth, officeId)),
    _message: `${label} is now the theme of your enrollment page, mails and printed documents.`,
  };
}
