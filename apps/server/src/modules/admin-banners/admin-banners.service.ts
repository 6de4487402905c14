import type { AdminBanner, AdminBannerResponse, CreateBannerRequest } from '@mhq/contract';
import { desc, eq } from 'drizzle-orm';
import { globalBanners } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';

type BannerRow = typeof globalBanners.$inferSelect;

/** Whether a banner is still to come, showing now, or over. */
export function bannerStatus(b: Pick<BannerRow, 'startsAt' | 'endsAt'>, now: Date): AdminBanner['status'] {
  if (b.endsAt && b.endsAt <= now) return 'ended';
  return b.startsAt > now ? 'scheduled' : 'showing';
}

const shapeOf = (b: BannerRow, now: Date): AdminBanner => ({
  id: b.id,
  message: b.message,
  callToAction: b.callToAction,
  callToActionLink: b.callToActionLink,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt ? b.endsAt.toISOString() : null,
  status: bannerStatus(b, now),
});

/** The banners, newest first (the last 50: older ones are in the audit log). */
export async function listBanners(ctx: Ctx): Promise<AdminBanner[]> {
  const rows = await ctx.db.select().from(globalBanners).orderBy(desc(globalBanners.id)).limit(50);
  const now = ctx.clock.now();
  return rows.map((b) => shapeOf(b, now));
}

/** A new banner; while it shows it is the one office users see (the newest showing banner wins). Audited. */
export async function createBanner(
  ctx: Ctx,
  auth: AuthContext,
  ip: string,
  req: CreateBannerRequest,
): Promise<AdminBannerResponse> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [banner] = await tx
      .insert(globalBanners)
      .values({
        message: req.message,
        callToAction: req.callToAction || null,
        callToActionLink: req.callToActionLink || null,
        startsAt: req.startsAt ? new Date(req.startsAt) : now,
        endsAt: new Date(req.endsAt),
      })
      .returning();
    if (!banner) throw new Error('banner insert returned nothing');
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: 'banner.create',
      targetType: 'banner',
      targetId: banner.id,
      detail: { message: banner.message, startsAt: banner.startsAt.toISOString(), endsAt: req.endsAt },
      ip,
    });
    return banner;
  });
  const banner = shapeOf(row, now);
  return {
    banner,
    _message: banner.status === 'scheduled' ? 'The banner is scheduled.' : 'The banner is showing to every office.',
  };
}

/** Takes a banner down now; one already ended is left as it was. Audited when it changes anything. */
export async function endBanner(ctx: Ctx, auth: AuthContext, ip: string, id: number): Promise<AdminBannerResponse> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [banner] = await tx.select().from(globalBanners).where(eq(globalBanners.id, id)).for('update');
    if (!banner) throw notFound();
    if (bannerStatus(banner, now) === 'ended') return banner;
    const [ended] = await tx.update(globalBanners).set({ endsAt: now }).where(eq(globalBanners.id, id)).returning();
    await recordAudit(tx, { actorUserId: auth.userId, action: 'banner.end', targetType: 'banner', targetId: id, ip });
    return ended ?? banner;
  });
  return { banner: shapeOf(row, now), _message: 'The banner is down.' };
}
