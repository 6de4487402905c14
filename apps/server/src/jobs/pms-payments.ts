import { sql } from 'drizzle-orm';
import type { PmsLedgerPosting } from '../adapters/pms/pms.port';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';

// Membership payments posted to the PMS ledger (issue 28, setProviderPayment): each succeeded charge of a household
// with a matched member, in an office that asked for its payments to be posted, becomes one 'payment' row of the
// write-back queue (once per charge: a unique index), delivered by the pms-delivery job like a membership write.

/**
 * Queues the charges to post: succeeded, taken since the office's posting settings were saved (turning posting on
 * does not post years of history), in an office connected to its PMS with posting on, for a household with a chart.
 * The row names the member whose chart gets it: the account owner when matched, else the first matched member paid for.
 */
export async function queuePaymentPostings(db: Db, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into pms_writes (organization_id, office_id, member_id, kind, charge_id, next_attempt_at)
        select c.organization_id, c.office_id, who.id, 'payment', c.id, ${now.toISOString()}
        from pms_provider_payments pp
        join pms_connections pc on pc.organization_id = pp.organization_id and pc.office_id = pp.office_id
          and pc.status = 'connected'
        join charges c on c.organization_id = pp.organization_id and c.office_id = pp.office_id
          and c.created_at >= pp.updated_at and c.status = 'succeeded'
        join lateral (
          select m.id from members m
          where m.organization_id = c.organization_id and m.chart_id is not null and m.deleted_at is null
            and (m.id = c.owner_member_id or m.id in (select i.member_id from charge_items i
              where i.organization_id = c.organization_id and i.charge_id = c.id))
          order by (m.id = c.owner_member_id) desc, m.id limit 1
        ) who on true
        where pp.post_payments
        order by c.id
        on conflict (organization_id, charge_id) where kind = 'payment' do nothing
        returning id`,
  );
  return rows.length;
}

type PostingSource = {
  chart_id: string | null;
  member_office_id: number;
  amount_cents: number;
  status: string;
  description: string;
  on: string;
  provider_id: string | null;
  payment_type: string | null;
  post_as: 'payment' | 'adjustment' | null;
  post_payments: boolean | null;
};

/** What to post for a queued charge now, or why nothing is (refunded since, no longer matched, posting turned off). */
export async function postingOf(
  db: Db,
  row: { organization_id: number; office_id: number; member_id: number; charge_id: number | null },
): Promise<{ posting: PmsLedgerPosting } | { skip: string }> {
  const [s] = await queryRows<PostingSource>(
    db,
    sql`select m.chart_id, m.office_id as member_office_id, c.amount_cents::float8 as amount_cents, c.status,
          c.description, (c.created_at at time zone 'UTC')::date::text as on, pp.provider_id, pp.payment_type,
          pp.post_as, pp.post_payments
        from charges c
        join members m on m.organization_id = c.organization_id and m.id = ${row.member_id}
        left join pms_provider_payments pp on pp.organization_id = c.organization_id and pp.office_id = c.office_id
        where c.organization_id = ${row.organization_id} and c.id = ${row.charge_id ?? 0}`,
  );
  if (!s) return { skip: 'The payment is no longer on record.' };
  if (!s.post_payments || !s.provider_id || !s.payment_type || !s.post_as) {
    return { skip: 'The office no longer posts payments to its practice-management system.' };
  }
  if (s.status !== 'succeeded') return { skip: 'The payment was refunded or disputed before it was posted.' };
  if (!s.chart_id || s.member_office_id !== row.office_id) {
    return { skip: 'The member is no longer matched to a chart of this office.' };
  }
  return {
    posting: {
      chartId: s.chart_id,
      reference: `charge-${row.charge_id}`,
      amountCents: s.amount_cents,
      on: s.on,
      providerId: s.provider_id,
      paymentType: s.payment_type,
      postAs: s.post_as,
      description: `Membership payment: ${s.description}`.slice(0, 200),
    },
  };
}
