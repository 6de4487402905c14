import type { AdminStatsResponse, MonthlyStatementResponse, RevenueReportResponse } from '@mhq/contract';
import { ACTIVE_STATUSES, addMonths, utcDayOf } from '@mhq/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import {
  auditLog,
  members,
  offices,
  officeUsers,
  organizations,
  practiceSignups,
  subscriptions,
  users,
} from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { findUserByEmail } from '../auth/auth.queries';
import { MASTER_REPORT_HEADERS } from './admin-report-files';

const t = await createTestApp();
const admin = await t.login('platform@demo.test');
const owner = await t.login('owner@demo.test');
const patient = await t.login('patient@demo.test');

const userIdOf = async (email: string) => {
  const u = await findUserByEmail(t.db, email);
  if (!u) throw new Error(`seed user ${email} missing`);
  return u.id;
};
const officeBySlug = async (slug: string) => {
  const [o] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!o) throw new Error(`seed office ${slug} missing`);
  return o;
};
const downtown = await officeBySlug('demo-downtown');
const uptown = await officeBySlug('demo-uptown');
const ownerId = await userIdOf('owner@demo.test');

const now = () => t.clock.now();
const thisMonth = () => utcDayOf(now()).slice(0, 7);
const lastMonth = () => addMonths(`${thisMonth()}-01`, -1).slice(0, 7);
const masterUrl = (year: number | string, month: number | string, userId: number | string) =>
  `/api/v1/DBreports/admin/master_report_monthly/${year}/${month}/by_dentist/${userId}`;
const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
/** A file answer's bytes (inject's text body would mangle a spreadsheet). */
const download = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `JWT ${token}` } });

/** A CSV's rows as cells (the report's fields hold no quotes or commas but the office names', which are quoted). */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '')))
    .map((cells) => cells.slice(0, MASTER_REPORT_HEADERS.length));
}

/** The platform's fees on payments in [from, to), recounted from the ledger's entries. */
async function feesBetween(from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ fees: number }>(
    t.db,
    sql`select coalesce(sum(e.amount_cents), 0)::float8 as fees from ledger_entries e
      join ledger_transactions x on x.organization_id = e.organization_id and x.id = e.transaction_id
      where e.account = 'platform_fees' and x.kind <> 'guarantee_claim' and x.kind <> 'tier_charge'
        and x.occurred_at >= ${from.toISOString()}::timestamptz and x.occurred_at < ${to.toISOString()}::timestamptz`,
  );
  return Number(row?.fees ?? 0);
}

