import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { intArray, queryRows } from '../db/rows';
import { enrolments, subscriptions } from '../db/schema';

// The demo's households that came through a channel (issue 25): an employer's link or a community group's code. The
// demo's history made their plans and payments already; what a channel adds is the enrolment naming it, which the
// members list, the channel's pages and reports read.

type Office = { id: number; organizationId: number };
export type SeedHousehold = { id: number; status: string; began: string };

/**
 * An office's households that no demo account and no earlier enrolment (referrals', another channel's) stand for, in
 * member order, with their listed status and the time their first plan began.
 */
export async function householdsWithoutEnrolment(tx: Db, office: Office): Promise<SeedHousehold[]> {
  const rows = await queryRows<SeedHousehold>(
    tx,
    sql`select l.member_id::int as id, l.summary_status as status,
        (select min(s.created_at) from subscriptions s where s.organization_id = l.organization_id
          and s.member_id = l.member_id)::text as began
      from member_list l
      where l.organization_id = ${office.organizationId} and l.office_id = ${office.id}
        and l.account_owner_id is null and l.user_id is null and not l.deleted
        and not exists (select 1 from enrolments e where e.organization_id = l.organization_id
          and e.owner_member_id = l.member_id)
      order by l.member_id`,
  );
  return rows.filter((h) => h.began);
}

/**
 * Records that the household enrolled through the channel the day its first plan began, and points its people's
 * subscriptions at that enrolment (the members list reads their source from it).
 */
export async function enrolThroughChannel(
  tx: Db,
  office: Office,
  household: SeedHousehold,
  channel: { smallBusinessId: number } | { communityGroupId: number } | { campaignRecipientId: number },
  label: string,
): Promise<void> {
  const [enrolment] = await tx
    .insert(enrolments)
    .values({
      organizationId: office.organizationId,
      officeId: office.id,
      ownerMemberId: household.id,
      channel: 'external',
      paymentKind: 'card',
      term: 'monthly',
      todayCents: 0,
      recurringCents: 0,
      quote: { seeded: label },
      ...channel,
      createdAt: new Date(household.began),
    })
    .returning({ id: enrolments.id });
  if (!enrolment) return;
  const people = await queryRows<{ id: number }>(
    tx,
    sql`select id::int as id from members where organization_id = ${office.organizationId}
      and (id = ${household.id} or account_owner_id = ${household.id})`,
  );
  await tx
    .update(subscriptions)
    .set({ enrolmentId: enrolment.id })
    .where(
      and(
        eq(subscriptions.organizationId, office.organizationId),
        isNull(subscriptions.enrolmentId),
        sql`${subscriptions.memberId} = any(${intArray(people.map((p) => p.id))})`,
      ),
    );
}
