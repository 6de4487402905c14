import { addDays, addMonths, platformPlanPrice, type TenantConfig, tierPeriodStart, utcDayOf } from '@mhq/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  offices,
  organizations,
  simCharges,
  simCustomers,
  simPaymentMethods,
  tierCharges,
  tierPaymentMethods,
  tierSchedules,
} from '../db/schema';
import { recordLedger } from '../modules/money/ledger';

// The demo practices pay the platform for their tier (modules/tiers): the card kept from the old platform (demo-money.ts)
// now held by the processor for them, and three months already paid, as the billing run would have charged them, so the
// owner's billing page shows its 'Platform subscription' receipts and the demo's clock, moved ahead, charges the next
// month. Riverside stays without a tier card (its owner adds one).

const PAID_PERIODS = 3;

export async function seedDemoTiers(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const title = tenant.professionalName === 'dentist' ? 'Dental' : 'Optometric';
  const orgs = await tx
    .select()
    .from(organizations)
    .where(inArray(organizations.name, [`Demo ${title} Group`, `Lakeside ${title}`]))
    .orderBy(asc(organizations.id));
  const today = utcDayOf(now);
  // Three periods began before today; the fourth begins ten days from now.
  const anchorOn = addDays(addMonths(today, -PAID_PERIODS), 10);
  for (const org of orgs) {
    const price = platformPlanPrice(tenant.id, org.tierLevel, 'monthly', null);
    const [office] = await tx
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.organizationId, org.id))
      .orderBy(asc(offices.id))
      .limit(1);
    if (!price || !office) continue;
    const [method] = await tx
      .select()
      .from(tierPaymentMethods)
      .where(and(eq(tierPaymentMethods.organizationId, org.id), eq(tierPaymentMethods.isDefault, true)));
    if (!method) continue;
    const customerId = `cus_demo_tier_${org.id}`;
    const methodId = method.processorPaymentMethodId;
    await tx.insert(simCustomers).values({ id: customerId, name: org.name, defaultPaymentMethodId: methodId });
    await tx.insert(simPaymentMethods).values({
      id: methodId,
      customerId,
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      behaviour: 'ok',
    });
    await tx.update(organizations).set({ tierStripeCustomerId: customerId }).where(eq(organizations.id, org.id));
    await tx.insert(tierSchedules).values({
      organizationId: org.id,
      tierLevel: price.tier.level,
      pricingPeriod: 'monthly',
      anchorOn,
      periodsOpened: PAID_PERIODS,
    });
    for (let n = 0; n < PAID_PERIODS; n++) {
      const periodStart = tierPeriodStart(anchorOn, n, 'monthly');
      const at = new Date(`${periodStart}T14:00:00Z`);
      const processorChargeId = `ch_sim_tier_${org.id}_${n}`;
      const description = `${tenant.name} ${price.tier.name} plan, ${periodStart} to ${tierPeriodStart(anchorOn, n + 1, 'monthly')}`;
      await tx.insert(simCharges).values({
        id: processorChargeId,
        idempotencyKey: `tier:${org.id}:${periodStart}:1`,
        customerId,
        paymentMethodId: methodId,
        destinationAccountId: null,
        amountCents: price.priceAfterDiscountCents,
        applicationFeeCents: 0,
        status: 'succeeded',
        description,
        createdAt: at,
      });
      const ledgerId = await recordLedger(tx, {
        organizationId: org.id,
        officeId: office.id,
        kind: 'tier_charge',
        chargeId: null,
        description,
        occurredAt: at,
        entries: [
          { account: 'practice_tier_payments', amountCents: -price.priceAfterDiscountCents },
          { account: 'platform_tier_revenue', amountCents: price.priceAfterDiscountCents },
        ],
      });
      await tx.insert(tierCharges).values({
        organizationId: org.id,
        periodStart,
        periodEnd: tierPeriodStart(anchorOn, n + 1, 'monthly'),
        tierLevel: price.tier.level,
        tierName: price.tier.name,
        pricingPeriod: 'monthly',
        listPriceCents: price.priceCents,
        discountCents: price.discountCents,
        amountCents: price.priceAfterDiscountCents,
        status: 'paid',
        tries: 1,
        processorChargeId,
        ledgerTransactionId: ledgerId,
        paidAt: at,
        createdAt: at,
      });
    }
  }
}
