import type { BcReportResponse, OfficeBusinessDetailResponse } from '@mhq/contract';
import { centsToDollars } from '@mhq/domain';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { csvField } from '../multi-location/csv';
import { employeesOf, figuresFor, figuresOf, monthsOf } from './business-connect.queries';
import { officeOr404 } from './business-connect.service';
import { businessesOfOffice, businessOfOffice, businessView } from './business-connect.view';

/** The twelve calendar months ending with the current one (UTC), as YYYY-MM. */
export function lastTwelveMonths(now: Date): string[] {
  const out: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** An employer of the office with the employees who enrolled through it (the route audits the read). */
export async function officeBusiness(
  ctx: Ctx,
  officeId: number,
  businessId: number,
): Promise<OfficeBusinessDetailResponse> {
  const office = await officeOr404(ctx.db, officeId);
  const business = await businessOfOffice(ctx.db, officeId, businessId);
  if (!business) throw notFound();
  const [figures, employees] = await Promise.all([figuresOf(ctx.db, [businessId]), employeesOf(ctx.db, businessId)]);
  return {
    business: businessView(business, office.slug, figuresFor(figures, businessId)),
    employees: employees.map((e) => ({
      memberId: e.member_id,
      name: `${e.first_name} ${e.last_name}`,
      plan: e.plan_name,
      status: e.summary_status,
      members: e.members,
      enrolledOn: e.enrolled_at,
    })),
  };
}

/** The BusinessConnect report: per employer to date, and the last twelve months. */
export async function bcReport(ctx: Ctx, officeId: number): Promise<BcReportResponse> {
  const office = await officeOr404(ctx.db, officeId);
  const months = lastTwelveMonths(ctx.clock.now());
  const from = months[0] ?? '';
  const [businesses, rows] = await Promise.all([
    businessesOfOffice(ctx.db, officeId, office.slug),
    monthsOf(ctx.db, { organizationId: office.organizationId, officeId }, `${from}-01`),
  ]);
  const byBusiness = businesses.map((b) => ({
    businessId: b.id,
    name: b.name,
    employees: b.employees,
    activeMembers: b.activeMembers,
    revenueCents: b.revenueCents,
  }));
  return {
    officeName: office.officeName,
    from,
    to: months[months.length - 1] ?? from,
    byBusiness,
    byMonth: months.map((month) => {
      const row = rows.find((r) => r.month === month);
      return { month, enrolled: row?.enrolled ?? 0, revenueCents: Math.round(row?.revenue ?? 0) };
    }),
    totals: {
      employees: byBusiness.reduce((s, b) => s + b.employees, 0),
      activeMembers: byBusiness.reduce((s, b) => s + b.activeMembers, 0),
      revenueCents: byBusiness.reduce((s, b) => s + b.revenueCents, 0),
    },
  };
}

const BUSINESS_HEAD = ['Business', 'Employees enrolled', 'Active members', 'Revenue to date ($)'];
const MONTH_HEAD = ['Month', 'Employees enrolled', 'Revenue ($)'];

/** The report as CSV: the employers, a blank line, then the months (money in dollars with two decimals). */
export function bcReportCsv(r: BcReportResponse): string {
  const lines: string[][] = [
    BUSINESS_HEAD,
    ...r.byBusiness.map((b) => [b.name, String(b.employees), String(b.activeMembers), centsToDollars(b.revenueCents)]),
    ['Total', String(r.totals.employees), String(r.totals.activeMembers), centsToDollars(r.totals.revenueCents)],
    [],
    MONTH_HEAD,
    ...r.byMonth.map((m) => [m.month, String(m.enrolled), centsToDollars(m.revenueCents)]),
  ];
  return `${lines.map((l) => l.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** The report as a workbook: one sheet of employers, one of months. */
export async function bcReportWorkbook(r: BcReportResponse, creator: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = creator;
  const money = { numFmt: '#,##0.00' };
  const sheet = book.addWorksheet('By business', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: BUSINESS_HEAD[0], key: 'name', width: 32 },
    { header: BUSINESS_HEAD[1], key: 'employees', width: 20 },
    { header: BUSINESS_HEAD[2], key: 'active', width: 16 },
    { header: BUSINESS_HEAD[3], key: 'revenue', width: 20, style: money },
  ];
  sheet.getRow(1).font = { bold: true };
  const dollars = (c: number) => Number(centsToDollars(c));
  for (const b of r.byBusiness) {
    sheet.addRow({ name: b.name, employees: b.employees, active: b.activeMembers, revenue: dollars(b.revenueCents) });
  }
  const t = r.totals;
  sheet.addRow({
    name: 'Total',
    employees: t.employees,
    active: t.activeMembers,
    revenue: dollars(t.revenueCents),
  }).font = { bold: true };
  const months = book.addWorksheet('By month', { views: [{ state: 'frozen', ySplit: 1 }] });
  months.columns = [
    { header: MONTH_HEAD[0], key: 'month', width: 12 },
    { header: MONTH_HEAD[1], key: 'enrolled', width: 20 },
    { header: MONTH_HEAD[2], key: 'revenue', width: 16, style: money },
  ];
  months.getRow(1).font = { bold: true };
  for (const m of r.byMonth) months.addRow({ month: m.month, enrolled: m.enrolled, revenue: dollars(m.revenueCents) });
  return Buffer.from(await book.xlsx.writeBuffer());
}
