import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import {
  offices,
  officeUsers,
  organizations,
  practiceSignups,
  tierCharges,
  tierPaymentMethods,
  tierSchedules,
  users,
} from '../../db/schema';

// The SQL of the platform's tier billing: schedules, periods and their payments. Every function names the organization
// it works in, except the billing run's claims (which find the organizations due).

export type TierCharge = typeof tierCharges.$inferSelect;
export type TierSchedule = typeof tierSchedules.$inferSelect;

/**
 * Starts the schedule of every organization on a tier (level 1 or more) with a tier customer and a default method it
 * can be charged on, anchored today: its first period opens in this run. Already started: left as it is.
 */
export async function startTierSchedules(db: Db, day: string): Promise<number> {
  const rows = await queryRows<{ organization_id: number }>(
    db,
    sql`insert into ${tierSchedules} (organization_id, tier_level, pricing_period, anchor_on, periods_opened)
      select o.id, o.tier_level, case when s.pricing_period = 'annual' then 'annual' else 'monthly' end, ${day}::date, 0
      from ${organizations} o
      left join ${practiceSignups} s on s.organization_id = o.id
      where o.tier_level >= 1 and o.tier_stripe_customer_id is not null
        and exists (select 1 from ${tierPaymentMethods} m where m.organization_id = o.id and m.is_default
          and m.removed_at is null and m.verify_url is null)
      on conflict (organization_id) do nothing
      returning organization_id`,
  );
  return rows.length;
}

/**
 * Schedules whose next period has begun by `day`, locked (another run skips them), of organizations still on a tier:
 * none opens while the tier is suspended (level 0, a period owed).
 */
export async function lockDueSchedules(tx: Db, day: string, limit: number) {
  return queryRows<{
    organization_id: number;
    tier_level: number;
    org_tier_level: number;
    pricing_period: string;
    anchor_on: string;
    periods_opened: number;
  }>(
    tx,
    sql`select s.organization_id, s.tier_level, o.tier_level as org_tier_level, s.pricing_period,
        s.anchor_on::text as anchor_on, s.periods_opened
      from ${tierSchedules} s join ${organizations} o on o.id = s.organization_id
      where o.tier_level >= 1
        and (case when s.pricing_period = 'annual'
          then s.anchor_on + make_interval(years => s.periods_opened)
          else s.anchor_on + make_interval(months => s.periods_opened) end)::date <= ${day}::date
      order by s.organization_id
      limit ${limit}
      for update of s skip locked`,
  );
}

/**
 * Takes the tries due by `day` with a lease (another run skips them): payments not yet paid whose try day has come,
 * with no try still in flight (an open charge intent, finished by the recovery first). Each taken try counts.
 */
