import type { LedgerLine, PayoutReportResponse } from '@mhq/contract';
import {
  centsToDollars,
  formatMoney,
  formatUsDate,
  LEDGER_LINE_LABELS,
  PAYOUT_STATUS_LABELS,
  payoutPeriodWords,
  utcDayOf,
} from '@mhq/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { printable } from '../money/baa-pdf';
import { GREY, pdfWriter } from '../money/pdf-writer';

// A payout's report as a file the practice reconciles with its bank statement: every line it carried (the payment,
// refund, fee, dispute or guarantee claim, whose, how much the patient paid, the platform's fee, what reached the
// practice), and the totals, which add up to the payout.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const COLUMNS = ['Date', 'What', 'Member', 'Description', 'Paid ($)', 'Platform fee ($)', 'To the payout ($)'];

const cells = (l: LedgerLine) => [
  formatUsDate(utcDayOf(new Date(l.at))),
  LEDGER_LINE_LABELS[l.kind],
  l.memberName ?? '',
  l.description,
  centsToDollars(l.paidCents),
  centsToDollars(l.platformFeeCents),
  centsToDollars(l.toBalanceCents),
];

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading formula character is defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) && Number.isNaN(Number(value)) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Oldest first, as a bank statement reads. */
const inOrder = (r: PayoutReportResponse) => [...r.lines].reverse();

export function payoutCsv(r: PayoutReportResponse): string {
  const total = (pick: (l: LedgerLine) => number) => centsToDollars(r.lines.reduce((sum, l) => sum + pick(l), 0));
  const rows = [
    COLUMNS,
    ...inOrder(r).map(cells),
    [
      '',
      'Total',
      '',
      `Payout of ${formatUsDate(r.payout.payoutOn)}`,
      total((l) => l.paidCents),
      total((l) => l.platformFeeCents),
      total((l) => l.toBalanceCents),
    ],
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export async function payoutWorkbook(r: PayoutReportResponse, creator: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = creator;
  const sheet = book.addWorksheet('Payout', { views: [{ state: 'frozen', ySplit: 1 }] });
  const MONEY = '#,##0.00';
  sheet.columns = [
    { header: COLUMNS[0], key: 'date', width: 12 },
    { header: COLUMNS[1], key: 'what', width: 30 },
    { header: COLUMNS[2], key: 'member', width: 24 },
    { header: COLUMNS[3], key: 'description', width: 44 },
    { header: COLUMNS[4], key: 'paid', width: 12, style: { numFmt: MONEY } },
    { header: COLUMNS[5], key: 'fee', width: 16, style: { numFmt: MONEY } },
    { header: COLUMNS[6], key: 'practice', width: 18, style: { numFmt: MONEY } },
  ];
  sheet.getRow(1).font = { bold: true };
  const dollars = (cents: number) => Number(centsToDollars(cents));
  for (const l of inOrder(r)) {
    const [date, what, member, description] = cells(l);
    sheet.addRow({
      date,
      what,
      member,
      description,
      paid: dollars(l.paidCents),
      fee: dollars(l.platformFeeCents),
      practice: dollars(l.toBalanceCents),
    });
  }
  const total = sheet.addRow({
    what: `Payout of ${formatUsDate(r.payout.payoutOn)}`,
    practice: dollars(r.totals.toBalanceCents),
  });
  total.font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function payoutPdf(r: PayoutReportResponse, platformName: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Payout of ${r.payout.payoutOn} - ${printable(r.officeName)}`);
  doc.setAuthor(printable(platformName));
  doc.setCreationDate(new Date(`${r.payout.payoutOn}T12:00:00Z`));
  const { regular, bold, text, row, rule, space } = await pdfWriter(doc);
  text(r.officeName, bold, 16, { gap: 6 });
  text(`Payout of ${formatUsDate(r.payout.payoutOn)}`, bold, 20, { gap: 8 });
  text(
    `${payoutPeriodWords(r.payout.cutoff)} · ${PAYOUT_STATUS_LABELS[r.payout.status]} to ${r.payout.bankLabel}${r.payout.arrivalOn ? `, arriving ${formatUsDate(r.payout.arrivalOn)}` : ''}`,
    regular,
    10,
    { color: GREY },
  );
  space(10);
  rule();
  text('What it carries', bold, 12, { gap: 8 });
  for (const l of inOrder(r)) {
    const who = l.memberName ? ` · ${l.memberName}` : '';
    row(
      `${formatUsDate(utcDayOf(new Date(l.at)))} ${LEDGER_LINE_LABELS[l.kind]}${who}: ${l.description}`,
      money(l.toBalanceCents),
    );
  }
  rule();
  const t = r.totals;
  row('Card and bank payments, less the platform fee', money(sumOf(r, 'payment')));
  if (t.cashCents !== 0) row('Platform fee on payments taken in the office', money(sumOf(r, 'cash_payment')));
  if (t.refundedCents !== 0) row('Refunds, less the fee returned', money(sumOf(r, 'refund')));
  if (t.disputesCents !== 0) row('Disputes', money(t.disputesCents));
  if (t.guaranteeCents !== 0) row('Guarantee claims', money(t.guaranteeCents));
  row('Paid out', money(r.payout.amountCents), bold, 12);
  space(18);
  text(`${platformName} · Keep this report with your bank statement.`, regular, 9, { color: GREY });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** What lines of a kind moved of the practice's money. */
const sumOf = (r: PayoutReportResponse, kind: LedgerLine['kind']) =>
  r.lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + l.toBalanceCents, 0);
