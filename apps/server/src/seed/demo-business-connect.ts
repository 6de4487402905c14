import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { intArray, queryRows } from '../db/rows';
import { businessConnectSettings, enrolments, offices, smallBusinesses, subscriptions, users } from '../db/schema';
import { newBusinessActivation } from '../modules/business-portal/business-activation';

const DAY = 86_400_000;

/**
 * BusinessConnect at Demo Downtown (issue 25): the terms the owner accepted, the 10% its employers' staff get (the
 * platform's default, so the demo's enrolment pages keep showing it), a second employer invited and not yet set up,
 * and a few of Downtown's households that came through Acme Logistics' link: their enrolments name Acme, so the
 * members list's 'business' filter, Acme's portal and the office's report show them with the payments the demo's
 * history already made. After seedDemoHistory and seedDemoReferrals.
 */
export async function seedDemoBusinessConnect(tx: Db, now: Date): Promise<void> {
  const [downtown] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  const [acme] = await tx.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (!downtown || !acme || !owner) return;
  const accepted = new Date(now.getTime() - 190 * DAY);
  await tx.insert(businessConnectSettings).values({
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    discountPercent: 10,
    termsAcceptedAt: accepted,
    addendumAcceptedAt: accepted,
    acceptedByUserId: owner.id,
    updatedAt: accepted,
  });

  // Invited a week ago; its activation link (never shown: only its hash is kept) works one more week.
  const invitedAt = new Date(now.getTime() - 7 * DAY);
  const activation = newBusinessActivation(invitedAt);
  await tx.insert(smallBusinesses).values({
    name: 'Riverbend Credit Union',
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    email: 'people@riverbend-cu.test',
    phone: '5125550177',
    employeeCount: 25,
    status: 'invited',
    activationKeyHash: activation.hash,
    activationExpiresAt: activation.expiresAt,
    invitedByUserId: owner.id,
    updatedAt: invitedAt,
    createdAt: invitedAt,
  });

  // Households that no demo account and no earlier enrolment (the referrals') stand for: three whose plans run and
  // one that ended, enrolled the day their first plan began.
  const candidates = await queryRows<{ id: number; status: string; began: string }>(
    tx,
    sql`select l.member_id::int as id, l.summary_status as status,
        (select min(s.created_at) from subscriptions s where s.organization_id = l.organization_id
          and s.member_id = l.member_id)::text as began
      from member_list l
      where l.organization_id = ${downtown.organizationId} and l.office_id = ${downtown.id}
        and l.account_owner_id is null and l.user_id is null and not l.deleted
        and not exists (select 1 from enrolments e where e.organization_id = l.organization_id
          and e.owner_member_id = l.member_id)
      order by l.member_id`,
  );
  const pick = [
    ...candidates.filter((c) => c.status === 'active').slice(2, 5),
    ...candidates.filter((c) => c.status === 'canceled').slice(1, 2),
  ].filter((c) => c.began);
  for (const household of pick) {
    const [enrolment] = await tx
      .insert(enrolments)
      .values({
        organizationId: downtown.organizationId,
        officeId: downtown.id,
        ownerMemberId: household.id,
        channel: 'external',
        paymentKind: 'card',
        term: 'monthly',
        todayCents: 0,
        recurringCents: 0,
        quote: { seeded: 'demo BusinessConnect' },
        smallBusinessId: acme.id,
        createdAt: new Date(household.began),
      })
      .returning({ id: enrolments.id });
    if (!enrolment) continue;
    // The household's subscriptions came from this enrolment: the members list reads its source from them.
    const people = await queryRows<{ id: number }>(
      tx,
      sql`select id::int as id from members where organization_id = ${downtown.organizationId}
        and (id = ${household.id} or account_owner_id = ${household.id})`,
    );
    await tx
      .update(subscriptions)
      .set({ enrolmentId: enrolment.id })
      .where(
        and(
          eq(subscriptions.organizationId, downtown.organizationId),
          isNull(subscriptions.enrolmentId),
          sql`${subscriptions.memberId} = any(${intArray(people.map((p) => p.id))})`,
        ),
      );
  }
}
