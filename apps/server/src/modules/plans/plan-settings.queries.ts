import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices, officeUsualFees, planSettings } from '../../db/schema';
import type { OfficeKey } from './plans.queries';

export type OfficeRow = typeof offices.$inferSelect;
export type PlanSettingsRow = typeof planSettings.$inferSelect;
export type PlanSettingsValues = Omit<typeof planSettings.$inferInsert, 'organizationId' | 'officeId'>;

export async function officeRow(db: Db, officeId: number): Promise<OfficeRow | null> {
  const [row] = await db.select().from(offices).where(eq(offices.id, officeId)).limit(1);
  return row ?? null;
}

/** The office's plan settings, or null until they are first saved (then the defaults apply). */
export async function planSettingsOf(db: Db, o: OfficeKey): Promise<PlanSettingsRow | null> {
  const [row] = await db
    .select()
    .from(planSettings)
    .where(and(eq(planSettings.organizationId, o.organizationId), eq(planSettings.officeId, o.officeId)))
    .limit(1);
  return row ?? null;
}

export async function upsertPlanSettings(db: Db, o: OfficeKey, values: PlanSettingsValues): Promise<void> {
  await db
    .insert(planSettings)
    .values({ ...values, organizationId: o.organizationId, officeId: o.officeId })
    .onConflictDoUpdate({ target: [planSettings.organizationId, planSettings.officeId], set: values });
}

/** The office's usual fees in cents, by canonical procedure code. */
export async function usualFeesOf(db: Db, o: OfficeKey): Promise<Record<string, number>> {
  const rows = await db
    .select({ code: officeUsualFees.code, feeCents: officeUsualFees.feeCents })
    .from(officeUsualFees)
    .where(and(eq(officeUsualFees.organizationId, o.organizationId), eq(officeUsualFees.officeId, o.officeId)));
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.feeCents)]));
}

/** Sets the given fees and removes the codes given without one; other codes stay as they are. */
export async function saveUsualFees(
  db: Db,
  o: OfficeKey,
  fees: readonly { code: string; feeCents: number | null }[],
  at: Date,
): Promise<void> {
  const set = fees.filter((f): f is { code: string; feeCents: number } => f.feeCents !== null);
  const removed = fees.filter((f) => f.feeCents === null).map((f) => f.code);
  if (set.length > 0) {
    await db
      .insert(officeUsualFees)
      .values(set.map((f) => ({ ...o, code: f.code, feeCents: f.feeCents, updatedAt: at })))
      .onConflictDoUpdate({
        target: [officeUsualFees.organizationId, officeUsualFees.officeId, officeUsualFees.code],
        set: { feeCents: sql`excluded.fee_cents`, updatedAt: at },
      });
  }
  if (removed.length > 0) {
    await db
      .delete(officeUsualFees)
      .where(
        and(
          eq(officeUsualFees.organizationId, o.organizationId),
          eq(officeUsualFees.officeId, o.officeId),
          inArray(officeUsualFees.code, removed),
        ),
      );
  }
}

/**
 * Who may waive the guarantee's setup fee (the platform's switch). Guaranteed payments themselves are turned on or
 * off by the guarantee's own toggle, never here.
 */
export async function setOfficeGpp(db: Db, o: OfficeKey, gpp: { gppAdminOnlyWaive: boolean }): Promise<void> {
  await db
    .update(offices)
    .set(gpp)
    .where(and(eq(offices.organizationId, o.organizationId), eq(offices.id, o.officeId)));
}
