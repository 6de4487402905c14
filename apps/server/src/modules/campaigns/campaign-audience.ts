import type { CampaignAudienceRequest } from '@mhq/contract';
import { CAMPAIGN_MAX_ROWS, type CampaignChannel, type CampaignMemberAudience, email } from '@mhq/domain';
import { parse } from 'csv-parse/sync';
import type { PmsPort } from '../../adapters/pms/pms.port';
import { smsNumberOf } from '../../adapters/sms/phone';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../http/app-error';
import { uninsuredWithoutPlan } from '../pms/pms-connection.service';
import { callHub, liveConnectionOf } from '../pms/pms-hub';
import { optedOutAmong, ownersOfAudience } from './campaigns.queries';

// Who a campaign goes to: an imported list (CSV) checked row by row before anything is written, the office's own
// account owners, or the uninsured patients of its PMS without a plan. Each person is then classified: sent to, or
// skipped because they opted out or gave no consent.

/** What finding an audience needs: the database, the time, and the office's PMS hub (for its uninsured patients). */
export type AudienceCtx = { db: Db; clock: Clock; pms: PmsPort };

export type BadRow = { row: number; reason: string };

/** A person of the audience, with the address the channel uses (a lower-cased mail or an E.164 number). */
export type AudiencePerson = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  memberId: number | null;
  source: 'csv' | 'members' | 'pms';
  /** The consent to texts the import (or the office) recorded; null: none. */
  consentNote: string | null;
  outcome: 'send' | 'opted_out' | 'no_consent';
};

export type Audience = { people: AudiencePerson[]; duplicates: number; badRows: BadRow[] };

/** Header names as people write them, to the column they mean. */
const HEADERS: Record<string, keyof CsvPerson> = {
  firstname: 'firstName',
  first: 'firstName',
  nombre: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  apellido: 'lastName',
  email: 'email',
  emailaddress: 'email',
  correo: 'email',
  phone: 'phone',
  mobile: 'phone',
  mobilephone: 'phone',
  phonenumber: 'phone',
  cell: 'phone',
  telefono: 'phone',
  consenttotexts: 'consent',
  consent: 'consent',
  smsconsent: 'consent',
  textconsent: 'consent',
  textsok: 'consent',
};
type CsvPerson = { firstName: string; lastName: string; email: string; phone: string; consent: string };

