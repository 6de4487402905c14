import { addDays, addMonths, PLATFORM_FEE_DEFAULTS, platformFeeCents, type TenantConfig, utcDayOf } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { SIM_DISPUTE_RESPONSE_DAYS } from '../adapters/payments/simulated-rules';
import { manualClock } from '../clock';
import type { Db } from '../db/connection';
import { offices, simDisputes } from '../db/schema';
import type { MailLinkConfig } from '../modules/auth/auth.service';
import { openDispute } from '../modules/disputes/dispute-open';
import type { DisputedHousehold } from './demo-households';
import { historyMail, seedPayments } from './demo-payments';

const DAY = 86_400_000;
const REASONS = ['subscription_canceled', 'fraudulent', 'unrecognized'] as const;

/**
 * The demo's disputed households: each paid its current period with the card its bank disputes, and the bank opened
 * the dispute a few days ago, inside its answer window. Recorded as the billing run records a dispute (openDispute):
 * the amount held, the plans 'disputed', the office mailed; so /account/disputes has something to answer.
 */
export async function seedDemoDisputes(
  tx: Db,
  tenant: TenantConfig,
  now: Date,
  households: readonly DisputedHousehold[],
  links: MailLinkConfig,
): Promise<void> {
  const clock = manualClock(now);
  const deps = { db: tx, clock, mail: historyMail(clock), tenant, config: links };
  let n = 0;
  for (const h of households) {
    n++;
    const [office] = await tx
      .select({ account: offices.stripeAccountId, name: offices.officeName })
      .from(offices)
      .where(and(eq(offices.organizationId, h.organizationId), eq(offices.id, h.officeId)));
    if (!office?.account || h.plans.length === 0) continue;
    const openedAt = new Date(now.getTime() - (1 + (n % 5)) * DAY);
    const items = h.plans.map((p) => {
      const start = addMonths(p.renewsOn, p.term === 'annual' ? -12 : -1);
      return {
        subscriptionId: p.subscriptionId,
        memberId: p.memberId,
        kind: 'membership',
        periodStart: start,
        periodEnd: p.renewsOn,
        listCents: p.priceCents,
        discountCents: 0,
        amountCents: p.priceCents,
        platformFeeCents: platformFeeCents(p.priceCents, p.term, PLATFORM_FEE_DEFAULTS.perMemberMonthCents),
      };
    });
    // Paid when its period started, and at least a day before the dispute opened.
    const firstDay = items.map((i) => i.periodStart).sort()[0] ?? utcDayOf(now);
    const paidOn = [firstDay, addDays(utcDayOf(openedAt), -1)].sort()[0] ?? firstDay;
    const paidAt = new Date(`${paidOn}T15:00:00Z`);
    const amountCents = items.reduce((sum, i) => sum + i.amountCents, 0);
    const feeCents = items.reduce((sum, i) => sum + i.platformFeeCents, 0);
    const processorChargeId = `ch_sim_demo_${h.ownerId}`;
    await seedPayments(tx, [
      {
        organizationId: h.organizationId,
        officeId: h.officeId,
        ownerMemberId: h.ownerId,
        method: 'card',
        processorChargeId,
        paymentMethodId: h.paymentMethodId,
        amountCents,
        platformFeeCents: feeCents,
        description: `${office.name} membership`,
        enrolmentId: null,
        recordedByUserId: null,
        at: paidAt,
        items,
        processor: {
          customerId: h.customerId,
          paymentMethodId: h.processorMethodId,
          destinationAccountId: office.account,
        },
      },
    ]);
    const dispute = {
      id: `dp_sim_demo_${h.ownerId}`,
      chargeId: processorChargeId,
      amountCents,
      reason: REASONS[n % REASONS.length] ?? 'fraudulent',
      status: 'needs_response' as const,
      createdAt: openedAt,
      respondBy: new Date(openedAt.getTime() + SIM_DISPUTE_RESPONSE_DAYS * DAY),
    };
    await tx.insert(simDisputes).values({ ...dispute, dueBy: dispute.respondBy });
    await openDispute(deps, dispute);
  }
}
