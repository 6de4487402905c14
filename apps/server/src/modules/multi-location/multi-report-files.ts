import type { MultiReportColumn, MultiReportResponse } from '@mhq/contract';
import { addDays, centsToDollars, formatMoney, formatUsDay } from '@mhq/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { printable } from '../money/baa-pdf';
import { GREY, pdfWriter } from '../money/pdf-writer';
import { csvField } from './csv';

// A multi-location report as a file the practice keeps or opens in a spreadsheet: its columns as the page shows
// them, money in dollars with two decimals, dates as US days, and the totals row.

type Cell = string | number | null;

/** The period's first and last day ('to' is the day after it). */
const PERIOD_WORDS = (r: MultiReportResponse) => `${formatUsDay(r.from)} to ${formatUsDay(addDays(r.to, -1))}`;

/** A cell as text: money in dollars, dates as US days, counts as they are. */
function text(c: MultiReportColumn, v: Cell): string {
  if (v === null || v === undefined) return '';
  if (c.kind === 'money') return centsToDollars(Number(v));
  if (c.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(v))) return formatUsDay(String(v));
  return String(v);
}

const totalRow = (r: MultiReportResponse): Record<string, Cell> | null =>
  r.totals ? { ...r.totals, [r.columns[0]?.key ?? '']: 'Total' } : null;

export function reportCsv(r: MultiReportResponse): string {
  const total = totalRow(r);
  const lines = [
    r.columns.map((c) => (c.kind === 'money' ? `${c.label} ($)` : c.label)),
    ...r.rows.map((row) => r.columns.map((c) => text(c, row[c.key] ?? null))),
    ...(total ? [r.columns.map((c) => (c.key in total ? text(c, total[c.key] ?? null) : ''))] : []),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export async function reportWorkbook(r: MultiReportResponse, creator: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = creator;
  const sheet = book.addWorksheet(r.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = r.columns.map((c) => ({
    header: c.kind === 'money' ? `${c.label} ($)` : c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 4, c.key === 'member' || c.key === 'bank' ? 28 : 0),
    ...(c.kind === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const cell = (c: MultiReportColumn, v: Cell) =>
    v === null ? null : c.kind === 'money' ? Number(centsToDollars(Number(v))) : c.kind === 'date' ? text(c, v) : v;
  for (const row of r.rows)
    sheet.addRow(Object.fromEntries(r.columns.map((c) => [c.key, cell(c, row[c.key] ?? null)])));
  const total = totalRow(r);
  if (total) {
    const added = sheet.addRow(Object.fromEntries(r.columns.map((c) => [c.key, cell(c, total[c.key] ?? null)])));
    added.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function reportPdf(r: MultiReportResponse, platformName: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(`${r.title} - ${printable(r.organizationName)}`);
  doc.setAuthor(printable(platformName));
  const { regular, bold, text: line, row, rule, space } = await pdfWriter(doc);
  line(r.organizationName, bold, 16, { gap: 6 });
  line(r.title, bold, 20, { gap: 8 });
  line(`${PERIOD_WORDS(r)} · ${r.locations.map((l) => l.name).join(', ')}`, regular, 10, { color: GREY });
  space(10);
  rule();
  const [amountColumn] = [...r.columns].reverse().filter((c) => c.kind === 'money' || c.kind === 'count');
  const money = (c: MultiReportColumn, v: Cell) =>
    c.kind === 'money' ? formatMoney(Number(v ?? 0), { decimals: 2 }) : text(c, v);
  for (const data of r.rows) {
    const label = r.columns
      .filter((c) => c !== amountColumn)
      .map((c) =>
        c.kind === 'count' || c.kind === 'money'
          ? `${c.label}: ${money(c, data[c.key] ?? null)}`
          : text(c, data[c.key] ?? null),
      )
      .filter((s) => s !== '')
      .join(' · ');
    row(label, amountColumn ? money(amountColumn, data[amountColumn.key] ?? null) : '');
  }
  if (r.rows.length === 0) line('Nothing in this period.', regular, 10, { color: GREY });
  rule();
  if (r.totals) {
    for (const c of r.columns.filter((x) => x.key in (r.totals ?? {}))) {
      row(`Total ${c.label.toLowerCase()}`, money(c, r.totals[c.key] ?? null), bold, 11);
    }
  }
  space(18);
  line(`${platformName} · ${r.title}, ${PERIOD_WORDS(r)}`, regular, 9, { color: GREY });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