describe('GET /admin/stats', () => {
  it('gives every Admin stats figure, each equal to a recount of the data', async () => {
    const res = await get('/api/v1/admin/stats', admin);
    expect(res.status).toBe(200);
    const s = res.body as AdminStatsResponse;
    const open = await t.db.select().from(offices).where(isNull(offices.closedAt));
    expect(s.dentistOfficeCount).toBe(open.length);
    const active = await t.db
      .selectDistinct({ officeId: members.officeId })
      .from(members)
      .innerJoin(
        subscriptions,
        and(eq(subscriptions.organizationId, members.organizationId), eq(subscriptions.memberId, members.id)),
      )
      .where(and(isNull(members.deletedAt), inArray(subscriptions.status, [...ACTIVE_STATUSES])));
    expect(s.officesWithMembers).toBe(active.filter((a) => open.some((o) => o.id === a.officeId)).length);
    expect(s.officesWithMembers).toBeGreaterThan(0);
    const everyUser = await t.db.select().from(users).where(eq(users.isActive, true));
    expect(s.activeUserCount).toBe(everyUser.length);
    expect(s.activeUsers.platform).toBe(
      everyUser.filter((u) => ['admin', 'super_admin', 'almost_super'].includes(u.type)).length,
    );

    const everyMember = await t.db.select({ createdAt: members.createdAt }).from(members);
    const weekAgo = now().getTime() - 7 * 86_400_000;
    expect(s.membersLastWeek).toBe(everyMember.filter((m) => m.createdAt.getTime() >= weekAgo).length);
    expect(s.membersByMonth).toHaveLength(12);
    expect(s.membersByMonth.at(-1)?.month).toBe(thisMonth());
    for (const m of s.membersByMonth) {
      const recount = everyMember.filter((x) => x.createdAt.toISOString().slice(0, 7) === m.month).length;
      expect(m.enrolled, m.month).toBe(recount);
    }
    // The demo's households enrolled over the last 400 days: the chart has history, not one bar.
    expect(s.membersByMonth.filter((m) => m.enrolled > 0).length).toBeGreaterThan(6);

    const monthStart = (m: string) => new Date(`${m}-01T00:00:00Z`);
    expect(s.lastMonth).toBe(lastMonth());
    expect(s.feesLastMonth).toBe(await feesBetween(monthStart(lastMonth()), monthStart(thisMonth())));
    expect(s.feesLastMonth).toBeGreaterThan(0);
    expect(s.feesYTD).toBe(await feesBetween(new Date(Date.UTC(now().getUTCFullYear(), 0, 1)), now()));
  });

  it('counts a practice that signed up and has not confirmed its email as onboarding, until it is set up', async () => {
    const before = (await get('/api/v1/admin/stats', admin)).body as AdminStatsResponse;
    // A practice half set up, written as sign-up writes it (the sign-up form is another area's).
    const [org] = await t.db.insert(organizations).values({ name: 'Onboarding Test Practice' }).returning();
    const orgId = org?.id ?? 0;
    const [office] = await t.db
      .insert(offices)
      .values({ organizationId: orgId, officeName: 'Onboarding Test Office', slug: 'onboarding-test-office' })
      .returning();
    const [u] = await t.db
      .insert(users)
      .values({
        email: 'onboarding-owner@test.test',
        type: 'dentist',
        firstName: 'On',
        lastName: 'Boarding',
        organizationId: orgId,
      })
      .returning();
    if (!office || !u) throw new Error('insert failed');
    await t.db.insert(officeUsers).values({ organizationId: orgId, officeId: office.id, userId: u.id, isOwner: true });
    await t.db.insert(practiceSignups).values({ organizationId: orgId, ownerUserId: u.id, referralSource: 'webinar' });
    const after = (await get('/api/v1/admin/stats', admin)).body as AdminStatsResponse;
    expect(after.onBoardingCount).toBe(before.onBoardingCount + 1);
    expect(after.onBoarding.awaitingEmail).toBe(before.onBoarding.awaitingEmail + 1);
    expect(after.dentistOfficeCount).toBe(before.dentistOfficeCount + 1);

    // Email confirmed, no plan yet: it moves to the next step, still onboarding.
    await t.db
      .update(practiceSignups)
      .set({ emailConfirmedAt: now() })
      .where(eq(practiceSignups.organizationId, orgId));
    const confirmed = (await get('/api/v1/admin/stats', admin)).body as AdminStatsResponse;
    expect(confirmed.onBoardingCount).toBe(before.onBoardingCount + 1);
    expect(confirmed.onBoarding.noPlan).toBe(before.onBoarding.noPlan + 1);
    // Closed, it is no longer onboarding.
    await t.db.update(offices).set({ closedAt: now() }).where(eq(offices.id, office.id));
    const closed = (await get('/api/v1/admin/stats', admin)).body as AdminStatsResponse;
    expect(closed.onBoardingCount).toBe(before.onBoardingCount);
    expect(closed.dentistOfficeCount).toBe(before.dentistOfficeCount);
  });
});

describe('every admin report call is the platform admins’ only', () => {
  const urls = () => [
    ['GET', '/api/v1/admin/stats'],
    ['POST', masterUrl(2026, 1, ownerId)],
    ['GET', `/api/v1/admin/reports/office/${downtown.id}/activeMembers`],
    ['GET', `/api/v1/admin/reports/office/${downtown.id}/multiActiveMembers`],
    ['GET', '/api/v1/admin/reports/revenue'],
  ];
  it('answers 404 to an office owner and a patient, and writes nothing to the audit log', async () => {
    const audit = await countRows(t.db, 'audit_log');
    for (const token of [owner, patient]) {
      for (const [method, url] of urls()) {
        const res = await t.call({ method: method as 'GET', url: url ?? '', token });
        expect(res.status, `${method} ${url}`).toBe(404);
      }
    }
    expect(await countRows(t.db, 'audit_log')).toBe(audit);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of urls()) {
      expect((await t.call({ method: method as 'GET', url: url ?? '' })).status).toBe(401);
    }
  });
});

