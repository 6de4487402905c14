import type { FinancesResponse } from '@mhq/contract';
import { centsToDollars, formatUsDate, utcDayOf } from '@mhq/domain';
import ExcelJS from 'exceljs';

// A member's payment history as a spreadsheet the practice can reconcile (finances/reports): one row per line of
// every payment, in dollars with two decimals, what was refunded of each payment on its first row, and the totals.

const MONEY = '#,##0.00';

/** The payment history (as the payment history page reads it) as an xlsx workbook. */
export async function financesWorkbook(history: FinancesResponse, title: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = title;
  const sheet = book.addWorksheet('Payments', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Receipt', key: 'receipt', width: 10 },
    { header: 'Member', key: 'member', width: 26 },
    { header: 'For', key: 'what', width: 46 },
    { header: 'Paid with', key: 'method', width: 26 },
    { header: 'Recorded by', key: 'by', width: 22 },
    { header: 'Amount ($)', key: 'amount', width: 12, style: { numFmt: MONEY } },
    { header: 'Payment refunded ($)', key: 'refunded', width: 20, style: { numFmt: MONEY } },
  ];
  sheet.getRow(1).font = { bold: true };
  const dollars = (cents: number) => Number(centsToDollars(cents));
  let paid = 0;
  let refunded = 0;
  for (const charge of history.charges) {
    charge.lines.forEach((line, i) => {
      sheet.addRow({
        date: formatUsDate(utcDayOf(new Date(charge.at))),
        receipt: charge.chargeId,
        member: line.memberName,
        what: line.what,
        method: charge.methodLabel,
        by: charge.recordedBy?.name ?? 'Paid online',
        amount: dollars(line.amountCents),
        // A payment's refunds are the payment's, not a line's: shown once, on its first line.
        refunded: i === 0 ? dollars(charge.refundedCents) : null,
      });
      paid += line.amountCents;
    });
    refunded += charge.refundedCents;
  }
  const total = sheet.addRow({ what: 'Total', amount: dollars(paid), refunded: dollars(refunded) });
  total.font = { bold: true };
  // The household's lines are whole payments, so what was refunded of them comes off; one member's lines are part.
  if (history.scope === 'household') {
    const net = sheet.addRow({ what: 'Net paid', amount: dollars(paid - refunded) });
    net.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
