import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import type { BillingDay } from './billing-claim';

/**
 * Plans whose last covered day has passed end without being charged (STATES.md rule 1): a requested cancellation is
 * carried out (canceled), a plan with automatic renewal off lapses (inactive). Each gets a history line. Every
 * household's on a run's day; one household's (`at.only`) before it is charged at once.
 */
export async function endPlans(db: Db, at: BillingDay): Promise<number> {
  const only = at.only
    ? sql`and s.organization_id = ${at.only.organizationId} and s.member_id in (select m.id from members m
        where m.organization_id = ${at.only.organizationId}
          and (m.id = ${at.only.ownerMemberId} or m.account_owner_id = ${at.only.ownerMemberId}))`
    : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with ended as (
      update subscriptions s set
        status = case when s.status = 'cancellation_requested' then 'canceled' else 'inactive' end,
        next_renewal_on = null, next_retry_on = null
      where s.billing_attempt_id is null and s.ends_on < ${at.day}::date ${only}
        and (s.status = 'cancellation_requested'
          or (not s.auto_renew and s.status in ('active', 'active_cash', 'active_transferred', 'past_due')))
      returning s.organization_id, s.id, s.member_id, s.status, s.ends_on)
    insert into member_events (organization_id, member_id, subscription_id, kind, summary, at)
    select organization_id, member_id, id, 'subscription.ended',
      case when status = 'canceled' then 'The cancellation took effect after ' else 'Automatic renewal was off: the plan ended after ' end
        || to_char(ends_on, 'MM/DD/YYYY') || '.',
      ${at.now.toISOString()}::timestamptz
    from ended returning subscription_id as id`,
  );
  return rows.length;
}
