import type {
  BusinessConnectResponse,
  BusinessConnectSettingsRequest,
  TurnOnBusinessConnectRequest,
} from '@mhq/contract';
import { BusinessConnectMessages } from '@mhq/contract';
import { BUSINESS_CONNECT_DISCOUNT_PERCENT, hasFeature } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { businessConnectSettings, offices, plans, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { officeById } from '../account/account.queries';
import { recordAudit } from '../audit/audit.queries';
import { planAppliesTo, plansOfOffice } from '../plans/plans.queries';
import { businessesOfOffice } from './business-connect.view';

export type Actor = { auth: AuthContext; ip: string };

/** The office, or 404. */
export async function officeOr404(db: Db, officeId: number) {
  const office = await officeById(db, officeId);
  if (!office) throw notFound();
  return office;
}

/** The office's stored BusinessConnect settings, if it ever had any. */
export async function settingsOf(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select({
      s: businessConnectSettings,
      acceptedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(businessConnectSettings)
    .leftJoin(users, eq(users.id, businessConnectSettings.acceptedByUserId))
    .where(
      and(eq(businessConnectSettings.organizationId, organizationId), eq(businessConnectSettings.officeId, officeId)),
    )
    .limit(1);
  return row ?? null;
}

/** The office's BusinessConnect page: the switch, its terms, the discount, the plans and the employers. */
export async function businessConnect(ctx: Ctx, officeId: number): Promise<BusinessConnectResponse> {
  const office = await officeOr404(ctx.db, officeId);
  const key = { organizationId: office.organizationId, officeId };
  const [settings, planRows, businesses] = await Promise.all([
    settingsOf(ctx.db, office.organizationId, officeId),
    plansOfOffice(ctx.db, key),
    businessesOfOffice(ctx.db, officeId, office.slug),
  ]);
  return {
    offered: hasFeature(ctx.tenant, 'businessConnect'),
    on: office.businessConnectOn,
    discountPercent: settings?.s.discountPercent ?? BUSINESS_CONNECT_DISCOUNT_PERCENT,
    termsAcceptedAt: settings?.s.termsAcceptedAt?.toISOString() ?? null,
    addendumAcceptedAt: settings?.s.addendumAcceptedAt?.toISOString() ?? null,
    acceptedBy: settings?.acceptedBy ?? null,
    officeName: office.officeName,
    officeSlug: office.slug,
    plans: planRows
      .filter(({ plan }) => plan.viewStatus !== 'archived')
      .map(({ plan }) => ({
        id: plan.id,
        name: plan.name,
        monthlyCents: plan.priceCents,
        annualCents: plan.annualPriceCents,
        showOnBC: plan.showOnBc,
      })),
    businesses,
  };
}

function assertOffered(ctx: Ctx) {
  if (!hasFeature(ctx.tenant, 'businessConnect')) throw badRequest(BusinessConnectMessages.notOffered);
}

/** Turns the program on: both documents accepted now, by the caller; the switch and its audit line in one go. */
export async function turnOnBusinessConnect(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  _accepted: TurnOnBusinessConnectRequest,
) {
  assertOffered(ctx);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const office = await officeOr404(tx, officeId);
    const values = {
      termsAcceptedAt: now,
      addendumAcceptedAt: now,
      acceptedByUserId: actor.auth.userId,
      updatedAt: now,
    };
    await tx
      .insert(businessConnectSettings)
      .values({ organizationId: office.organizationId, officeId, ...values })
      .onConflictDoUpdate({
        target: [businessConnectSettings.organizationId, businessConnectSettings.officeId],
        set: values,
      });
    await tx.update(offices).set({ businessConnectOn: true }).where(eq(offices.id, officeId));
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'business_connect.turned_on',
      targetType: 'office',
      targetId: officeId,
      detail: {
        termsAcceptedAt: now.toISOString(),
        addendumAcceptedAt: now.toISOString(),
        wasOn: office.businessConnectOn,
      },
    });
  });
  return {
    _message: 'BusinessConnect is on. Invite the businesses near you to offer your plans to their staff.',
  };
}

/** Turns the program off: employers' links stop giving the discount; members already enrolled keep their plans. */
export async function turnOffBusinessConnect(ctx: Ctx, actor: Actor, officeId: number) {
  await ctx.db.transaction(async (tx) => {
    const office = await officeOr404(tx, officeId);
    await tx.update(offices).set({ businessConnectOn: false }).where(eq(offices.id, officeId));
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'business_connect.turned_off',
      targetType: 'office',
      targetId: officeId,
      detail: { wasOn: office.businessConnectOn },
    });
  });
  return {
    _message: 'BusinessConnect is off. Members who enrolled through an employer keep their memberships.',
  };
}

/**
 * Saves the discount for employers' staff and which plans employers may offer (the plans' showOnBC). A plan id the
 * office does not offer answers 404 and nothing is saved.
 */
export async function saveBusinessConnectSettings(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  req: BusinessConnectSettingsRequest,
) {
  assertOffered(ctx);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const office = await officeOr404(tx, officeId);
    const key = { organizationId: office.organizationId, officeId };
    const offered = await tx
      .select({ id: plans.id, showOnBc: plans.showOnBc })
      .from(plans)
      .where(planAppliesTo(key))
      .for('update');
    const chosen = new Set(req.planIds);
    if ([...chosen].some((id) => !offered.some((p) => p.id === id))) throw notFound();
    const before = await settingsOf(tx, office.organizationId, officeId);
    await tx
      .insert(businessConnectSettings)
      .values({ organizationId: office.organizationId, officeId, discountPercent: req.discountPercent, updatedAt: now })
      .onConflictDoUpdate({
        target: [businessConnectSettings.organizationId, businessConnectSettings.officeId],
        set: { discountPercent: req.discountPercent, updatedAt: now },
      });
    const changed = offered.filter((p) => p.showOnBc !== chosen.has(p.id));
    for (const p of changed) {
      await tx
        .update(plans)
        .set({ showOnBc: chosen.has(p.id), updatedAt: now, updatedByUserId: actor.auth.userId })
        .where(and(eq(plans.organizationId, office.organizationId), eq(plans.id, p.id)));
    }
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'business_connect.settings_changed',
      targetType: 'office',
      targetId: officeId,
      detail: {
        before: { discountPercent: before?.s.discountPercent ?? BUSINESS_CONNECT_DISCOUNT_PERCENT },
        after: { discountPercent: req.discountPercent, planIds: [...chosen] },
        plansChanged: changed.map((p) => ({ id: p.id, showOnBC: chosen.has(p.id) })),
      },
    });
  });
  return { _message: `Saved: employers' staff get ${req.discountPercent}% off the plans you chose.` };
}
