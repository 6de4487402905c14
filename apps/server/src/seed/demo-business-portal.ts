import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import { enrolments, offices, smallBusinesses } from '../db/schema';

/**
 * Acme Logistics' portal (business@demo.test) lists employees: the households seeded as enrolled through Acme's link
 * (demo-business-connect.ts). Should none be there, three of Downtown's running households that came through no
 * other channel are recorded as enrolled through Acme, so the employer's pages never open empty in the demo. After
 * seedDemoBusinessConnect.
 */
export async function seedDemoBusinessPortal(tx: Db): Promise<void> {
  const [acme] = await tx.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
  const [downtown] = await tx.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
  if (!acme || !downtown) return;
  const [already] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(eq(enrolments.smallBusinessId, acme.id))
    .limit(1);
  if (already) return;
  const households = await queryRows<{ id: number; began: string }>(
    tx,
    sql`select l.member_id::int as id, l.subscription_created_at::text as began
      from member_list l
      where l.organization_id = ${downtown.organizationId} and l.office_id = ${downtown.id}
        and l.account_owner_id is null and l.user_id is null and not l.deleted and l.summary_status = 'active'
        and l.subscription_created_at is not null
        and not exists (select 1 from enrolments e where e.organization_id = l.organization_id
          and e.owner_member_id = l.member_id)
      order by l.member_id desc limit 3`,
  );
  for (const h of households) {
    await tx.insert(enrolments).values({
      organizationId: downtown.organizationId,
      officeId: downtown.id,
      ownerMemberId: h.id,
      channel: 'external',
      paymentKind: 'card',
      term: 'monthly',
      todayCents: 0,
      recurringCents: 0,
      quote: { seeded: 'demo business portal' },
      smallBusinessId: acme.id,
      createdAt: new Date(h.began),
    });
  }
}
