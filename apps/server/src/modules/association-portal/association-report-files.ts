import type { AssociationReportResponse } from '@mhq/contract';
import { centsToDollars } from '@mhq/domain';
import ExcelJS from 'exceljs';
import { csvField } from '../multi-location/csv';

// The association's monthly report as files: CSV (money in dollars with two decimals) and a spreadsheet opened as is,
// each with a total row. Counts only: nothing in them names a patient.

type Report = AssociationReportResponse;
type Totals = Report['totals'];

const HEADERS = [
  'Month',
  'Practices joined',
  'Members enrolled',
  'Active members at month end',
  'Platform fees ($)',
] as const;

const cells = (label: string, m: Totals) => [
  label,
  String(m.practicesJoined),
  String(m.membersEnrolled),
  String(m.activeMembersAtEnd),
  centsToDollars(m.platformFeesCents),
];

export function associationReportCsv(r: Report): string {
  const lines = [[...HEADERS], ...r.months.map((m) => cells(m.month, m)), cells('Total', r.totals)];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export async function associationReportWorkbook(r: Report, association: string, creator: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = creator;
  const ws = book.addWorksheet('By month', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: HEADERS[0], key: 'month', width: 12 },
    { header: HEADERS[1], key: 'joined', width: 17 },
    { header: HEADERS[2], key: 'enrolled', width: 18 },
    { header: HEADERS[3], key: 'active', width: 28 },
    { header: HEADERS[4], key: 'fees', width: 18, style: { numFmt: '#,##0.00' } },
  ];
  ws.getRow(1).font = { bold: true };
  const add = (label: string, m: Totals) =>
    ws.addRow({
      month: label,
      joined: m.practicesJoined,
      enrolled: m.membersEnrolled,
      active: m.activeMembersAtEnd,
      fees: Number(centsToDollars(m.platformFeesCents)),
    });
  for (const m of r.months) add(m.month, m);
  add('Total', r.totals).font = { bold: true };
  book.title = `${association}: the last ${r.months.length} months`;
  return Buffer.from(await book.xlsx.writeBuffer());
}
