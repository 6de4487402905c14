import { centsToDollars, formatUsDay, isSubscriptionStatus, statusLabel } from '@mhq/domain';
import ExcelJS from 'exceljs';
import { csvField } from '../multi-location/csv';
import type { ActiveMembersSheet, MasterRow } from './admin-reports.service';

// The admins' reports as files: the monthly master report as CSV (money in dollars with two decimals, a total row) and
// active members as a spreadsheet a practice manager or an auditor opens as is.

/** The master report's columns: what each says, and how a row's value is written. */
const MASTER_COLUMNS: [string, (r: MasterRow) => string][] = [
  ['Office ID', (r) => (r.officeId ? String(r.officeId) : '')],
  ['Office', (r) => r.officeName],
  ['Organization', (r) => r.organizationName],
  ['Active members at month end', (r) => String(r.coveredAtEnd)],
  ['New members', (r) => String(r.enrolled)],
  ['Cancelled plans', (r) => String(r.ended)],
  ['Payments', (r) => String(r.payments)],
  ['Gross collected ($)', (r) => centsToDollars(r.grossCents)],
  ['Refunds ($)', (r) => centsToDollars(r.refundsCents)],
  ['Disputes held ($)', (r) => centsToDollars(r.disputesCents)],
  ['Platform fees ($)', (r) => centsToDollars(r.platformFeesCents)],
  ['Guarantee claims ($)', (r) => centsToDollars(r.guaranteeClaimsCents)],
  ['Net to the practice ($)', (r) => centsToDollars(r.netToPracticesCents)],
  ['Paid out ($)', (r) => centsToDollars(r.paidOutCents)],
];

export const MASTER_REPORT_HEADERS = MASTER_COLUMNS.map(([label]) => label);

const csvOf = (lines: readonly (readonly string[])[]) =>
  `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;

export function masterReportCsv(report: { rows: MasterRow[]; totals: MasterRow }): string {
  return csvOf([
    MASTER_REPORT_HEADERS,
    ...[...report.rows, report.totals].map((r) => MASTER_COLUMNS.map(([, value]) => value(r))),
  ]);
}

export const REVENUE_HEADERS = [
  'Month',
  'Payments',
  'Gross collected ($)',
  'Refunds ($)',
  'Disputes held ($)',
  'Platform fees ($)',
  'Guarantee claims ($)',
  'Net to practices ($)',
  'Paid out ($)',
  'Tier payments ($)',
];

type RevenueRow = Omit<
  MasterRow,
  'officeId' | 'officeName' | 'organizationName' | 'coveredAtEnd' | 'enrolled' | 'ended'
>;

export function revenueCsv(r: { months: (RevenueRow & { month: string })[]; totals: RevenueRow }): string {
  const cells = (label: string, m: RevenueRow) => [
    label,
    String(m.payments),
    ...[
      m.grossCents,
      m.refundsCents,
      m.disputesCents,
      m.platformFeesCents,
      m.guaranteeClaimsCents,
      m.netToPracticesCents,
      m.paidOutCents,
      m.tierRevenueCents,
    ].map(centsToDollars),
  ];
  return csvOf([REVENUE_HEADERS, ...r.months.map((m) => cells(m.month, m)), cells('Total', r.totals)]);
}

/** Active members as one sheet: a location column first when the sheet covers several offices. */
export async function activeMembersWorkbook(
  sheet: ActiveMembersSheet,
  withLocation: boolean,
  creator: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = creator;
  const ws = book.addWorksheet('Active members', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    ...(withLocation ? [{ header: 'Location', key: 'location', width: 30 }] : []),
    { header: 'Member ID', key: 'id', width: 11 },
    { header: 'First name', key: 'first', width: 16 },
    { header: 'Last name', key: 'last', width: 18 },
    { header: 'Account owner', key: 'owner', width: 22 },
    { header: 'Email', key: 'email', width: 28 },
    { header: 'Chart ID', key: 'chart', width: 12 },
    { header: 'Plan', key: 'plan', width: 28 },
    { header: 'Term', key: 'term', width: 10 },
    { header: 'Price ($)', key: 'price', width: 11, style: { numFmt: '#,##0.00' } },
    { header: 'Status', key: 'status', width: 18 },
    { header: 'Enrolled', key: 'enrolled', width: 12 },
    { header: 'Next renewal', key: 'renewal', width: 13 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const m of sheet.members) {
    ws.addRow({
      location: m.office_name,
      id: m.member_id,
      first: m.first_name,
      last: m.last_name,
      // An account owner's own row leaves the column empty: the household is theirs.
      owner: m.owner_name ?? '',
      email: m.email ?? '',
      chart: m.chart_id ?? '',
      plan: m.plan_name,
      term: m.term === 'annual' ? 'Annual' : 'Monthly',
      price: Number(centsToDollars(Number(m.price_cents))),
      status: isSubscriptionStatus(m.status) ? statusLabel(m.status) : m.status,
      enrolled: formatUsDay(m.enrolled_on),
      renewal: m.next_renewal_on ? formatUsDay(m.next_renewal_on) : '',
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
