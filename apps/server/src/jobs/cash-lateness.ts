import {
  addDays,
  type CashLatenessSettings,
  cashLatenessDays,
  cashLatenessStatus,
  formatMoney,
  formatUsDate,
  priceForPeriod,
} from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { OutgoingMail } from '../adapters/mail/mail.port';
import type { OutgoingText } from '../adapters/sms/sms.port';
import type { Db } from '../db/connection';
import { jsonRows, queryRows } from '../db/rows';
import { type MemberEventEntry, recordMemberEvents } from '../modules/members/member-events';
import type { BillingDay } from './billing-claim';
import type { BillingDeps } from './billing-deps';
import { cashHeldMail, cashLateMail, cashLateText, officeCashDelinquentMail } from './cash-lateness.mail';
import { cashLatenessSettings } from './cash-lateness-settings';

// The billing run's step for plans paid in the office whose period went unpaid (STATES.md 'Cash lateness', rule in
// packages/domain/src/cash-lateness.ts): past the grace they are late (past_due), after the further period
// delinquent; the household is told each time (mail, and a text where a mobile number is on file), the office when
// a plan is delinquent. Idempotent: a plan is moved once, claimed with SKIP LOCKED so concurrent runs share the work.

/** Plans per batch: a batch is one short transaction. */
const PLANS_PER_BATCH = 500;

type LateRow = {
  organization_id: number;
  id: number;
  member_id: number;
  owner_id: number;
  /** The owner's portal account, when they have one (the SMS report's link). */
  owner_user_id: number | null;
  status: 'active_cash' | 'past_due';
  next_renewal_on: string;
  late_in_office_on: string | null;
  price_cents: number;
  pending_price_cents: number | null;
  pending_price_from: string | null;
  member_first_name: string;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
  spanish: boolean;
  office_name: string;
  office_phone: string | null;
  office_email: string | null;
};

export type CashLatenessSummary = { late: number; delinquent: number };

/** Applies the lateness rule to every plan paid in the office that is due for it today. */
export async function applyCashLateness(deps: BillingDeps, at: BillingDay): Promise<CashLatenessSummary> {
  const settings = await cashLatenessSettings(deps.db);
  const total: CashLatenessSummary = { late: 0, delinquent: 0 };
  for (;;) {
    const batch = await deps.db.transaction((tx) => lateBatch(deps, tx, at, settings));
    total.late += batch.late;
    total.delinquent += batch.delinquent;
    // A full batch may leave more; one that moved nothing has nothing more to move.
    if (batch.claimed < PLANS_PER_BATCH || batch.late + batch.delinquent === 0) return total;
  }
}

async function lateBatch(deps: BillingDeps, tx: Db, at: BillingDay, settings: CashLatenessSettings) {
  // The SQL finds the candidates by the same days as the rule; the rule (cashLatenessStatus) decides each one.
  const lateFrom = addDays(at.day, -(settings.graceDays + 1));
  const delinquentFrom = addDays(at.day, -(settings.graceDays + 1 + settings.delinquentAfterDays));
  const rows = await queryRows<LateRow>(
    tx,
    sql`with due as (
      select s.organization_id, s.id, s.member_id, s.status, s.next_renewal_on, s.late_in_office_on,
        s.price_cents, s.pending_price_cents, s.pending_price_from
      from subscriptions s
      join members dm on dm.organization_id = s.organization_id and dm.id = s.member_id and dm.deleted_at is null
      where s.billing_attempt_id is null and s.payor = 'member' and s.auto_renew and s.ends_on is null
        and ((s.status = 'active_cash' and s.next_renewal_on <= ${lateFrom}::date)
          or (s.status = 'past_due' and s.late_in_office_on is not null and s.next_retry_on is null
            and s.next_renewal_on <= ${delinquentFrom}::date))
      order by s.id limit ${PLANS_PER_BATCH}
      for update of s skip locked)
    select d.organization_id, d.id, d.member_id, coalesce(m.account_owner_id, m.id) as owner_id, d.status,
      d.next_renewal_on::text as next_renewal_on, d.late_in_office_on::text as late_in_office_on,
      d.price_cents::float8 as price_cents, d.pending_price_cents::float8 as pending_price_cents,
      d.pending_price_from::text as pending_price_from, m.first_name as member_first_name,
      o.email, o.phone, o.first_name, o.last_name, o.spanish, o.user_id as owner_user_id,
      f.office_name, f.phone as office_phone, f.email as office_email
    from due d
    join members m on m.organization_id = d.organization_id and m.id = d.member_id
    join members o on o.organization_id = m.organization_id and o.id = coalesce(m.account_owner_id, m.id)
    join offices f on f.organization_id = o.organization_id and f.id = o.office_id
    order by d.id`,
  );
  const moved = rows.flatMap((r) => {
    const to = cashLatenessStatus(
      {
        status: r.status,
        nextRenewalOn: r.next_renewal_on,
        lateInOfficeOn: r.late_in_office_on,
        nextRetryOn: null,
        autoRenew: true,
        endsOn: null,
        payor: 'member',
      },
      at.day,
      settings,
    );
    return to ? [{ ...r, to }] : [];
  });
  if (moved.length > 0) {
    await tx.execute(sql`update subscriptions s set status = v.status,
        late_in_office_on = case when v.status = 'past_due' then ${at.day}::date
          else coalesce(s.late_in_office_on, ${at.day}::date) end
      from json_to_recordset(${jsonRows(moved.map((r) => ({ organization_id: r.organization_id, id: r.id, status: r.to })))})
        as v(organization_id int, id int, status text)
      where s.organization_id = v.organization_id and s.id = v.id`);
    await recordMemberEvents(
      tx,
      moved.map((r) => eventOf(r, r.to, settings, at)),
    );
    await notify(deps, tx, moved, settings);
  }
  return {
    claimed: rows.length,
    late: moved.filter((r) => r.to === 'past_due').length,
    delinquent: moved.filter((r) => r.to === 'delinquent').length,
  };
}

