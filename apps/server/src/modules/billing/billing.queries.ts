import type { PaymentMethodOnFile } from '@mhq/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { memberPaymentMethods, members, plans, subscriptions } from '../../db/schema';
import { notFound } from '../../http/app-error';

// What a household's payments read: who pays for it, with what, and which of its plans wait for a first payment.

export type Member = typeof members.$inferSelect;

/** A member of the office, or 404. */
export async function memberOf(db: Db, officeId: number, memberId: number): Promise<Member> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.officeId, officeId)));
  if (!member) throw notFound();
  return member;
}

/** The account owner of the household a member of the office belongs to (who pays for it), or 404. */
export async function householdOwner(db: Db, officeId: number, memberId: number): Promise<Member> {
  const member = await memberOf(db, officeId, memberId);
  return member.accountOwnerId === null ? member : memberOf(db, officeId, member.accountOwnerId);
}

/** The card or bank account a household pays with now, if any. */
export async function currentPaymentMethod(db: Db, organizationId: number, ownerMemberId: number) {
  const [method] = await db
    .select()
    .from(memberPaymentMethods)
    .where(
      and(
        eq(memberPaymentMethods.organizationId, organizationId),
        eq(memberPaymentMethods.ownerMemberId, ownerMemberId),
        isNull(memberPaymentMethods.removedAt),
      ),
    );
  return method ?? null;
}

/** The method on file as the pages show it (a card or a bank account, never its token); null when none. */
export function methodOnFile(method: Awaited<ReturnType<typeof currentPaymentMethod>>): PaymentMethodOnFile | null {
  return method
    ? {
        kind: method.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      }
    : null;
}

/** The household's method on file as a charge intent's payer: the processor's customer and method, charged off-session. */
export function payerOnFile(customerId: string, method: NonNullable<Awaited<ReturnType<typeof currentPaymentMethod>>>) {
  const shown = methodOnFile(method) as PaymentMethodOnFile;
  return { onFile: { customerId, paymentMethod: { id: method.processorPaymentMethodId, ...shown, verifyUrl: null } } };
}

/** The household's plans in these statuses that the household itself pays (not the office), with whom and what. */
export async function householdSubscriptionsIn(
  db: Db,
  organizationId: number,
  ownerMemberId: number,
  statuses: readonly string[],
) {
  return db
    .select({
      subscription: subscriptions,
      disableGpp: plans.disableGpp,
      planName: plans.name,
      spanishName: plans.spanishName,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .innerJoin(plans, and(eq(plans.organizationId, subscriptions.organizationId), eq(plans.id, subscriptions.planId)))
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        or(eq(members.id, ownerMemberId), eq(members.accountOwnerId, ownerMemberId)),
        inArray(subscriptions.status, [...statuses]),
        eq(subscriptions.payor, 'member'),
      ),
    )
    .orderBy(subscriptions.id);
}

/** The household's plans the household itself pays that wait for their first payment (enrolled to pay in the office). */
export const pendingSubscriptions = (db: Db, organizationId: number, ownerMemberId: number) =>
  householdSubscriptionsIn(db, organizationId, ownerMemberId, ['pending_cash']);
export type PendingSubscription = Awaited<ReturnType<typeof pendingSubscriptions>>[number];

/** Locks these subscriptions while they are still waiting for their first payment; those no longer waiting are left out. */
export async function lockPending(tx: Db, organizationId: number, ids: number[]) {
  return tx
    .select({ id: subscriptions.id, priceCents: subscriptions.priceCents, feeDueCents: subscriptions.feeDueCents })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(subscriptions.id, ids),
        eq(subscriptions.status, 'pending_cash'),
      ),
    )
    .orderBy(subscriptions.id)
    .for('update');
}

/** A plan's first period is paid: it starts today, as `status`, and renews at `end`. */
export async function startFirstPeriod(
  tx: Db,
  organizationId: number,
  subscriptionId: number,
  period: { status: 'active' | 'active_cash'; start: string; end: string },
) {
  await tx
    .update(subscriptions)
    .set({ status: period.status, currentPeriodStart: period.start, nextRenewalOn: period.end, feeDueCents: 0 })
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, subscriptionId)));
}
