import type { OfficeReferralLeadsResponse, ReferralReportResponse } from '@mhq/contract';
import { creditUsedByGrant } from '@mhq/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { householdCredits, members, officeReferralLeads, offices, referrals } from '../../db/schema';
import type { Ctx } from '../../deps';
import { officeKeyOf } from './referral-reward.service';

// The office's referrals report, and the platform's list of practices patients recommended it to.

const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/**
 * Who referred whom at the office and when, the credit each referral granted and how much of it the referring
 * household has used so far (its credit is used oldest grant first: creditUsedByGrant).
 */
export async function referralReport(ctx: Ctx, officeId: number): Promise<ReferralReportResponse> {
  const key = await officeKeyOf(ctx, officeId);
  const referrer = alias(members, 'referrer');
  const referred = alias(members, 'referred');
  const rows = await ctx.db
    .select({ referral: referrals, referrer, referred })
    .from(referrals)
    .innerJoin(
      referrer,
      and(eq(referrer.organizationId, referrals.organizationId), eq(referrer.id, referrals.referrerOwnerMemberId)),
    )
    .innerJoin(
      referred,
      and(eq(referred.organizationId, referrals.organizationId), eq(referred.id, referrals.referredOwnerMemberId)),
    )
    .where(and(eq(referrals.organizationId, key.organizationId), eq(referrals.officeId, key.officeId)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));

  const referrerIds = [...new Set(rows.map((r) => r.referral.referrerOwnerMemberId))];
  const movements = referrerIds.length
    ? await ctx.db
        .select()
        .from(householdCredits)
        .where(
          and(
            eq(householdCredits.organizationId, key.organizationId),
            inArray(householdCredits.ownerMemberId, referrerIds),
          ),
        )
        .orderBy(asc(householdCredits.createdAt), asc(householdCredits.id))
    : [];
  const usedByReferral = new Map<number, number>();
  for (const ownerId of referrerIds) {
    const own = movements.filter((m) => m.ownerMemberId === ownerId);
    const grants = own
      .filter((m) => m.referralId !== null && m.amountCents > 0)
      .map((m) => ({ id: m.referralId as number, amountCents: m.amountCents }));
    const used = -own.filter((m) => m.amountCents < 0).reduce((sum, m) => sum + m.amountCents, 0);
    for (const [id, cents] of creditUsedByGrant(grants, used)) usedByReferral.set(id, cents);
  }

  const list = rows.map((r) => ({
    referralId: r.referral.id,
    at: r.referral.createdAt.toISOString(),
    code: r.referral.code,
    referrer: { memberId: r.referrer.id, name: fullName(r.referrer) },
    referred: { memberId: r.referred.id, name: fullName(r.referred) },
    creditGrantedCents: r.referral.creditCents,
    creditUsedCents: usedByReferral.get(r.referral.id) ?? 0,
  }));
  return {
    referrals: list,
    totals: {
      count: list.length,
      grantedCents: list.reduce((sum, r) => sum + r.creditGrantedCents, 0),
      usedCents: list.reduce((sum, r) => sum + r.creditUsedCents, 0),
    },
  };
}

/** The practices patients recommended the platform to, newest first, with the practice whose patient did. */
export async function officeReferralLeadList(ctx: Ctx): Promise<OfficeReferralLeadsResponse> {
  const rows = await ctx.db
    .select({ lead: officeReferralLeads, officeName: offices.officeName })
    .from(officeReferralLeads)
    .innerJoin(
      offices,
      and(eq(offices.organizationId, officeReferralLeads.organizationId), eq(offices.id, officeReferralLeads.officeId)),
    )
    .orderBy(desc(officeReferralLeads.createdAt), desc(officeReferralLeads.id))
    .limit(500);
  return {
    leads: rows.map(({ lead, officeName }) => ({
      id: lead.id,
      at: lead.createdAt.toISOString(),
      practiceName: lead.practiceName,
      contactName: lead.contactName,
      email: lead.email,
      phone: lead.phone,
      note: lead.note,
      referredBy: { officeId: lead.officeId, officeName },
    })),
  };
}
