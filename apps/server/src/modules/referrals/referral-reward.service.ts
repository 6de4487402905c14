import type { ReferralRewardResponse, ReferralRewardSetting } from '@mhq/contract';
import {
  COVERED_STATUSES,
  REFERRAL_FIXED_MAX_CENTS,
  type ReferralReward,
  referralCreditCents,
  referralRewardCents,
} from '@mhq/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { members, officeReferralRewards, offices, subscriptions } from '../../db/schema';
import { storedSetting } from '../../db/settings';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';

// The office's referral reward (packages/domain/src/referral-reward.ts): its row, or the platform's credit.

type OfficeKey = { organizationId: number; officeId: number };

/** The platform's setting for a referral's account credit, in cents (system_settings); the default when unset. */
export const REFERRAL_CREDIT_KEY = 'referral_credit_cents';

/** The reward as stored: an unknown kind (a row from a later version) falls back to the platform's credit. */
function rewardOfRow(row: { kind: string; amountCents: number | null } | undefined): ReferralReward {
  if (!row) return { kind: 'platform' };
  if (row.kind === 'none' || row.kind === 'month_free') return { kind: row.kind };
  if (row.kind === 'fixed' && row.amountCents !== null) {
    return { kind: 'fixed', amountCents: Math.min(REFERRAL_FIXED_MAX_CENTS, Math.max(0, row.amountCents)) };
  }
  return { kind: 'platform' };
}

export async function officeReward(db: Db, key: OfficeKey): Promise<ReferralReward> {
  const [row] = await db
    .select({ kind: officeReferralRewards.kind, amountCents: officeReferralRewards.amountCents })
    .from(officeReferralRewards)
    .where(
      and(
        eq(officeReferralRewards.organizationId, key.organizationId),
        eq(officeReferralRewards.officeId, key.officeId),
      ),
    );
  return rewardOfRow(row);
}

/** The referring household's running plans (covered statuses), with their prices and terms. */
async function runningPlans(db: Db, organizationId: number, ownerMemberId: number) {
  const rows = await db
    .select({ priceCents: subscriptions.priceCents, term: subscriptions.term })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        or(eq(members.id, ownerMemberId), eq(members.accountOwnerId, ownerMemberId)),
        isNull(members.deletedAt),
        inArray(subscriptions.status, [...COVERED_STATUSES]),
      ),
    );
  return rows.map((r) => ({
    priceCents: r.priceCents,
    term: r.term === 'annual' ? ('annual' as const) : ('monthly' as const),
  }));
}

/**
 * The credit a new referral earns the referring household, by the office's reward: inside the enrolment's
 * transaction (recordReferral), so the month-free credit is the household's price at the moment of the referral.
 */
export async function referralCreditFor(tx: Db, key: OfficeKey & { referrerOwnerMemberId: number }): Promise<number> {
  const reward = await officeReward(tx, key);
  const platformCents = referralCreditCents(await storedSetting(tx, REFERRAL_CREDIT_KEY));
  const plans =
    reward.kind === 'month_free' ? await runningPlans(tx, key.organizationId, key.referrerOwnerMemberId) : [];
  return referralRewardCents(reward, { runningPlans: plans, platformCents });
}

export async function officeKeyOf(ctx: Ctx, officeId: number): Promise<OfficeKey & { officeName: string }> {
  const [office] = await ctx.db
    .select({ organizationId: offices.organizationId, officeId: offices.id, officeName: offices.officeName })
    .from(offices)
    .where(eq(offices.id, officeId));
  if (!office) throw notFound();
  return office;
}

/** The office's reward as its settings page shows it, with the platform's credit it falls back to. */
export async function readReferralReward(ctx: Ctx, officeId: number): Promise<ReferralRewardResponse> {
  const key = await officeKeyOf(ctx, officeId);
  return {
    reward: await officeReward(ctx.db, { organizationId: key.organizationId, officeId: key.officeId }),
    platformCents: referralCreditCents(await storedSetting(ctx.db, REFERRAL_CREDIT_KEY)),
  };
}

const SAVED = 'The referral reward is saved. It applies to referrals from now on.';

/** The office chooses its reward; referrals already credited keep what they earned. */
export async function saveReferralReward(
  ctx: Ctx,
  officeId: number,
  reward: ReferralRewardSetting,
  by: { userId: number; ip: string },
): Promise<ReferralRewardResponse> {
  const key = await officeKeyOf(ctx, officeId);
  const values = {
    kind: reward.kind,
    amountCents: reward.kind === 'fixed' ? reward.amountCents : null,
    updatedAt: ctx.clock.now(),
    updatedByUserId: by.userId,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(officeReferralRewards)
      .values({ organizationId: key.organizationId, officeId: key.officeId, ...values })
      .onConflictDoUpdate({
        target: [officeReferralRewards.organizationId, officeReferralRewards.officeId],
        set: values,
      });
    await recordAudit(tx, {
      organizationId: key.organizationId,
      officeId: key.officeId,
      actorUserId: by.userId,
      action: 'office.referral_reward',
      targetType: 'office',
      targetId: key.officeId,
      detail: { kind: values.kind, amountCents: values.amountCents },
      ip: by.ip,
    });
  });
  return { _message: SAVED, ...(await readReferralReward(ctx, officeId)) };
}