const YES = new Set(['yes', 'y', 'true', '1', 'si', 'sí', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const HEADER_HELP = 'The list needs a header row: first name, last name, email, phone, consent to texts.';

const keyOf = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The CSV's records with the line each starts on; 400 when it is not CSV a spreadsheet would write. */
function records(csv: string): { record: string[]; line: number }[] {
  try {
    const rows = parse(csv.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return rows.map((r) => ({ record: r.record, line: r.info.lines }));
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    const where = line ? ` near row ${line}` : '';
    throw badRequest(`The list could not be read${where}: check its quotes and commas.`, { csv: 'Not a CSV file' });
  }
}

/** The people of an imported list: each row checked; bad rows listed with their row number and why; duplicates out. */
export function peopleOfCsv(csv: string, channel: CampaignChannel) {
  const [header, ...rows] = records(csv);
  if (!header) throw badRequest('The list is empty.', { csv: 'The list is empty.' });
  const columns = header.record.map((h) => HEADERS[keyOf(h)]);
  if (!columns.includes(channel === 'email' ? 'email' : 'phone')) {
    throw badRequest(HEADER_HELP, { csv: HEADER_HELP });
  }
  if (rows.length > CAMPAIGN_MAX_ROWS) {
    const message = `The list has ${rows.length} rows; import at most ${CAMPAIGN_MAX_ROWS} at a time.`;
    throw badRequest(message, { csv: message });
  }
  const badRows: BadRow[] = [];
  const people: Omit<AudiencePerson, 'outcome'>[] = [];
  for (const { record, line } of rows) {
    const p: CsvPerson = { firstName: '', lastName: '', email: '', phone: '', consent: '' };
    columns.forEach((c, i) => {
      if (c) p[c] = (record[i] ?? '').slice(0, 200);
    });
    const problems: string[] = [];
    const mail = p.email.toLowerCase();
    const phone = p.phone ? smsNumberOf(p.phone) : null;
    if (channel === 'email' && !mail) problems.push('no email');
    else if (mail && email(mail) !== null) problems.push(`email "${p.email}" is not valid`);
    if (channel === 'sms' && !p.phone) problems.push('no phone number');
    else if (p.phone && !phone) problems.push(`phone "${p.phone}" is not a number a text can go to`);
    const consent = p.consent.toLowerCase();
    if (!YES.has(consent) && !NO.has(consent)) problems.push(`consent to texts "${p.consent}" is not yes or no`);
    if (problems.length > 0) {
      badRows.push({ row: line, reason: problems.join('; ') });
      continue;
    }
    people.push({
      firstName: p.firstName,
      lastName: p.lastName,
      email: mail || null,
      phone,
      memberId: null,
      source: 'csv',
      consentNote: YES.has(consent) ? `Imported list: consent to texts "${p.consent}" (row ${line})` : null,
    });
  }
  return { people, badRows };
}

/** The office's account owners of the audience; their consent to texts is the office's word, when it gives one. */
async function peopleOfMembers(db: Db, officeId: number, filter: CampaignMemberAudience, consentNote: string) {
  const owners = await ownersOfAudience(db, officeId, filter);
  return owners.map((m) => ({
    firstName: m.first_name,
    lastName: m.last_name,
    email: m.email ? m.email.trim().toLowerCase() : null,
    phone: m.phone ? smsNumberOf(m.phone) : null,
    memberId: m.id,
    source: 'members' as const,
    consentNote: consentNote ? `Office: ${consentNote}` : null,
  }));
}

export const PMS_AUDIENCE_WORDS = {
  notConnected:
    'Connect your practice-management system in Settings > Practice management to send to its uninsured patients.',
  off: 'Turn on ‘Tell me about uninsured patients’ in Settings > Practice management to send to them.',
} as const;

/**
 * The PMS's uninsured patients without a running plan, as the uninsured list finds them: only when the office is
 * connected and asked to be told of them (409 otherwise), 503 when the hub does not answer. Like its members, their
 * consent to texts is the office's word.
 */
async function peopleOfPms(ctx: AudienceCtx, officeId: number, consentNote: string) {
  const conn = await liveConnectionOf(ctx.db, officeId);
  if (!conn) throw new AppError('CONFLICT', PMS_AUDIENCE_WORDS.notConnected);
  if (!conn.notifyUninsured) throw new AppError('CONFLICT', PMS_AUDIENCE_WORDS.off);
  const charts = await callHub(ctx, conn, (pms, practice) => pms.allPatients(practice));
  const patients = await uninsuredWithoutPlan(ctx.db, conn, charts);
  return patients.map((c) => {
    const mail = c.email ? c.email.trim().toLowerCase() : '';
    return {
      firstName: c.firstName,
      lastName: c.lastName,
      // A PMS may hold anything in its email field: one that is no address is treated as none.
      email: mail && email(mail) === null ? mail : null,
      phone: c.phone ? smsNumberOf(c.phone) : null,
      memberId: null,
      source: 'pms' as const,
      consentNote: consentNote ? `Office: ${consentNote}` : null,
    };
  });
}

export const addressOf = (p: Pick<AudiencePerson, 'email' | 'phone'>, channel: CampaignChannel) =>
  channel === 'email' ? p.email : p.phone;

/** The audience a request names, each person classified (bad rows are listed, not refused, here). */
export async function audienceOf(
  ctx: AudienceCtx,
  office: { id: number; organizationId: number },
  req: CampaignAudienceRequest,
): Promise<Audience> {
  const { db } = ctx;
  const { channel, audience } = req;
  const found =
    audience.kind === 'csv'
      ? peopleOfCsv(audience.csv, channel)
      : {
          people:
            audience.kind === 'members'
              ? await peopleOfMembers(db, office.id, audience.filter as CampaignMemberAudience, req.consentNote)
              : await peopleOfPms(ctx, office.id, req.consentNote),
          badRows: [],
        };
  // A person without the channel's address (a patient with no mobile on file) cannot be sent to: left out.
  const reachable = found.people.filter((p) => addressOf(p, channel));
  const seen = new Set<string>();
  const unique = reachable.filter((p) => {
    const key = addressOf(p, channel) as string;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const stopped = await optedOutAmong(db, office.organizationId, channel, [...seen]);
  const people = unique.map((p): AudiencePerson => {
    const address = addressOf(p, channel) as string;
    if (stopped.has(address)) return { ...p, outcome: 'opted_out' };
    if (channel === 'sms' && !p.consentNote) return { ...p, outcome: 'no_consent' };
    return { ...p, outcome: 'send' };
  });
  return { people, duplicates: reachable.length - unique.length, badRows: found.badRows };
}

/** 400 listing the bad rows (row number and why): nothing is saved or sent from a list with any. */
export function refuseBadRows(badRows: readonly BadRow[]) {
  if (badRows.length === 0) return;
  const message = `${badRows.length} ${badRows.length === 1 ? 'row' : 'rows'} of the list cannot be used: fix ${badRows.length === 1 ? 'it' : 'them'} and import the list again.`;
  const errors = Object.fromEntries(badRows.slice(0, 50).map((b) => [`row ${b.row}`, b.reason]));
  throw new AppError('BAD_REQUEST', message, errors, { badRows });
}
