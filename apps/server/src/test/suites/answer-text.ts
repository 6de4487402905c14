import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/*
 * What an answer says, as text a person could read: JSON and text as they are, a spreadsheet's cells, a PDF's drawn
 * strings. The audit suite looks for members' names and emails in it, so an answer that carries member data is
 * noticed whatever its format.
 */

/** Every string of a JSON value, each once. */
export function jsonStrings(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) jsonStrings(v, into);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) jsonStrings(v, into);
  return into;
}

/** The strings a PDF draws: its content streams (inflated when compressed), their (literal) and <hex> strings. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(m[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const s of content.matchAll(/<([0-9A-Fa-f\s]+)>|\(((?:\\.|[^\\)])*)\)/g)) {
      parts.push(s[1] ? Buffer.from(s[1].replace(/\s/g, ''), 'hex').toString('latin1') : (s[2] ?? ''));
    }
  }
  return parts.join('\n');
}

/** Every cell of every sheet of a workbook, a line each. */
async function workbookText(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(cell.text);
      });
    });
  });
  return cells.join('\n');
}

/** The answer as text, and the strings of its JSON (empty for other formats). */
export async function answerText(
  contentType: string | undefined,
  bytes: Buffer,
): Promise<{ text: string; strings: Set<string> }> {
  const type = contentType ?? '';
  if (type.startsWith('application/pdf')) return { text: pdfText(bytes), strings: new Set() };
  if (type.includes('spreadsheetml')) return { text: await workbookText(bytes), strings: new Set() };
  const text = bytes.toString('utf8');
  if (!type.includes('json')) return { text, strings: new Set() };
  try {
    return { text, strings: jsonStrings(JSON.parse(text)) };
  } catch {
    return { text, strings: new Set() };
  }
}
