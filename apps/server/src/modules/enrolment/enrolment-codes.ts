import { randomInt } from 'node:crypto';
import {
  CODE_ALPHABET,
  communityCodeEnrols,
  creditBalanceCents,
  ENROLMENT_MESSAGES,
  type EnrolmentLanguage,
  isWellFormedCode,
  REFERRAL_CODE_LENGTH,
  referralCodeFrom,
  utcDayOf,
} from '@mhq/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { communityGroups, groupCodes, householdCredits, referralCodes, referrals } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import { businessOffer } from '../invites/invites.service';
import { referralCreditFor } from '../referrals/referral-reward.service';
import type { OfficeKey } from './enrolment.queries';

// The enrolment form's group and referral codes (packages/domain/src/enrolment-codes.ts): a group code finds the
// group whose discount applies; a referral code finds the household of the practice that referred the new one.

/** The platform's setting for a referral's account credit (kept with the office's reward, which falls back to it). */
export { REFERRAL_CREDIT_KEY } from '../referrals/referral-reward.service';

/** A community group whose code enrols at its office today (CommunityConnect): its discount, on its plans only. */
export type CommunityOffer = {
  id: number;
  code: string;
  name: string;
  kind: string;
  discountPercent: number;
  /** The office's plans its members may choose; empty: every plan shown on enrolment. */
  planIds: number[];
};

type BusinessOffer = NonNullable<Awaited<ReturnType<typeof businessOffer>>>;

/** What a typed group code names: an employer (BusinessConnect) or a community group of the office (CommunityConnect). */
export type GroupOffer = { business: BusinessOffer; community: null } | { business: null; community: CommunityOffer };

/** The active, unexpired community group of this office with this code, else null (another office's is not valid). */
export async function communityOfCode(ctx: Ctx, officeId: number, code: string): Promise<CommunityOffer | null> {
  if (!isWellFormedCode(code)) return null;
  const [row] = await ctx.db
    .select({
      id: communityGroups.id,
      code: communityGroups.code,
      name: communityGroups.name,
      kind: communityGroups.kind,
      discountPercent: communityGroups.discountPercent,
      planIds: communityGroups.planIds,
      status: communityGroups.status,
      expiresOn: communityGroups.expiresOn,
    })
    .from(communityGroups)
    .where(and(eq(communityGroups.code, code), eq(communityGroups.officeId, officeId)));
  // The office's calendar day is the UTC day the enrolment starts on (enrolmentOffice's `today`).
  if (!row?.code || !communityCodeEnrols(row, utcDayOf(ctx.clock.now()))) return null;
  return { ...row, code: row.code };
}

/**
 * The group of a typed group code at this office — a BusinessConnect employer, or one of the office's community
 * groups — or 400 'group code is not valid'.
 */
export async function groupOfCode(
  ctx: Ctx,
  officeId: number,
  code: string,
  lang: EnrolmentLanguage,
): Promise<GroupOffer> {
  const message = ENROLMENT_MESSAGES[lang].groupCodeInvalid;
  const community = await communityOfCode(ctx, officeId, code);
  if (community) return { business: null, community };
  const [row] = isWellFormedCode(code)
    ? await ctx.db
        .select({ smallBusinessId: groupCodes.smallBusinessId })
        .from(groupCodes)
        .where(eq(groupCodes.code, code))
    : [];
  const business = row ? await businessOffer(ctx, officeId, row.smallBusinessId) : null;
  // An office that gives the group no discount (BusinessConnect off) has nothing for its code to apply.
  if (!business || business.discountPercent <= 0) throw badRequest(message, { groupCode: message });
  return { business, community: null };
}

/** The household (its account owner) of the practice a typed referral code names, or 400 'referral code is not valid'. */
export async function referrerOfCode(
  db: Db,
  organizationId: number,
  code: string,
  lang: EnrolmentLanguage,
): Promise<{ ownerMemberId: number; code: string }> {
  // Only a household of the same practice: the practice pays the credit, so it credits only its own patients.
  const [row] = isWellFormedCode(code)
    ? await db
        .select({ ownerMemberId: referralCodes.ownerMemberId, code: referralCodes.code })
        .from(referralCodes)
        .where(and(eq(referralCodes.code, code), eq(referralCodes.organizationId, organizationId)))
    : [];
  const message = ENROLMENT_MESSAGES[lang].referralCodeInvalid;
  if (!row) throw badRequest(message, { referralCode: message });
  return row;
}

const newReferralCode = () =>
  referralCodeFrom(Array.from({ length: REFERRAL_CODE_LENGTH }, () => randomInt(CODE_ALPHABET.length)));

/** The household's referral code, made on first need (a household enrolled before codes existed gets one then). */
export async function referralCodeOf(db: Db, organizationId: number, ownerMemberId: number): Promise<string> {
  const where = and(eq(referralCodes.organizationId, organizationId), eq(referralCodes.ownerMemberId, ownerMemberId));
  for (let attempt = 0; attempt < 5; attempt++) {
    const [found] = await db.select({ code: referralCodes.code }).from(referralCodes).where(where);
    if (found) return found.code;
    // Without a target, a clash on either key is skipped, not raised (which would abort an enclosing transaction):
    // the household got its code meanwhile (found on the next pass), or another drew the same one (drawn again).
    await db
      .insert(referralCodes)
      .values({ organizationId, ownerMemberId, code: newReferralCode() })
      .onConflictDoNothing();
  }
  throw new Error('no referral code could be made');
}

/**
 * A new household came by a referral: who referred whom at which office is recorded, and the referring household is
 * granted the credit the office's referral reward gives (for its next charge: applyAccountCredit). Inside the enrolment's transaction.
 */
export async function recordReferral(
  tx: Db,
  r: OfficeKey & { referrerOwnerMemberId: number; referredOwnerMemberId: number; enrolmentId: number; code: string },
): Promise<void> {
  // What the office's settings say a referral earns (none, a fixed credit, a month free; else the platform's credit).
  const creditCents = await referralCreditFor(tx, r);
  const [referral] = await tx
    .insert(referrals)
    .values({ ...r, creditCents })
    .returning({ id: referrals.id });
  if (!referral || creditCents === 0) return;
  await tx.insert(householdCredits).values({
    organizationId: r.organizationId,
    ownerMemberId: r.referrerOwnerMemberId,
    amountCents: creditCents,
    kind: 'referral',
    referralId: referral.id,
  });
}

/** A household's referral code, account credit and its movements (newest first), as the portal and the office read them. */
export async function householdReferral(db: Db, organizationId: number, ownerMemberId: number) {
  const code = await referralCodeOf(db, organizationId, ownerMemberId);
  const movements = await db
    .select({ at: householdCredits.createdAt, amountCents: householdCredits.amountCents, kind: householdCredits.kind })
    .from(householdCredits)
    .where(and(eq(householdCredits.organizationId, organizationId), eq(householdCredits.ownerMemberId, ownerMemberId)))
    .orderBy(desc(householdCredits.createdAt), desc(householdCredits.id));
  const referred = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.organizationId, organizationId), eq(referrals.referrerOwnerMemberId, ownerMemberId)));
  return {
    code,
    creditCents: creditBalanceCents(movements),
    referredCount: referred.length,
    movements: movements.map((m) => ({
      at: m.at.toISOString(),
      amountCents: m.amountCents,
      kind: m.kind === 'used' ? ('used' as const) : ('referral' as const),
    })),
  };
}
