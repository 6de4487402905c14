import type { LedgerLine, PaymentLedgerResponse } from '@mhq/contract';
import { utcDayOf } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { officeById } from '../account/account.queries';

// The office's payment ledger (/dentist-new/payment-ledger): a month of its money read from the ledger itself, so the
// page and the books cannot disagree. Payments taken in the office stand beside card and bank payments, and what the
// guarantee paid the practice for a guaranteed plan whose payments stopped beside both.

const LINES = 500;

const KIND: Record<string, LedgerLine['kind']> = {
  charge: 'payment',
  cash_payment: 'cash_payment',
  refund: 'refund',
  guarantee_claim: 'guarantee_claim',
};
const METHOD: Record<string, string> = { card: 'Card', us_bank_account: 'Bank account', cash: 'Paid in the office' };

type Row = {
  id: number;
  kind: string;
  charge_id: number | null;
  description: string;
  at: Date | string;
  patient: number;
  fee: number;
  practice: number;
  method: string | null;
  member: string | null;
};

/** The month's transactions of the office with what each moved: the patient's money, the fee, the practice's. */
function monthTransactions(db: Db, organizationId: number, officeId: number, from: Date, to: Date) {
  return queryRows<Row>(
    db,
    sql`with t as (
        select x.id, x.kind, x.charge_id, x.description, x.occurred_at as at,
          coalesce(sum(e.amount_cents) filter (where e.account = 'patient_funds'), 0)::float8 as patient,
          coalesce(sum(e.amount_cents) filter (where e.account = 'platform_fees'), 0)::float8 as fee,
          coalesce(sum(e.amount_cents) filter (where e.account in ('practice_balance', 'practice_cash')), 0)::float8 as practice,
          max(e.member_id) as entry_member
        from ledger_transactions x
        join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
        where x.organization_id = ${organizationId} and x.office_id = ${officeId}
          and x.occurred_at >= ${from.toISOString()}::timestamptz and x.occurred_at < ${to.toISOString()}::timestamptz
        group by x.id)
      select t.id, t.kind, t.charge_id, t.description, t.at, t.patient, t.fee, t.practice,
        c.method, nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '') as member
      from t
      left join charges c on c.organization_id = ${organizationId} and c.id = t.charge_id
      -- A payment's household owner; a guarantee claim's member (named on its entries).
      left join members m on m.organization_id = ${organizationId} and m.id = coalesce(c.owner_member_id, t.entry_member)
      order by t.at desc, t.id desc`,
  );
}

/** The office's money of a month (this month, by the app's clock, unless one is named). */
export async function paymentLedger(ctx: Ctx, officeId: number, month?: string): Promise<PaymentLedgerResponse> {
  const office = await officeById(ctx.db, officeId);
  if (!office) throw notFound();
  const key = month ?? utcDayOf(ctx.clock.now()).slice(0, 7);
  const [year, monthNumber] = key.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const to = new Date(Date.UTC(year, monthNumber, 1));
  const rows = await monthTransactions(ctx.db, office.organizationId, office.id, from, to);
  const lines: LedgerLine[] = rows.map((r) => ({
    transactionId: r.id,
    at: new Date(r.at).toISOString(),
    kind: KIND[r.kind] ?? 'payment',
    chargeId: r.charge_id,
    memberName: r.member,
    methodLabel: r.kind === 'guarantee_claim' ? 'Paid by the guarantee' : (r.method && METHOD[r.method]) || 'Card',
    description: r.description,
    paidCents: -Number(r.patient),
    platformFeeCents: Number(r.fee),
    toPracticeCents: Number(r.practice),
  }));
  const sum = (pick: (l: LedgerLine) => number, kinds: readonly LedgerLine['kind'][]) =>
    lines.filter((l) => kinds.includes(l.kind)).reduce((total, l) => total + pick(l), 0);
  return {
    month: key,
    totals: {
      processorCents: sum((l) => l.paidCents, ['payment']),
      cashCents: sum((l) => l.paidCents, ['cash_payment']),
      refundedCents: -sum((l) => l.paidCents, ['refund']),
      guaranteeCents: sum((l) => l.toPracticeCents, ['guarantee_claim']),
      // The platform's fees are what it kept of payments; what the guarantee paid out of its account is apart.
      platformFeeCents: sum((l) => l.platformFeeCents, ['payment', 'cash_payment', 'refund']),
      toPracticeCents: sum((l) => l.toPracticeCents, ['payment', 'cash_payment', 'refund', 'guarantee_claim']),
      lines: lines.length,
    },
    lines: lines.slice(0, LINES),
  };
}
