import { COVERED_STATUSES } from '@mhq/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { members, subscriptions, users } from '../../db/schema';
import { officeRow, planSettingsOf } from '../plans/plan-settings.queries';
import { plansOfOffice } from '../plans/plans.queries';
import type { HouseholdContext, Person } from './household';
import { platformFees } from './platform-fees';

export type OfficeKey = { organizationId: number; officeId: number };

/** What enrolling in an office needs to know of it: its plans and settings, fees, where charges settle. */
export async function enrolmentOffice(db: Db, officeId: number, now: Date) {
  const office = await officeRow(db, officeId);
  if (!office) return null;
  const key = { organizationId: office.organizationId, officeId: office.id };
  const [rows, settings, fees] = await Promise.all([plansOfOffice(db, key), planSettingsOf(db, key), platformFees(db)]);
  const household: HouseholdContext = {
    plans: rows.map((r) => r.plan),
    gppActive: office.gppActive,
    gppAdminOnlyWaive: office.gppAdminOnlyWaive,
    allowBankDraft: settings?.allowBankDraft ?? true,
    setupFeePercent: fees.setupFeePercent,
    today: now.toISOString().slice(0, 10),
  };
  return {
    key,
    officeName: office.officeName,
    officePhone: office.phone,
    slug: office.slug,
    disableEnrollment: settings?.disableEnrollment ?? false,
    destinationAccountId: office.stripeAccountId ?? office.standardStripeAccountId,
    fees,
    household,
  };
}
export type EnrolmentOffice = NonNullable<Awaited<ReturnType<typeof enrolmentOffice>>>;

/** Which of these people (by their place in the list) the office already covers: same name and date of birth. */
export async function existingCoveredPeople(db: Db, key: OfficeKey, people: readonly Person[]): Promise<Set<number>> {
  if (people.length === 0) return new Set();
  const births = [...new Set(people.map((p) => p.birthDate))];
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
        inArray(members.birthDate, births),
        inArray(subscriptions.status, [...COVERED_STATUSES, 'pending_cash']),
      ),
    );
  const known = new Set(rows.map((r) => `${r.firstName.toLowerCase()}|${r.lastName.toLowerCase()}|${r.birthDate}`));
  const covered = new Set<number>();
  people.forEach((p, i) => {
    if (known.has(`${p.firstName.toLowerCase()}|${p.lastName.toLowerCase()}|${p.birthDate}`)) covered.add(i);
  });
  return covered;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** Whether an error is PostgreSQL's unique violation (23505) of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
