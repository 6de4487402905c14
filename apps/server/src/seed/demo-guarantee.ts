import {
  annualCommitmentCents,
  PLATFORM_FEE_DEFAULTS,
  percentOf,
  periodEnd,
  platformFeeCents,
  utcDayOf,
} from '@mhq/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { memberPaymentMethods, members, offices, subscriptions } from '../db/schema';
import type { ChargeItem } from '../modules/money/charges';
import { GUARANTEED_PAID_MONTHS } from './demo-households';
import { seedPayments } from './demo-payments';

/**
 * The payments of the demo's guaranteed plans whose payments stopped (delinquent_gpp): a card payment a month from
 * the plan's start up to the month left unpaid, the first with the setup fee (the platform's, for the guarantee),
 * each recorded as the billing run records one (charge, lines, ledger) and kept at the simulated processor. Their
 * payment history, the practice's ledger and the guarantee's draw schedule then agree.
 */
export async function seedGuaranteedPayments(tx: Db, now: Date): Promise<void> {
  const rows = await tx
    .select({ sub: subscriptions, member: members, office: offices })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, members.officeId)))
    .where(and(eq(subscriptions.status, 'delinquent_gpp'), eq(subscriptions.guaranteed, true)))
    .orderBy(subscriptions.id);
  const households = new Map<number, typeof rows>();
  for (const r of rows) {
    const owner = r.member.accountOwnerId ?? r.member.id;
    households.set(owner, [...(households.get(owner) ?? []), r]);
  }
  const time = now.toISOString().slice(11);
  for (const [ownerId, plans] of households) {
    const first = plans[0];
    if (!first?.sub.nextRenewalOn) continue;
    const { organizationId } = first.sub;
    const [method] = await tx
      .select()
      .from(memberPaymentMethods)
      .where(
        and(
          eq(memberPaymentMethods.organizationId, organizationId),
          eq(memberPaymentMethods.ownerMemberId, ownerId),
          isNull(memberPaymentMethods.removedAt),
        ),
      );
    if (!method) continue;
    // Month after month from the plan's start, as the billing run chains its periods; the one after the last is
    // the month left unpaid.
    let next = utcDayOf(first.sub.createdAt);
    for (let k = 0; k < GUARANTEED_PAID_MONTHS; k++) {
      const period = { start: next, end: periodEnd(next, 'monthly') };
      next = period.end;
      const items: ChargeItem[] = plans.flatMap(({ sub }) => {
        const at = { subscriptionId: sub.id, memberId: sub.memberId, periodStart: period.start, periodEnd: period.end };
        const setup = percentOf(annualCommitmentCents(sub.priceCents), PLATFORM_FEE_DEFAULTS.setupFeePercent);
        return [
          {
            ...at,
            kind: 'membership',
            listCents: sub.priceCents,
            discountCents: 0,
            amountCents: sub.priceCents,
            platformFeeCents: platformFeeCents(sub.priceCents, 'monthly', PLATFORM_FEE_DEFAULTS.perMemberMonthCents),
          },
          ...(k === 0
            ? [
                {
                  ...at,
                  kind: 'setup_fee',
                  listCents: setup,
                  discountCents: 0,
                  amountCents: setup,
                  platformFeeCents: setup,
                },
              ]
            : []),
        ];
      });
      const processorChargeId = `ch_sim_seed_${ownerId}_${k}`;
      await seedPayments(tx, [
        {
          organizationId,
          officeId: first.office.id,
          ownerMemberId: ownerId,
          method: 'card',
          processorChargeId,
          paymentMethodId: method.id,
          amountCents: items.reduce((sum, i) => sum + i.amountCents, 0),
          platformFeeCents: items.reduce((sum, i) => sum + i.platformFeeCents, 0),
          description: `${first.office.officeName} membership${k === 0 ? '' : ', renewal'}`,
          enrolmentId: null,
          recordedByUserId: null,
          at: new Date(`${period.start}T${time}`),
          items,
          processor: {
            customerId: first.member.processorCustomerId ?? `cus_demo_${ownerId}`,
            paymentMethodId: method.processorPaymentMethodId,
            destinationAccountId: first.office.stripeAccountId ?? '',
          },
        },
      ]);
      if (k === GUARANTEED_PAID_MONTHS - 1) {
        for (const { sub } of plans) {
          await tx
            .update(subscriptions)
            .set({ currentPeriodStart: period.start, nextRenewalOn: period.end, firstFailedOn: period.end })
            .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.id, sub.id)));
        }
      }
    }
  }
}