const amountOf = (r: LateRow) =>
  priceForPeriod(
    { priceCents: r.price_cents, pendingPriceCents: r.pending_price_cents, pendingPriceFrom: r.pending_price_from },
    r.next_renewal_on,
  ).priceCents;

function eventOf(r: LateRow, to: 'past_due' | 'delinquent', s: CashLatenessSettings, at: BillingDay): MemberEventEntry {
  const amount = formatMoney(amountOf(r), { decimals: 2 });
  const due = formatUsDate(r.next_renewal_on);
  const { delinquentOn } = cashLatenessDays(r.next_renewal_on, s);
  return {
    organizationId: r.organization_id,
    memberId: r.member_id,
    subscriptionId: r.id,
    actorUserId: null,
    kind: to === 'past_due' ? 'payment.late_in_office' : 'payment.delinquent',
    summary:
      to === 'past_due'
        ? `The payment of ${amount} due in the office on ${due} was not made: the plan is Late, and Delinquent from ${formatUsDate(delinquentOn)} unless paid.`
        : `The payment of ${amount} due in the office on ${due} was not made: the plan is now Delinquent.`,
    detail: { dueOn: r.next_renewal_on, amountCents: amountOf(r), inOffice: true },
    at: at.now,
  };
}

type Moved = LateRow & { to: 'past_due' | 'delinquent' };

/** One notice per household and step: a mail and a text to the household; a mail to the office when delinquent. */
async function notify(deps: BillingDeps, tx: Db, moved: Moved[], s: CashLatenessSettings): Promise<void> {
  const households = new Map<string, Moved[]>();
  for (const r of moved) {
    const key = `${r.organization_id}:${r.owner_id}:${r.to}`;
    households.set(key, [...(households.get(key) ?? []), r]);
  }
  const mails: Omit<OutgoingMail, 'attachments'>[] = [];
  const texts: OutgoingText[] = [];
  for (const plans of households.values()) {
    const first = plans[0] as Moved;
    const dueOn = plans.map((p) => p.next_renewal_on).sort()[0] as string;
    const household = {
      language: first.spanish ? ('es' as const) : ('en' as const),
      tenant: deps.tenant,
      officeName: first.office_name,
      officePhone: first.office_phone,
      ownerFirstName: first.first_name,
      names: [...new Set(plans.map((p) => p.member_first_name))],
      amountCents: plans.reduce((sum, p) => sum + amountOf(p), 0),
      dueOn,
    };
    const late = first.to === 'past_due';
    // The last day the household may pay before the plan is delinquent.
    const payBy = late ? addDays(cashLatenessDays(dueOn, s).delinquentOn, -1) : null;
    const to = { organizationId: first.organization_id };
    if (first.email) {
      mails.push({
        to: first.email,
        ...to,
        ...(payBy ? cashLateMail({ ...household, payBy }) : cashHeldMail(household)),
      });
    }
    if (first.phone)
      texts.push({
        to: first.phone,
        ...to,
        patientUserId: first.owner_user_id,
        text: cashLateText({ ...household, payBy }),
      });
    if (!late && first.office_email) {
      mails.push({
        to: first.office_email,
        ...to,
        ...officeCashDelinquentMail({
          tenant: deps.tenant,
          officeName: first.office_name,
          ownerName: `${first.first_name} ${first.last_name}`,
          names: plans.map((p) => p.member_first_name),
          amountCents: household.amountCents,
          dueOn,
        }),
      });
    }
  }
  await deps.mail.enqueueAll(tx, mails);
  await deps.sms.enqueueAll(tx, texts);
}
