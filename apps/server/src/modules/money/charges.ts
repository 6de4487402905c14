import type { QuoteLine } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { jsonRows, queryRows } from '../../db/rows';
import { chargeItems, charges } from '../../db/schema';
import { paymentEntries, recordLedgers } from './ledger';

// Money a household paid, as the platform records it: the charge, its lines, its ledger transaction.

export type ChargeItem = Omit<typeof chargeItems.$inferInsert, 'organizationId' | 'chargeId'>;

/**
 * The lines of one person's first payment: the period (with the platform's fee on it, `period.feeCents`), and the setup
 * or activation fee when there is one. The setup fee pays for the payment guarantee, so all of it is the platform's
 * fee; the activation fee is the practice's.
 */
export function chargeLines(
  line: Pick<QuoteLine, 'listCents' | 'discountCents' | 'periodCents' | 'setupFeeCents' | 'activationFeeCents'>,
  subscriptionId: number,
  memberId: number,
  period: { start: string; end: string; feeCents: number },
): ChargeItem[] {
  const at = { subscriptionId, memberId, periodStart: period.start, periodEnd: period.end };
  const items: ChargeItem[] = [
    {
      ...at,
      kind: 'membership',
      listCents: line.listCents,
      discountCents: line.discountCents,
      amountCents: line.periodCents,
      platformFeeCents: period.feeCents,
    },
  ];
  for (const [kind, cents, feeCents] of [
    ['setup_fee', line.setupFeeCents, line.setupFeeCents],
    ['activation_fee', line.activationFeeCents, 0],
  ] as const) {
    if (cents > 0)
      items.push({ ...at, kind, listCents: cents, discountCents: 0, amountCents: cents, platformFeeCents: feeCents });
  }
  return items;
}

export type ChargeRecord = {
  organizationId: number;
  officeId: number;
  ownerMemberId: number;
  method: string;
  processorChargeId: string | null;
  paymentMethodId: number | null;
  amountCents: number;
  platformFeeCents: number;
  description: string;
  enrolmentId: number | null;
  recordedByUserId: number | null;
  /** The employer whose card paid it, for a household an employer pays for. */
  paidByBusinessId?: number | null;
  at: Date;
  items: ChargeItem[];
};

/**
 * Records money a household paid: the charge, what it paid for (a period is paid once: a unique index), and its
 * balanced ledger transaction.
 */
export async function recordCharge(tx: Db, c: ChargeRecord): Promise<number> {
  const [id] = await recordCharges(tx, [c]);
  if (id === undefined) throw new Error('charge insert returned nothing');
  return id;
}

/**
 * Records many payments at once, in two statements whatever their number (the billing run records its batches so):
 * the charges and their lines in one, their ledger transactions in the other, each sent as one JSON parameter.
 * Returns the charges' ids in order.
 */
export async function recordCharges(tx: Db, list: readonly ChargeRecord[]): Promise<number[]> {
  if (list.length === 0) return [];
  for (const c of list) {
    const itemsTotal = c.items.reduce((sum, i) => sum + i.amountCents, 0);
    if (itemsTotal !== c.amountCents) throw new Error(`charge lines (${itemsTotal}) do not add up to ${c.amountCents}`);
    // The platform's fee is its lines' fees: the processor's application fee and the ledger say the same.
    const feesTotal = c.items.reduce((sum, i) => sum + (i.platformFeeCents ?? 0), 0);
    if (feesTotal !== c.platformFeeCents) {
      throw new Error(`charge lines' fees (${feesTotal}) do not add up to ${c.platformFeeCents}`);
    }
  }
  const rows = list.map((c, n) => ({
    n,
    organization_id: c.organizationId,
    office_id: c.officeId,
    owner_member_id: c.ownerMemberId,
    method: c.method,
    processor_charge_id: c.processorChargeId,
    payment_method_id: c.paymentMethodId,
    amount_cents: c.amountCents,
    platform_fee_cents: c.platformFeeCents,
    description: c.description,
    enrolment_id: c.enrolmentId,
    recorded_by_user_id: c.recordedByUserId,
    paid_by_business_id: c.paidByBusinessId ?? null,
    created_at: c.at,
    items: c.items.map((i) => ({
      subscription_id: i.subscriptionId,
      member_id: i.memberId,
      kind: i.kind,
      period_start: i.periodStart,
      period_end: i.periodEnd,
      list_cents: i.listCents,
      discount_cents: i.discountCents,
      amount_cents: i.amountCents,
      platform_fee_cents: i.platformFeeCents,
    })),
  }));
  // The ids are drawn first, so each line finds its charge by position, not by the order rows come back in.
  const ids = await queryRows<{ n: number; id: number }>(
    tx,
    sql`with v as (
        select * from json_to_recordset(${jsonRows(rows)}) as v(n int, organization_id int, office_id int,
          owner_member_id int, method text, processor_charge_id text, payment_method_id int, amount_cents bigint,
          platform_fee_cents bigint, description text, enrolment_id int, recorded_by_user_id int,
          paid_by_business_id int, created_at timestamptz, items json)),
      ids as (select v.n, nextval(pg_get_serial_sequence('charges', 'id'))::int as id from v),
      inserted as (
        insert into ${charges} (id, organization_id, office_id, owner_member_id, method, processor_charge_id,
          payment_method_id, amount_cents, platform_fee_cents, status, description, enrolment_id, recorded_by_user_id,
          paid_by_business_id, created_at)
        select ids.id, v.organization_id, v.office_id, v.owner_member_id, v.method, v.processor_charge_id,
          v.payment_method_id, v.amount_cents, v.platform_fee_cents, 'succeeded', v.description, v.enrolment_id,
          v.recorded_by_user_id, v.paid_by_business_id, v.created_at
        from v join ids on ids.n = v.n
        returning id),
      lines as (
        insert into ${chargeItems} (organization_id, charge_id, subscription_id, member_id, kind, period_start,
          period_end, list_cents, discount_cents, amount_cents, platform_fee_cents)
        select v.organization_id, ids.id, i.subscription_id, i.member_id, i.kind, i.period_start, i.period_end,
          i.list_cents, i.discount_cents, i.amount_cents, i.platform_fee_cents
        from v join ids on ids.n = v.n
        cross join json_to_recordset(v.items) as i(subscription_id int, member_id int, kind text, period_start date,
          period_end date, list_cents bigint, discount_cents bigint, amount_cents bigint, platform_fee_cents bigint)
        returning 1)
    select ids.n, ids.id from ids where exists (select 1 from inserted where inserted.id = ids.id)
      and (select count(*) from lines) >= 0
    order by ids.n`,
  );
  const chargeIds = ids.map((r) => r.id);
  await recordLedgers(
    tx,
    list.map((c, n) => ({
      organizationId: c.organizationId,
      officeId: c.officeId,
      kind: c.method === 'cash' ? 'cash_payment' : 'charge',
      chargeId: chargeIds[n] ?? null,
      description: c.description,
      occurredAt: c.at,
      entries: paymentEntries(
        c.amountCents,
        c.platformFeeCents,
        c.method === 'cash' ? 'cash' : 'processor',
        c.ownerMemberId,
      ),
    })),
  );
  return chargeIds;
}