export async function takeDueTries(db: Db, day: string, leaseMs: number, limit: number): Promise<TierCharge[]> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: number }>(
      tx,
      sql`select t.id from ${tierCharges} t
        where t.status = 'due' and t.next_try_on <= ${day}::date
          and (t.lease_until is null or t.lease_until < now())
          and not exists (select 1 from charge_intents i where i.kind = 'tier' and i.status = 'pending'
            and i.organization_id = t.organization_id and (i.work ->> 'tierChargeId')::int = t.id)
        order by t.next_try_on, t.id
        limit ${limit}
        for update of t skip locked`,
    );
    if (due.length === 0) return [];
    return tx
      .update(tierCharges)
      .set({ tries: sql`${tierCharges.tries} + 1`, leaseUntil: new Date(Date.now() + leaseMs) })
      .where(
        sql`${tierCharges.id} in (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/** Takes one organization's overdue payments (refused once or more) for a try now, as a new card arrives. */
export async function takeOverdueTries(db: Db, organizationId: number, leaseMs: number): Promise<TierCharge[]> {
  return db.transaction(async (tx) => {
    const overdue = await queryRows<{ id: number }>(
      tx,
      sql`select t.id from ${tierCharges} t
        where t.organization_id = ${organizationId}
          and (t.status = 'owed' or (t.status = 'due' and t.failed_tries > 0))
          and (t.lease_until is null or t.lease_until < now())
        order by t.period_start
        for update of t skip locked`,
    );
    if (overdue.length === 0) return [];
    return tx
      .update(tierCharges)
      .set({ tries: sql`${tierCharges.tries} + 1`, leaseUntil: new Date(Date.now() + leaseMs) })
      .where(
        and(
          eq(tierCharges.organizationId, organizationId),
          sql`${tierCharges.id} in (${sql.join(
            overdue.map((d) => sql`${d.id}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
  });
}

/** Lets a try go (the processor could not be reached): the payment waits for the next run. */
export async function releaseTry(db: Db, organizationId: number, id: number) {
  await db
    .update(tierCharges)
    .set({ leaseUntil: null })
    .where(and(eq(tierCharges.organizationId, organizationId), eq(tierCharges.id, id)));
}

/** The organization's tier payments, newest period first (the owner's history). */
export async function tierChargesOf(db: Db, organizationId: number, limit = 24) {
  return db
    .select()
    .from(tierCharges)
    .where(eq(tierCharges.organizationId, organizationId))
    .orderBy(desc(tierCharges.periodStart))
    .limit(limit);
}

/** The default method the tier is charged on, when it can be charged. */
export async function defaultTierMethod(db: Db, organizationId: number) {
  const [row] = await db
    .select()
    .from(tierPaymentMethods)
    .where(
      and(
        eq(tierPaymentMethods.organizationId, organizationId),
        eq(tierPaymentMethods.isDefault, true),
        isNull(tierPaymentMethods.removedAt),
        isNull(tierPaymentMethods.verifyUrl),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Who hears of the tier's payments: the owner who signed the practice up (else the owner of its first office), and
 * the office the ledger records the payment under (the organization's first).
 */
export async function tierContact(db: Db, organizationId: number) {
  const [office] = await db
    .select({ id: offices.id, name: offices.officeName, email: offices.email })
    .from(offices)
    .where(eq(offices.organizationId, organizationId))
    .orderBy(asc(offices.id))
    .limit(1);
  if (!office) return null;
  const [signedUp] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(practiceSignups)
    .innerJoin(users, eq(users.id, practiceSignups.ownerUserId))
    .where(eq(practiceSignups.organizationId, organizationId))
    .limit(1);
  const [owner] = signedUp
    ? [signedUp]
    : await db
        .select({ email: users.email, firstName: users.firstName })
        .from(officeUsers)
        .innerJoin(users, eq(users.id, officeUsers.userId))
        .where(
          and(
            eq(officeUsers.organizationId, organizationId),
            eq(officeUsers.officeId, office.id),
            eq(officeUsers.isOwner, true),
          ),
        )
        .limit(1);
  const [org] = await db
    .select({ name: organizations.name, customerId: organizations.tierStripeCustomerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return {
    officeId: office.id,
    officeName: office.name,
    organizationName: org?.name ?? office.name,
    customerId: org?.customerId ?? null,
    email: owner?.email ?? office.email ?? null,
    firstName: owner?.firstName ?? null,
  };
}

/** Whether a tier payment was refused and is owed (tried again later, or the tier suspended for it). */
export async function tierPaymentOverdue(db: Db, organizationId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from ${tierCharges} where organization_id = ${organizationId}
      and (status = 'owed' or (status = 'due' and failed_tries > 0)) limit 1`,
  );
  return rows.length > 0;
}

/** No method is the default any more (the one about to be added takes its place). */
export async function clearTierDefault(db: Db, organizationId: number) {
  await db
    .update(tierPaymentMethods)
    .set({ isDefault: false })
    .where(and(eq(tierPaymentMethods.organizationId, organizationId), eq(tierPaymentMethods.isDefault, true)));
}
