import type { ChargeLateResponse, PastDueRequest, PastDueResponse, RetryPaymentRequest } from '@mhq/contract';
import { isPatientUser, priceForPeriod, utcDayOf } from '@mhq/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { processorOf } from '../../adapters/payments/select';
import type { Db } from '../../db/connection';
import { billingAttempts, members, subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import {
  currentPaymentMethod,
  householdOwner,
  householdSubscriptionsIn,
  type Member,
  methodOnFile,
} from './billing.queries';
import { chargeLatePayment } from './late-payment.service';
import { officeOfMember } from './payment-link.queries';

// What a household owes late, for the patient's own account page and the front desk (`payment/past_due`), and the
// patient's own 'try again now' (`retryPayment`).

const OWING = ['past_due', 'delinquent', 'delinquent_gpp'] as const;
type Owing = (typeof OWING)[number];

/** The household of the signed-in account owner at this office (a family member's login reads their owner's). */
async function ownHousehold(db: Db, officeId: number, userId: number): Promise<Member> {
  const [me] = await db
    .select()
    .from(members)
    .where(and(eq(members.officeId, officeId), eq(members.userId, userId), isNull(members.deletedAt)))
    .orderBy(asc(members.id))
    .limit(1);
  if (!me) throw notFound();
  return householdOwner(db, officeId, me.id);
}

/** The household's plans that owe a payment, with who they cover and what the unpaid period costs. */
async function owingPlans(db: Db, owner: Member, today: string) {
  const rows = await householdSubscriptionsIn(db, owner.organizationId, owner.id, OWING);
  return rows.map(({ subscription: sub, firstName, lastName, planName }) => ({
    subscriptionId: sub.id,
    memberId: sub.memberId,
    name: `${firstName} ${lastName}`,
    planName,
    status: sub.status as Owing,
    amountCents: priceForPeriod(sub, sub.nextRenewalOn ?? today).priceCents,
    periodStart: sub.nextRenewalOn,
    failedTries: sub.failedTries,
    nextRetryOn: sub.nextRetryOn,
  }));
}

/** How the browser tokenizes a new method for the household's office (its processor; whether it takes bank drafts). */
async function payWithAt(ctx: Ctx, owner: Member): Promise<PastDueResponse['payWith']> {
  const found = await officeOfMember(ctx.db, owner.organizationId, owner.officeId);
  const processor = processorOf(ctx.config);
  return {
    processor,
    publishableKey: processor === 'stripe' ? (ctx.config.stripePublicKey ?? null) : null,
    allowBankDraft: found?.allowBankDraft ?? false,
  };
}

/** What the household owes now, late and delinquent plans together: what saving a new method pays at once. */
export async function owedCents(db: Db, owner: Member, today: string): Promise<number> {
  return (await owingPlans(db, owner, today)).reduce((total, p) => total + p.amountCents, 0);
}

/** What the household owes late (POST /users/{id}/account/payment/past_due). */
export async function pastDue(ctx: Ctx, auth: AuthContext, req: PastDueRequest): Promise<PastDueResponse> {
  let owner: Member;
  if (req.memberId !== undefined) owner = await householdOwner(ctx.db, req.dentistInfoId, req.memberId);
  else if (isPatientUser(auth.type)) owner = await ownHousehold(ctx.db, req.dentistInfoId, auth.userId);
  else throw badRequest('Name the member whose payments to read.', { memberId: 'Required' });
  const today = utcDayOf(ctx.clock.now());
  const owing = await owingPlans(ctx.db, owner, today);
  const method = await currentPaymentMethod(ctx.db, owner.organizationId, owner.id);
  const [failed] = await ctx.db
    .select({ message: billingAttempts.failureMessage })
    .from(billingAttempts)
    .where(
      and(
        eq(billingAttempts.organizationId, owner.organizationId),
        eq(billingAttempts.ownerMemberId, owner.id),
        eq(billingAttempts.status, 'failed'),
      ),
    )
    .orderBy(desc(billingAttempts.id))
    .limit(1);
  const sum = (statuses: readonly Owing[]) =>
    owing.filter((p) => statuses.includes(p.status)).reduce((total, p) => total + p.amountCents, 0);
  return {
    ownerMemberId: owner.id,
    lateCents: sum(['past_due']),
    delinquentCents: sum(['delinquent', 'delinquent_gpp']),
    plans: owing,
    paymentMethod: methodOnFile(method),
    lastFailure: owing.length > 0 ? (failed?.message ?? null) : null,
    payWith: await payWithAt(ctx, owner),
  };
}

/**
 * The signed-in account owner's late payment tried again now (POST /users/me/update-account/retryPayment), as the
 * front desk's charge_user does it: the household they own with a late plan (the first they own otherwise).
 */
export async function retryPayment(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  req: RetryPaymentRequest,
): Promise<ChargeLateResponse> {
  const owned = await ctx.db
    .select({ id: members.id, officeId: members.officeId })
    .from(members)
    .where(and(eq(members.userId, auth.userId), isNull(members.accountOwnerId), isNull(members.deletedAt)))
    .orderBy(asc(members.id));
  if (owned.length === 0) throw new AppError('CONFLICT', 'No membership of yours has a payment to try again.');
  const ids = owned.map((o) => o.id);
  const late = await ctx.db
    .selectDistinct({ owner: sql<number>`coalesce(${members.accountOwnerId}, ${members.id})` })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(
      and(eq(subscriptions.status, 'past_due'), or(inArray(members.id, ids), inArray(members.accountOwnerId, ids))),
    );
  const lateOwners = new Set(late.map((l) => Number(l.owner)));
  const household = owned.find((o) => lateOwners.has(o.id)) ?? (owned[0] as (typeof owned)[number]);
  return chargeLatePayment(ctx, gateway, {
    dentistInfoId: household.officeId,
    memberId: household.id,
    ...(req.language ? { language: req.language } : {}),
  });
}
