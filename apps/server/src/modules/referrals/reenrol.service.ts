import type { ReenrolHouseholdResponse, ReenrolRequest, ReenrolResponse } from '@mhq/contract';
import { ageOn, pickablePlans, type UserType } from '@mhq/domain';
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import { members, subscriptions } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordReadAudit } from '../audit/audit.queries';
import { currentPaymentMethod } from '../billing/billing.queries';
import { enrolmentOffice } from '../enrolment/enrolment.queries';
import { enrolPlan } from '../enrolment/household';
import { addAdditionalSubscription } from '../enrolment/subscription-add.service';

// A former member rejoins (/reenroll/my-dentist/{dentistInfoId}): the signed-in patient's household at the office,
// its plans all ended, each member's plan started again through the office's own re-enrol (subscription-add's
// 're-enroll' purpose): the same people, their history kept, never a second household.

/** Statuses of a plan that has ended: a household with only these is a former member. */
const ENDED = ['canceled', 'inactive', 'inactive_transferred'];

const M = {
  current: 'Your membership at this office is still running: your patient area shows it.',
  notFormer: 'There is no former membership of yours at this office to rejoin.',
  noMethod: 'There is no card or bank account on file. Add one in your patient area, then rejoin.',
  rejoined: (n: number) =>
    n === 1 ? 'Welcome back! The membership has started again.' : `Welcome back! ${n} memberships have started again.`,
} as const;

/** The signed-in patient's household at the office: its members and each one's plans, newest first. */
async function householdOfCaller(ctx: Ctx, auth: AuthContext, officeId: number) {
  const [me] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.userId, auth.userId), eq(members.officeId, officeId), isNull(members.deletedAt)));
  if (!me) return null;
  const ownerId = me.accountOwnerId ?? me.id;
  const people = await ctx.db
    .select()
    .from(members)
    .where(
      and(
        eq(members.organizationId, me.organizationId),
        or(eq(members.id, ownerId), eq(members.accountOwnerId, ownerId)),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(asc(members.id));
  const plans = await ctx.db
    .select({
      memberId: subscriptions.memberId,
      planId: subscriptions.planId,
      status: subscriptions.status,
      term: subscriptions.term,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(
      and(
        eq(subscriptions.organizationId, me.organizationId),
        or(eq(members.id, ownerId), eq(members.accountOwnerId, ownerId)),
      ),
    )
    .orderBy(desc(subscriptions.id));
  const owner = people.find((p) => p.id === ownerId);
  if (!owner) return null;
  const standing: 'former' | 'current' | 'none' =
    plans.length === 0 ? 'none' : plans.every((p) => ENDED.includes(p.status)) ? 'former' : 'current';
  return { owner, people, plans, standing };
}

/** The former household as the re-enrol page prefills it, and the plans each member may take now (audited read). */
export async function formerHousehold(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
  ip: string,
): Promise<ReenrolHouseholdResponse> {
  const office = await enrolmentOffice(ctx.db, officeId, ctx.clock.now());
  if (!office) throw notFound();
  const found = await householdOfCaller(ctx, auth, officeId);
  const term = found?.plans[0]?.term === 'annual' ? 'annual' : 'monthly';
  const base = { office: { id: officeId, officeName: office.officeName, slug: office.slug }, term } as const;
  if (found?.standing !== 'former') return { ...base, standing: found?.standing ?? 'none', household: null };
  const { owner, people, plans } = found;
  await recordReadAudit(ctx.db, {
    organizationId: owner.organizationId,
    officeId,
    memberId: owner.id,
    actorUserId: auth.userId,
    action: 'member.read',
    targetType: 'endpoint',
    targetId: 'GET /reenroll/{dentistInfoId}/household',
    detail: { members: people.map((p) => p.id) },
    ip,
  });
  const rows = office.household.plans.map((p) => enrolPlan(p, term));
  const method = await currentPaymentMethod(ctx.db, owner.organizationId, owner.id);
  return {
    ...base,
    standing: 'former',
    household: {
      ownerMemberId: owner.id,
      email: owner.email,
      phone: owner.phone,
      address: owner.address ?? null,
      paymentMethod: method ? { brand: method.brand, last4: method.last4 } : null,
      people: people.map((p) => ({
        memberId: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: p.birthDate,
        relationship: p.relationship,
        lastPlanId: plans.find((s) => s.memberId === p.id)?.planId ?? null,
        options: pickablePlans(rows, {
          age: ageOn(p.birthDate, office.household.today),
          currentPlanIds: [],
          channel: 'external',
          period: term,
          planType: p.insured ? 'insured' : 'uninsured',
        }).map((o) => ({ planId: o.id, name: o.name, priceCents: o.price })),
      })),
    },
  };
}

/**
 * Rejoins: each chosen member's plan starts again, one after the other (each priced with the family discount of the
 * members already rejoined), paid with the household's method on file. Refused for a household still covered.
 */
export async function reenrolHousehold(
  ctx: Ctx,
  gateway: PaymentGateway,
  auth: AuthContext,
  officeId: number,
  req: ReenrolRequest,
  ip: string,
): Promise<ReenrolResponse> {
  const found = await householdOfCaller(ctx, auth, officeId);
  if (!found || found.standing === 'none') throw notFound();
  if (found.standing === 'current') throw new AppError('CONFLICT', M.current);
  const ids = new Set(found.people.map((p) => p.id));
  // Someone outside the household is not theirs to name: the same answer as an unknown id.
  if (req.members.some((m) => !ids.has(m.memberId))) throw notFound();
  if (!(await currentPaymentMethod(ctx.db, found.owner.organizationId, found.owner.id))) throw badRequest(M.noMethod);
  // The office's re-enrol acts for the patient (who may neither waive a fee nor choose the payor).
  const actor: AuthContext = { ...auth, type: auth.type as UserType };
  const office = await enrolmentOffice(ctx.db, officeId, ctx.clock.now());
  const planName = (id: number) => office?.household.plans.find((p) => p.id === id)?.name ?? '';
  const rejoined: ReenrolResponse['rejoined'] = [];
  for (const m of req.members) {
    const base = {
      dentistInfoId: officeId,
      memberId: m.memberId,
      planId: m.planId,
      term: req.term,
      payment: 'card_on_file' as const,
    };
    // The price asked first: the office's re-enrol answers 409 with its figures before charging anything.
    const quote = await addAdditionalSubscription(
      ctx,
      gateway,
      actor,
      { ...base, expected: { todayCents: -1, recurringCents: -1 } },
      ip,
      null,
      're-enroll',
    ).then(
      () => {
        throw new Error('a price of -1 was accepted');
      },
      (error: unknown) => {
        const q =
          error instanceof AppError
            ? (error.extra?.quote as { todayCents: number; recurringCents: number } | undefined)
            : undefined;
        if (!q) throw error;
        return q;
      },
    );
    const done = await addAdditionalSubscription(
      ctx,
      gateway,
      actor,
      { ...base, expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents } },
      ip,
      null,
      're-enroll',
    );
    rejoined.push({ memberId: m.memberId, planName: planName(m.planId), chargedCents: done.quote.todayCents });
  }
  return {
    _message: M.rejoined(rejoined.length),
    rejoined,
    chargedCents: rejoined.reduce((sum, r) => sum + r.chargedCents, 0),
  };
}
