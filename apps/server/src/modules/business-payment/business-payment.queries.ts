import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentMethodSummary } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { businessPaymentMethods, smallBusinesses } from '../../db/schema';

// The SQL of an employer paying for its employees: its card, the households it pays for and what they cost it.

/**
 * The employer that pays for a household (joined as `b`, its card as `bm`): one still paying for its employees, still
 * working with the household's office, with a card on file. Otherwise the household pays with its own method.
 */
export const employerPaying = sql`left join business_payment_methods bm
    on bm.business_id = m.paid_by_business_id and bm.removed_at is null
  left join small_businesses b on b.id = bm.business_id and b.pays_for_employees
    and b.office_id = m.office_id and b.processor_customer_id is not null`;

/** The employer's current card, if any. */
export async function currentCard(db: Db, businessId: number) {
  const [row] = await db
    .select()
    .from(businessPaymentMethods)
    .where(and(eq(businessPaymentMethods.businessId, businessId), isNull(businessPaymentMethods.removedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * What charges a household's payment to the employer: its customer and card at the processor, when it pays for its
 * employees and has both. The billing run reads the same rule in SQL (jobs/billing-claim.ts `employerPaying`).
 */
export type EmployerPayer = { customerId: string; paymentMethod: PaymentMethodSummary };

export async function employerPayer(db: Db, businessId: number): Promise<EmployerPayer | null> {
  const [row] = await db
    .select({ business: smallBusinesses, card: businessPaymentMethods })
    .from(smallBusinesses)
    .innerJoin(
      businessPaymentMethods,
      and(eq(businessPaymentMethods.businessId, smallBusinesses.id), isNull(businessPaymentMethods.removedAt)),
    )
    .where(and(eq(smallBusinesses.id, businessId), eq(smallBusinesses.paysForEmployees, true)))
    .limit(1);
  if (!row?.business.processorCustomerId) return null;
  const { card } = row;
  return {
    customerId: row.business.processorCustomerId,
    paymentMethod: {
      id: card.processorPaymentMethodId,
      kind: card.kind === 'us_bank_account' ? 'us_bank_account' : 'card',
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      verifyUrl: null,
    },
  };
}

/** The households the employer pays for now, what their running plans cost a month, and what its card paid lately. */
export async function employerTotals(db: Db, businessId: number, since: Date) {
  const [row] = await queryRows<{ households: number; monthly: number; paid: number }>(
    db,
    sql`select
      (select count(*)::int from members m
        where m.paid_by_business_id = ${businessId} and m.account_owner_id is null and m.deleted_at is null) as households,
      (select coalesce(sum(case when s.term = 'annual' then round(s.price_cents / 12.0) else s.price_cents end), 0)::float8
        from members o
        join members m on m.organization_id = o.organization_id and (m.id = o.id or m.account_owner_id = o.id)
          and m.deleted_at is null
        join subscriptions s on s.organization_id = m.organization_id and s.member_id = m.id
        where o.paid_by_business_id = ${businessId} and o.account_owner_id is null and o.deleted_at is null
          and s.payor = 'member' and s.status in ('active', 'active_transferred', 'past_due')) as monthly,
      (select coalesce(sum(c.amount_cents - coalesce((select sum(r.amount_cents) from refunds r
          where r.organization_id = c.organization_id and r.charge_id = c.id and r.status = 'succeeded'), 0)), 0)::float8
        from charges c where c.paid_by_business_id = ${businessId} and c.created_at >= ${since.toISOString()}::timestamptz) as paid`,
  );
  return { households: row?.households ?? 0, monthlyCents: row?.monthly ?? 0, last30DaysCents: row?.paid ?? 0 };
}

/** A household an employer pays for, with whom to tell when it stops. */
export type PaidHousehold = {
  organization_id: number;
  id: number;
  email: string | null;
  first_name: string;
  spanish: boolean;
  office_name: string;
  office_phone: string | null;
  next_payment_on: string | null;
};

/**
 * Stops the employer paying for its households (one, by its enrolment through the employer, or all); answers those it
 * stopped paying for, with whom to tell.
 */
export async function stopPaying(tx: Db, businessId: number, enrolmentId?: number): Promise<PaidHousehold[]> {
  const one =
    enrolmentId === undefined
      ? sql``
      : sql`and m.id = (select e.owner_member_id from enrolments e
      where e.id = ${enrolmentId} and e.small_business_id = ${businessId})`;
  return queryRows<PaidHousehold>(
    tx,
    sql`with stopped as (
        update members m set paid_by_business_id = null
        where m.paid_by_business_id = ${businessId} and m.account_owner_id is null ${one}
        returning m.organization_id, m.id, m.email, m.first_name, m.spanish, m.office_id)
      select s.organization_id, s.id, s.email, s.first_name, s.spanish, o.office_name, o.phone as office_phone,
        (select min(p.next_renewal_on)::text from members fm
          join subscriptions p on p.organization_id = fm.organization_id and p.member_id = fm.id
          where fm.organization_id = s.organization_id and (fm.id = s.id or fm.account_owner_id = s.id)
            and p.payor = 'member' and p.status in ('active', 'active_transferred', 'past_due')) as next_payment_on
      from stopped s join offices o on o.organization_id = s.organization_id and o.id = s.office_id`,
  );
}

/** Whether an enrolment came through the business's link (its employee's household). */
export async function isEnrolmentOf(db: Db, businessId: number, enrolmentId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from enrolments where id = ${enrolmentId} and small_business_id = ${businessId}`,
  );
  return rows.length > 0;
}

/**
 * The employer a household came through (its latest enrolment through an employer's link, or the one paying for
 * it), and whether that employer pays for it now (on a card it has, while it pays for its employees).
 */
export async function householdEmployer(db: Db, organizationId: number, ownerId: number) {
  // Whether it pays is the billing run's own rule (employerPaying): the page says what the next charge will do.
  const [row] = await queryRows<{ name: string; logo: string | null; pays: boolean }>(
    db,
    sql`select v.name, v.logo_url as logo, b.id is not null as pays
      from members m
      ${employerPaying}
      join small_businesses v on v.id = coalesce(m.paid_by_business_id, (select e.small_business_id from enrolments e
        where e.organization_id = m.organization_id and e.owner_member_id = m.id and e.small_business_id is not null
        order by e.created_at desc limit 1))
      where m.organization_id = ${organizationId} and m.id = ${ownerId}`,
  );
  return row ? { name: row.name, logo: row.logo, pays: row.pays === true } : null;
}
