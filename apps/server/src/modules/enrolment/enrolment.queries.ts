import { COVERED_STATUSES, enrolmentTakesPayments } from '@mhq/domain';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  authAttempts,
  members,
  officeFeeOverrides,
  offices,
  planSettings,
  subscriptions,
  systemSettings,
} from '../../db/schema';
import { plansOfOffice } from '../plans/plans.queries';
import type { HouseholdContext, Person } from './household';
import { feesFrom, PLATFORM_FEES_KEY, withOverride } from './platform-fees';

export type OfficeKey = { organizationId: number; officeId: number };

/**
 * What enrolling in an office needs to know of it: its plans and settings, fees, where charges settle (two
 * queries: the office with its settings and the platform's fees (its own where agreed), and its plans).
 */
export async function enrolmentOffice(db: Db, officeId: number, now: Date) {
  const [row] = await db
    .select({
      office: offices,
      allowBankDraft: planSettings.allowBankDraft,
      disableEnrollment: planSettings.disableEnrollment,
      fees: sql<unknown>`(select ${systemSettings.value} from ${systemSettings} where ${systemSettings.key} = ${PLATFORM_FEES_KEY})`,
      // Flat, not a nested object: drizzle makes a left-joined object null when its first field is null.
      ownPerMemberMonthCents: officeFeeOverrides.perMemberMonthCents,
      ownSetupFeePercent: officeFeeOverrides.setupFeePercent,
    })
    .from(offices)
    .leftJoin(
      planSettings,
      and(eq(planSettings.organizationId, offices.organizationId), eq(planSettings.officeId, offices.id)),
    )
    .leftJoin(officeFeeOverrides, eq(officeFeeOverrides.officeId, offices.id))
    .where(eq(offices.id, officeId));
  if (!row) return null;
  const { office } = row;
  const key = { organizationId: office.organizationId, officeId: office.id };
  const fees = withOverride(feesFrom(row.fees), {
    perMemberMonthCents: row.ownPerMemberMonthCents,
    setupFeePercent: row.ownSetupFeePercent,
  });
  const rows = await plansOfOffice(db, key);
  const household: HouseholdContext = {
    plans: rows.map((r) => r.plan),
    gppActive: office.gppActive,
    gppAdminOnlyWaive: office.gppAdminOnlyWaive,
    allowBankDraft: row.allowBankDraft ?? true,
    setupFeePercent: fees.setupFeePercent,
    today: now.toISOString().slice(0, 10),
  };
  return {
    key,
    officeName: office.officeName,
    officePhone: office.phone,
    slug: office.slug,
    disableEnrollment: row.disableEnrollment ?? false,
    destinationAccountId: office.stripeAccountId ?? office.standardStripeAccountId,
    fees,
    household,
  };
}
export type EnrolmentOffice = NonNullable<Awaited<ReturnType<typeof enrolmentOffice>>>;

/** Whether the office's enrolment page can take a payment online (enrolmentTakesPayments); false for no office. */
export async function officeTakesPayments(db: Db, officeId: number): Promise<boolean> {
  const [office] = await db
    .select({ stripeAccountId: offices.stripeAccountId, standardStripeAccountId: offices.standardStripeAccountId })
    .from(offices)
    .where(eq(offices.id, officeId));
  return office ? enrolmentTakesPayments(office) : false;
}

/** Which of these people (by their place in the list) the office already covers: same name and date of birth. */
export async function existingCoveredPeople(db: Db, key: OfficeKey, people: readonly Person[]): Promise<Set<number>> {
  if (people.length === 0) return new Set();
  const keyOf = (first: string, last: string, birth: string) => `${first.toLowerCase()}|${last.toLowerCase()}|${birth}`;
  // Only the people asked about come back: each (name, date of birth) is matched in the database.
  const wanted = people.map(
    (p) =>
      sql`(lower(${members.firstName}) = ${p.firstName.toLowerCase()} and lower(${members.lastName}) = ${p.lastName.toLowerCase()} and ${members.birthDate} = ${p.birthDate})`,
  );
  const rows = await db
    .selectDistinct({ firstName: members.firstName, lastName: members.lastName, birthDate: members.birthDate })
    .from(members)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.organizationId, members.organizationId), eq(subscriptions.memberId, members.id)),
    )
    .where(
      and(
        eq(members.organizationId, key.organizationId),
        eq(members.officeId, key.officeId),
        inArray(
          members.birthDate,
          people.map((p) => p.birthDate),
        ),
        or(...wanted),
        inArray(subscriptions.status, [...COVERED_STATUSES, 'pending_cash']),
      ),
    );
  const known = new Set(rows.map((r) => keyOf(r.firstName, r.lastName, r.birthDate)));
  const covered = new Set<number>();
  people.forEach((p, i) => {
    if (known.has(keyOf(p.firstName, p.lastName, p.birthDate))) covered.add(i);
  });
  return covered;
}

/** Declined payments in the window, by this payer's email (anywhere) and by this address: one query. */
export async function recentDeclines(db: Db, email: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${authAttempts.email} = ${email.toLowerCase()})::int`,
      byAddress: sql<number>`count(*) filter (where ${authAttempts.ip} = ${ip})::int`,
    })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, 'enrol-payment'),
        eq(authAttempts.succeeded, false),
        gt(authAttempts.createdAt, since),
        or(eq(authAttempts.email, email.toLowerCase()), eq(authAttempts.ip, ip)),
      ),
    );
  return { byEmail: Number(row?.byEmail ?? 0), byAddress: Number(row?.byAddress ?? 0) };
}