describe('POST /DBreports/admin/master_report_monthly/{year}/{month}/by_dentist/{userId}', () => {
  const master = (year: number | string, month: number | string, userId: number | string) =>
    t.call({ method: 'POST', url: masterUrl(year, month, userId), token: admin });

  it("answers a CSV of every office the owner owns, each row the month's ledger and the office's statement to the cent", async () => {
    const [year, month] = lastMonth().split('-').map(Number) as [number, number];
    const res = await master(year, month, ownerId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`master-report-${lastMonth()}`);
    const [head, ...rows] = parseCsv(String(res.body));
    expect(head).toEqual(MASTER_REPORT_HEADERS);
    // Downtown and Uptown (Dana owns both), then the total.
    expect(rows.map((r) => r[0])).toEqual([String(downtown.id), String(uptown.id), '']);
    expect(rows.at(-1)?.[1]).toBe('Total');
    const col = (name: string) => MASTER_REPORT_HEADERS.indexOf(name);
    const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);
    for (const [i, office] of [downtown, uptown].entries()) {
      const row = rows[i] ?? [];
      expect(row[1]).toBe(office.officeName);
      const statement = (
        await t.call({
          method: 'GET',
          url: `/api/v1/dentists/${office.id}/monthly-statement`,
          query: { month: lastMonth() },
          token: owner,
        })
      ).body as MonthlyStatementResponse;
      const s = statement.totals;
      expect(Number(row[col('Active members at month end')])).toBe(statement.members.coveredAtEnd);
      expect(Number(row[col('New members')])).toBe(statement.members.enrolled);
      expect(Number(row[col('Cancelled plans')])).toBe(statement.members.ended);
      expect(cents(row[col('Gross collected ($)')])).toBe(s.processorCents + s.cashCents);
      expect(cents(row[col('Refunds ($)')])).toBe(s.refundedCents);
      expect(cents(row[col('Platform fees ($)')])).toBe(s.platformFeeCents);
      expect(cents(row[col('Guarantee claims ($)')])).toBe(s.guaranteeCents);
      expect(cents(row[col('Net to the practice ($)')])).toBe(s.toPracticeCents);
      expect(cents(row[col('Paid out ($)')])).toBe(statement.paidOutCents);
      // The row adds up: what reached the practice is what households paid less refunds, disputes and fees, plus claims.
      expect(cents(row[col('Net to the practice ($)')])).toBe(
        cents(row[col('Gross collected ($)')]) -
          cents(row[col('Refunds ($)')]) -
          cents(row[col('Disputes held ($)')]) -
          cents(row[col('Platform fees ($)')]) +
          cents(row[col('Guarantee claims ($)')]),
      );
    }
    expect(cents(rows[0]?.[col('Gross collected ($)')])).toBeGreaterThan(0);
    // The total row is the offices' sum.
    for (const name of MASTER_REPORT_HEADERS.slice(3)) {
      const sum = rows.slice(0, 2).reduce((total, r) => total + cents(r[col(name)]), 0);
      expect(cents(rows[2]?.[col(name)]), name).toBe(sum);
    }
  });

  it('writes one audit line per download, naming the owner', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'master_report.export'));
    const [year, month] = thisMonth().split('-').map(Number) as [number, number];
    expect((await master(year, month, ownerId)).status).toBe(200);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'master_report.export'));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ targetType: 'user', targetId: String(ownerId) });
  });

  it('refuses a month that is not one, or has not begun, with 400', async () => {
    const next = addMonths(`${thisMonth()}-01`, 1).slice(0, 7).split('-');
    for (const [year, month] of [
      [2026, 13],
      [2026, 0],
      ['abc', 1],
      [2026, 'x'],
      [1999, 5],
      [next[0] ?? '', next[1] ?? ''],
    ]) {
      const res = await master(year ?? '', month ?? '', ownerId);
      expect(res.status, `${year}/${month}`).toBe(400);
      expect((res.body as { _message: string })._message).toEqual(expect.any(String));
    }
  });

  it('answers 404 for a user who owns no office, or no user at all', async () => {
    const [year, month] = lastMonth().split('-').map(Number) as [number, number];
    expect((await master(year, month, await userIdOf('admin@demo.test'))).status).toBe(404);
    expect((await master(year, month, 999_999)).status).toBe(404);
  });
});

/** The sheet's rows as objects by header. */
async function sheetRows(bytes: Buffer): Promise<Record<string, string>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const head = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(head.map((h, i) => [h, row.getCell(i + 1).text])));
  });
  return rows;
}

