import { type PrintOrderStatus, printOrderPrice, printPlanLimit, printProductOf, type TenantConfig } from '@mhq/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { officeMarketing, offices, plans, printOrders, users } from '../db/schema';
import { recordLedger } from '../modules/money/ledger';

const DAY = 86_400_000;

/** The theme Demo Downtown's enrolment page wears in the demo: a brand theme other than classic. */
export const DEMO_THEME: Record<TenantConfig['id'], string> = { dental: 'navyOrange', vision: 'yellowCharcoal' };

/**
 * Branding and print materials at Demo Downtown (issue 26): its enrolment page in one of the brand's themes, and two
 * print orders paid on the practice's tier card, one shipped with its tracking number and one in production (each
 * with its ledger transaction, as a paid order records it). None elsewhere.
 */
export async function seedDemoPrintBranding(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const [downtown] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId, officeName: offices.officeName })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (!downtown || !owner) return;
  const key = { organizationId: downtown.organizationId, officeId: downtown.id };
  await tx.insert(officeMarketing).values({
    ...key,
    theme: DEMO_THEME[tenant.id],
    updatedByUserId: owner.id,
    updatedAt: new Date(now.getTime() - 20 * DAY),
  });
  const planIds = (
    await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.organizationId, key.organizationId), eq(plans.officeId, key.officeId)))
      .orderBy(asc(plans.id))
  )
    .map((p) => p.id)
    .slice(0, printPlanLimit(tenant.id));
  const product = printProductOf(tenant.id);
  const shipTo = {
    name: downtown.officeName,
    line1: '100 Congress Ave',
    line2: 'Suite 200',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  };
  const orders: { daysAgo: number; quantity: number; status: PrintOrderStatus; tracking: string | null }[] = [
    { daysAgo: 34, quantity: 500, status: 'shipped', tracking: '1Z999AA10123456784' },
    { daysAgo: 3, quantity: 250, status: 'in_production', tracking: null },
  ];
  for (const [i, o] of orders.entries()) {
    const at = new Date(now.getTime() - o.daysAgo * DAY);
    const priceCents = printOrderPrice(tenant.id, o.quantity, 'standard');
    if (priceCents === null) continue;
    const [row] = await tx
      .insert(printOrders)
      .values({
        ...key,
        product,
        planIds,
        language: i === 0 ? 'en' : 'es',
        quantity: o.quantity,
        finish: 'standard',
        priceCents,
        shipTo,
        status: o.status,
        trackingNumber: o.tracking,
        processorChargeId: `ch_demo_print_${i + 1}`,
        orderedByUserId: owner.id,
        paidAt: at,
        createdAt: at,
        updatedAt: new Date(at.getTime() + 2 * DAY),
      })
      .returning({ id: printOrders.id });
    if (!row) continue;
    await recordLedger(tx, {
      ...key,
      kind: 'print_order',
      chargeId: null,
      description: `Print order ${row.id}: ${o.quantity} ${product.replace('_', ' ')}`,
      occurredAt: at,
      entries: [
        { account: 'practice_print_payments', amountCents: -priceCents },
        { account: 'platform_print_revenue', amountCents: priceCents },
      ],
    });
  }
}
