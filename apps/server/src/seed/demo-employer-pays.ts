import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  businessPaymentMethods,
  enrolments,
  members,
  simCustomers,
  simPaymentMethods,
  smallBusinesses,
} from '../db/schema';

/**
 * Acme Logistics pays for its employees in the demo: a card held by the processor for it, the switch on, and the newest
 * household that came through its link paid for by it (its portal's settings and members show it; the household's
 * renewals go on Acme's card). After seedDemoBusinessPortal.
 */
export async function seedDemoEmployerPays(tx: Db, now: Date): Promise<void> {
  const [acme] = await tx.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
  if (!acme || acme.processorCustomerId) return;
  const customerId = `cus_demo_business_${acme.id}`;
  const methodId = `pm_demo_business_${acme.id}`;
  const card = { kind: 'card', brand: 'visa', last4: '4242', expMonth: 8, expYear: now.getUTCFullYear() + 3 };
  await tx.insert(simCustomers).values({ id: customerId, name: acme.name, defaultPaymentMethodId: methodId });
  await tx.insert(simPaymentMethods).values({ id: methodId, customerId, ...card, behaviour: 'ok' });
  await tx.insert(businessPaymentMethods).values({ businessId: acme.id, processorPaymentMethodId: methodId, ...card });
  await tx
    .update(smallBusinesses)
    .set({ processorCustomerId: customerId, paysForEmployees: true })
    .where(eq(smallBusinesses.id, acme.id));
  const [newest] = await tx
    .select({ organizationId: enrolments.organizationId, ownerId: enrolments.ownerMemberId })
    .from(enrolments)
    .where(and(eq(enrolments.smallBusinessId, acme.id), isNotNull(enrolments.ownerMemberId)))
    .orderBy(desc(enrolments.createdAt))
    .limit(1);
  if (!newest) return;
  await tx
    .update(members)
    .set({ paidByBusinessId: acme.id })
    .where(and(eq(members.organizationId, newest.organizationId), eq(members.id, newest.ownerId)));
}
