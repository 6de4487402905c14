import { sql } from 'drizzle-orm';
import type { PmsLedgerPosting } from '../adapters/pms/pms.port';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';

// Membership payments posted to the PMS ledger (issue 28, setProviderPayment): each charge received from a household
// with a matched member, in an office that asked for its payments to be posted, becomes one 'payment' row of the
// write-back queue (once per charge: a unique index), delivered by the pms-delivery job like a membership write. Each
// refund of a posted payment becomes a 'refund' row (once per refund), posted against it on the same chart, so the
// ledger nets to what the practice kept.

/** A charge whose money was received, refunded since or not: its payment is posted, its refunds after it. */
const RECEIVED_STATUSES = ['succeeded', 'partially_refunded', 'refunded'];
const RECEIVED = sql.join(
  RECEIVED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

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
          and c.created_at >= pp.updated_at and c.status in (${RECEIVED})
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
  return rows.length + (await queueRefundPostings(db, now));
}

/** Queues the succeeded refunds of payments already posted: on the member (and chart) the payment went to. */
async function queueRefundPostings(db: Db, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into pms_writes (organization_id, office_id, member_id, kind, charge_id, refund_id, chart_id,
          next_attempt_at)
        select p.organization_id, p.office_id, p.member_id, 'refund', p.charge_id, r.id, p.written->>'chartId',
          ${now.toISOString()}
        from pms_writes p
        join refunds r on r.organization_id = p.organization_id and r.charge_id = p.charge_id
          and r.status = 'succeeded'
        where p.kind = 'payment' and p.status = 'written'
        order by r.id
        on conflict (organization_id, refund_id) where kind = 'refund' do nothing
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

type PostingRow = {
  organization_id: number;
  office_id: number;
  member_id: number;
  kind: string;
  charge_id: number | null;
  refund_id: number | null;
  /** A refund's chart: the one its payment was posted to. */
  chart_id: string | null;
};

/** The charge (or the refund of it) with the member's chart and the office's posting settings. */
async function postingSource(db: Db, row: PostingRow): Promise<PostingSource | undefined> {
  const refund = row.kind === 'refund';
  const [s] = await queryRows<PostingSource>(
    db,
    sql`select m.chart_id, m.office_id as member_office_id, pp.provider_id, pp.payment_type, pp.post_as,
          pp.post_payments, c.description,
          ${refund ? sql`-r.amount_cents::float8` : sql`c.amount_cents::float8`} as amount_cents,
          ${refund ? sql`r.status` : sql`c.status`} as status,
          (${refund ? sql`coalesce(r.settled_at, r.created_at)` : sql`c.created_at`} at time zone 'UTC')::date::text as on
        from charges c
        join members m on m.organization_id = c.organization_id and m.id = ${row.member_id}
        ${refund ? sql`join refunds r on r.organization_id = c.organization_id and r.charge_id = c.id and r.id = ${row.refund_id ?? 0}` : sql``}
        left join pms_provider_payments pp on pp.organization_id = c.organization_id and pp.office_id = c.office_id
        where c.organization_id = ${row.organization_id} and c.id = ${row.charge_id ?? 0}`,
  );
  return s;
}

/**
 * What to post for a queued charge or refund now, or why nothing is (a dispute, no longer matched, posting turned off).
 * A payment goes to the member's chart; its refund to the chart the payment went to, as a negative amount.
 */
export async function postingOf(db: Db, row: PostingRow): Promise<{ posting: PmsLedgerPosting } | { skip: string }> {
  const s = await postingSource(db, row);
  const refund = row.kind === 'refund';
  if (!s) return { skip: `The ${refund ? 'refund' : 'payment'} is no longer on record.` };
  if (!s.post_payments || !s.provider_id || !s.payment_type || !s.post_as) {
    return { skip: 'The office no longer posts payments to its practice-management system.' };
  }
  if (refund ? s.status !== 'succeeded' : !RECEIVED_STATUSES.includes(s.status)) {
    return { skip: refund ? 'The refund did not go through.' : 'The payment was disputed before it was posted.' };
  }
  const chartId = refund ? row.chart_id : s.chart_id;
  if (!chartId || (!refund && s.member_office_id !== row.office_id)) {
    return { skip: 'The member is no longer matched to a chart of this office.' };
  }
  return {
    posting: {
      chartId,
      reference: refund ? `refund-${row.refund_id}` : `charge-${row.charge_id}`,
      amountCents: s.amount_cents,
      on: s.on,
      providerId: s.provider_id,
      paymentType: s.payment_type,
      postAs: s.post_as,
      description: `Membership ${refund ? 'refund' : 'payment'}: ${s.description}`.slice(0, 200),
    },
  };
}