/** The active subscriptions of some offices, recounted. */
async function activeAt(officeIds: number[]) {
  return t.db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      officeId: members.officeId,
    })
    .from(subscriptions)
    .innerJoin(
      members,
      and(eq(members.organizationId, subscriptions.organizationId), eq(members.id, subscriptions.memberId)),
    )
    .where(
      and(
        inArray(members.officeId, officeIds),
        isNull(members.deletedAt),
        inArray(subscriptions.status, [...ACTIVE_STATUSES]),
      ),
    );
}

describe('GET /admin/reports/office/{dentistInfoId}/activeMembers and multiActiveMembers', () => {
  it("answers the office's active members as a spreadsheet, and audits the export", async () => {
    const mark = await countRows(t.db, 'audit_log');
    const res = await download(`/api/v1/admin/reports/office/${downtown.id}/activeMembers`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    const expected = await activeAt([downtown.id]);
    expect(rows.length).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r['Member ID']))).toEqual(new Set(expected.map((e) => String(e.memberId))));
    const one = expected[0];
    const row = rows.find((r) => r['Member ID'] === String(one?.memberId));
    expect(row).toMatchObject({ 'First name': one?.firstName, 'Last name': one?.lastName });
    expect(row?.Plan).not.toBe('');
    expect(['Monthly', 'Annual']).toContain(row?.Term);
    expect(row?.Location).toBeUndefined();
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.action, 'active_members.export'));
    expect(await countRows(t.db, 'audit_log')).toBe(mark + 1);
    expect(lines.at(-1)).toMatchObject({ officeId: downtown.id, organizationId: downtown.organizationId });
  });

  it('answers every office of the organization with a location column', async () => {
    const res = await download(`/api/v1/admin/reports/office/${uptown.id}/multiActiveMembers`, admin);
    expect(res.statusCode).toBe(200);
    const rows = await sheetRows(res.rawPayload);
    const ids = (await t.db.select().from(offices).where(eq(offices.organizationId, downtown.organizationId))).map(
      (o) => o.id,
    );
    expect(rows.length).toBe((await activeAt(ids)).length);
    expect(new Set(rows.map((r) => r.Location))).toEqual(new Set([downtown.officeName, uptown.officeName]));
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.action, 'organization_active_members.export'));
    expect(lines.at(-1)).toMatchObject({ officeId: uptown.id });
  });

  it('answers 404 for an office that does not exist, and 400 for an id that is not one', async () => {
    expect((await get('/api/v1/admin/reports/office/999999/activeMembers', admin)).status).toBe(404);
    expect((await get('/api/v1/admin/reports/office/abc/multiActiveMembers', admin)).status).toBe(400);
  });
});

describe('GET /admin/reports/revenue', () => {
  it("gives the platform's money by month, the totals their sum, last month's fees the KPI's", async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/admin/reports/revenue',
      query: { months: '12' },
      token: admin,
    });
    expect(res.status).toBe(200);
    const r = res.body as RevenueReportResponse;
    expect(r.months).toHaveLength(12);
    expect(r.months.at(-1)?.month).toBe(thisMonth());
    expect(r.totals.grossCents).toBe(r.months.reduce((s, m) => s + m.grossCents, 0));
    expect(r.totals.platformFeesCents).toBe(r.months.reduce((s, m) => s + m.platformFeesCents, 0));
    const stats = (await get('/api/v1/admin/stats', admin)).body as AdminStatsResponse;
    expect(r.months.find((m) => m.month === lastMonth())?.platformFeesCents).toBe(stats.feesLastMonth);
    for (const m of r.months) {
      expect(m.netToPracticesCents, m.month).toBe(
        m.grossCents - m.refundsCents - m.disputesCents - m.platformFeesCents + m.guaranteeClaimsCents,
      );
    }
  });

  it('answers the same as CSV, and 400 for a bad number of months', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/admin/reports/revenue',
      query: { months: '3', format: 'csv' },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = String(res.body).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Month,Payments,Gross collected/);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toMatch(/^Total,/);
    for (const months of ['0', '37', 'x']) {
      const bad = await t.call({
        method: 'GET',
        url: '/api/v1/admin/reports/revenue',
        query: { months },
        token: admin,
      });
      expect(bad.status, months).toBe(400);
    }
  });
});
