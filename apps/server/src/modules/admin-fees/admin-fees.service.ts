import type { AdminFeesQuery, AdminFeesResponse, FeeOverride, FeeOverrideRequest } from '@mhq/contract';
import { FEE_OVERRIDES_PAGE_SIZE } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { officeFeeOverrides, offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { platformFees, type FeeOverride as StoredOverride } from '../enrolment/platform-fees';
import { listOverrides, type OverrideRow, overrideOf } from './admin-fees.queries';

type Actor = { auth: AuthContext; ip: string };

function overrideView(row: OverrideRow): FeeOverride {
  const o = row.override;
  return {
    office: { id: o.officeId, name: row.officeName, organization: row.organizationName },
    perMemberMonthCents: o.perMemberMonthCents,
    setupFeePercent: o.setupFeePercent,
    note: o.note,
    updatedAt: o.updatedAt.toISOString(),
    updatedBy: row.updatedByFirst ? `${row.updatedByFirst} ${row.updatedByLast}` : null,
  };
}

const termsOf = (o: StoredOverride | null) =>
  o ? { perMemberMonthCents: o.perMemberMonthCents, setupFeePercent: o.setupFeePercent } : null;

/** The platform's defaults and one page of the offices that pay their own fees. */
export async function adminFees(ctx: Ctx, q: AdminFeesQuery): Promise<AdminFeesResponse> {
  const [defaults, page] = await Promise.all([platformFees(ctx.db), listOverrides(ctx.db, q)]);
  return {
    defaults,
    overrides: page.rows.map(overrideView),
    total: page.total,
    page: q.page,
    pageSize: FEE_OVERRIDES_PAGE_SIZE,
  };
}

/** What the office pays now, in words, for the message after a change. */
function feesInWords(fees: { perMemberMonthCents: number; setupFeePercent: number }): string {
  return `${formatMoney(fees.perMemberMonthCents, { decimals: 2 })} per member and month and a ${fees.setupFeePercent}% setup fee`;
}

/**
 * Gives an office its own fees (replacing any it had), with an audit line of before and after. They apply from its
 * next payment on: what was charged stays as it was.
 */
export async function setFeeOverride(ctx: Ctx, actor: Actor, officeId: number, req: FeeOverrideRequest) {
  const row = await ctx.db.transaction(async (tx) => {
    const [office] = await tx
      .select({ organizationId: offices.organizationId })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (!office) throw notFound();
    const before = await overrideOf(tx, officeId);
    const values = {
      organizationId: office.organizationId,
      perMemberMonthCents: req.perMemberMonthCents,
      setupFeePercent: req.setupFeePercent,
      note: req.note || null,
      updatedByUserId: actor.auth.userId,
      updatedAt: ctx.clock.now(),
    };
    await tx
      .insert(officeFeeOverrides)
      .values({ officeId, ...values })
      .onConflictDoUpdate({ target: officeFeeOverrides.officeId, set: values });
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'fees.office_set',
      targetType: 'office',
      targetId: officeId,
      detail: { before: termsOf(before?.override ?? null), after: termsOf(values), note: values.note },
    });
    return overrideOf(tx, officeId);
  });
  if (!row) throw notFound();
  const now = await platformFees(ctx.db, officeId);
  return {
    _message: `${row.officeName} now pays ${feesInWords(now)}, from its next payment on.`,
    override: overrideView(row),
  };
}

/** Puts an office back on the platform's defaults (400 if it had no fees of its own). */
export async function removeFeeOverride(ctx: Ctx, actor: Actor, officeId: number) {
  const name = await ctx.db.transaction(async (tx) => {
    const before = await overrideOf(tx, officeId);
    if (!before) throw badRequest("This office already pays the platform's default fees.");
    await tx.delete(officeFeeOverrides).where(eq(officeFeeOverrides.officeId, officeId));
    await recordAudit(tx, {
      organizationId: before.override.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      ip: actor.ip,
      action: 'fees.office_removed',
      targetType: 'office',
      targetId: officeId,
      detail: { before: termsOf(before.override), note: before.override.note },
    });
    return before.officeName;
  });
  const now = await platformFees(ctx.db);
  return { _message: `${name} pays the platform's default fees again: ${feesInWords(now)}, from its next payment on.` };
}
