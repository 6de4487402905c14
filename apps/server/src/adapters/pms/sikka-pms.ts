import { setTimeout as sleep } from 'node:timers/promises';
import {
  type PmsChart,
  type PmsLedgerPosting,
  type PmsMembership,
  type PmsPort,
  type PmsPractice,
  type PmsProcedure,
  PmsRefused,
} from './pms.port';
import { type SikkaList, type SikkaOptions, sikkaClient } from './sikka-client';

// The practice-management system through Sikka's hub (issue 28), chosen when SIKKA_APP_ID and SIKKA_APP_KEY are set.
// The practice key kept on the office's connection is `<Sikka office id>:<practice id>`: one Sikka office may hold
// several practices, and every call names the one that was connected.

/** A patient as Sikka lists them with `fields=get_all` (dates as yyyy-mm-ddT00:00:00, every field a string). */
type SikkaPatient = {
  patient_id: string;
  firstname?: string;
  lastname?: string;
  birthdate?: string;
  email?: string;
  cell?: string;
  homephone?: string;
  primary_insurance_company_id?: string;
  primary_insurance_company_name?: string;
};
type SikkaTransaction = {
  patient_id: string;
  transaction_type?: string;
  procedure_code?: string;
  procedure_description?: string;
  transaction_date?: string;
  note?: string;
};
type SikkaProvider = { provider_id: string; firstname?: string; lastname?: string; status?: string };
/** A writeback's first answer: Sikka queues it for the practice's server and names it in `long_message` (Id:123). */
type SikkaWriteback = { long_message?: string; more_information?: string };
type SikkaWritebackStatus = { is_completed?: string; has_error?: string; result?: string };

export type SikkaPmsOptions = SikkaOptions & {
  /** How often, and how long apart, a writeback's outcome is asked for before it is left to the hub. */
  writebackPolls?: number;
  writebackPollMs?: number;
  wait?: (ms: number) => Promise<void>;
};

const blank = (v: string | undefined) => (v?.trim() ? v.trim() : null);
const day = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const digits = (v: string | undefined) => blank(v?.replace(/\D/g, ''));
const truthy = (v: string | undefined) => v?.toLowerCase() === 'true';

function chartOf(p: SikkaPatient): PmsChart {
  return {
    chartId: p.patient_id,
    firstName: p.firstname?.trim() ?? '',
    lastName: p.lastname?.trim() ?? '',
    birthDate: day(p.birthdate),
    email: blank(p.email),
    phone: digits(p.cell) ?? digits(p.homephone),
    // No primary carrier (an empty id, or Sikka's '0') is an uninsured patient.
    carrier:
      blank(p.primary_insurance_company_name) ??
      (blank(p.primary_insurance_company_id) && p.primary_insurance_company_id !== '0'
        ? blank(p.primary_insurance_company_id)
        : null),
  };
}

const byName = (a: PmsChart, b: PmsChart) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.chartId.localeCompare(b.chartId);

/** Our office id as the practice registered it at Sikka, and the key kept for it. */
const keyOf = (officeId: string, practiceId: string) => `${officeId}:${practiceId}`;
function partsOf({ practiceKey }: PmsPractice) {
  const at = practiceKey.lastIndexOf(':');
  if (at <= 0) throw new PmsRefused('The connection does not name a Sikka practice: connect the office again.');
  return { officeId: practiceKey.slice(0, at), practiceId: practiceKey.slice(at + 1) };
}

/** The line written on the chart: what the front desk reads when the patient is in. */
const noteOf = (m: PmsMembership | null) =>
  m ? `Membership: ${m.note}` : 'Membership: none (the patient has no membership plan any more)';

export function sikkaPms(options: SikkaPmsOptions): PmsPort {
  const hub = sikkaClient(options);
  const wait = options.wait ?? ((ms: number) => sleep(ms).then(() => undefined));
  const polls = options.writebackPolls ?? 10;
  const pollMs = options.writebackPollMs ?? 2000;

  const patients = (practice: PmsPractice, query: Record<string, string>) => {
    const { officeId, practiceId } = partsOf(practice);
    return hub.list<SikkaPatient>(officeId, {
      method: 'GET',
      path: '/patients',
      query: { practice_id: practiceId, fields: 'get_all', ...query },
    });
  };

  /**
   * Sends a writeback and waits for the practice's server to apply it (GET /writeback_status). An error there is a
   * refusal; one still pending after the polls is left to the hub, which applies it when the server is back (asking
   * again would write it twice).
   */
  async function writeback(practice: PmsPractice, call: { method: 'POST' | 'PATCH'; path: string; body: object }) {
    const { officeId } = partsOf(practice);
    const sent = (await hub.call(officeId, call)) as SikkaWriteback | null;
    const id =
      /Id:\s*(\w+)/i.exec(sent?.long_message ?? '')?.[1] ?? /[?&]id=(\w+)/.exec(sent?.more_information ?? '')?.[1];
    if (!id) return;
    for (let i = 0; i < polls; i++) {
      await wait(pollMs);
      const status = (await hub.call(officeId, {
        method: 'GET',
        path: '/writeback_status',
        query: { id },
      })) as SikkaList<SikkaWritebackStatus> | null;
      const item = status?.items?.[0];
      if (!item || !truthy(item.is_completed)) continue;
      if (truthy(item.has_error)) throw new PmsRefused(item.result || 'The practice-management system refused it.');
      return;
    }
  }

  return {
    via: 'sikka',
    // Sikka's platform reads every system of both brands' lists; 'other' names none it could reach.
    connectable: (system) => system !== 'other',

    async connect({ officeId }) {
      const practice = (await hub.authorizedPractices()).find((p) => p.partner_id?.trim() === String(officeId));
      if (!practice) {
        throw new PmsRefused(
          "Sikka has no authorization from this office yet: authorize the app in Sikka's marketplace, then connect again.",
        );
      }
      await hub.requestKey(practice.office_id, practice);
      const key = keyOf(practice.office_id, practice.practice_id);
      // One item is enough: the envelope's total is the practice's patient count.
      const page = (await hub.call(practice.office_id, {
        method: 'GET',
        path: '/patients',
        query: { practice_id: practice.practice_id, offset: 0, limit: 1 },
      })) as SikkaList<SikkaPatient> | null;
      const total = Number(page?.total_count ?? page?.items?.length ?? 0);
      return { practiceKey: key, patients: Number.isFinite(total) ? total : 0 };
    },

    /**
     * Assumption: Sikka's patient filters (firstname, lastname, cell, email, patient_id) match from the start of the
     * value. The longest word is asked for as a first and as a last name; every word must then appear somewhere.
     */
    async searchPatients(practice, q, limit) {
      const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
      const longest = [...words].sort((a, b) => b.length - a.length)[0];
      if (!longest) return [];
      const phone = q.replace(/\D/g, '');
      const asks: Record<string, string>[] = [
        { lastname: longest },
        { firstname: longest },
        { patient_id: q.trim() },
        ...(phone.length >= 4 ? [{ cell: phone }] : []),
        ...(q.includes('@') ? [{ email: q.trim() }] : []),
      ];
      const found = new Map<string, PmsChart>();
      for (const ask of asks) for (const p of await patients(practice, ask)) found.set(p.patient_id, chartOf(p));
      const text = (c: PmsChart) => [c.firstName, c.lastName, c.chartId, c.email ?? '', c.phone ?? ''].join(' ');
      return [...found.values()]
        .filter(
          (c) =>
            words.every((w) => text(c).toLowerCase().includes(w)) || (phone.length >= 4 && c.phone?.includes(phone)),
        )
        .sort(byName)
        .slice(0, limit);
    },

    async allPatients(practice) {
      return (await patients(practice, {})).map(chartOf).sort(byName);
    },

    async chartsByIds(practice, chartIds) {
      const charts: PmsChart[] = [];
      for (const id of new Set(chartIds)) {
        charts.push(...(await patients(practice, { patient_id: id })).filter((p) => p.patient_id === id).map(chartOf));
      }
      return charts.sort(byName);
    },

    /** Completed procedures are the practice's posted procedure transactions (GET /transactions). */
    async procedures(practice, chartIds, from) {
      const { officeId, practiceId } = partsOf(practice);
      const done: PmsProcedure[] = [];
      for (const chartId of new Set(chartIds)) {
        const rows = await hub.list<SikkaTransaction>(officeId, {
          method: 'GET',
          path: '/transactions',
          query: { practice_id: practiceId, patient_id: chartId, transaction_type: 'Procedure', startdate: from },
        });
        for (const r of rows) {
          const on = day(r.transaction_date);
          if (!on || on < from || !blank(r.procedure_code) || r.patient_id !== chartId) continue;
          done.push({
            chartId,
            code: (r.procedure_code ?? '').trim(),
            description: (r.procedure_description ?? '').trim(),
            on,
            status: 'completed',
          });
        }
      }
      return done.sort((a, b) => a.on.localeCompare(b.on) || a.chartId.localeCompare(b.chartId));
    },

    /**
     * Assumption: the membership is written as a medical note (POST /medical_notes), the writeback the hub offers on
     * every system; the latest note is the membership as it stands, so a later write supersedes the earlier ones.
     */
    async writeMembership(practice, chartId, membership) {
      const { practiceId } = partsOf(practice);
      await writeback(practice, {
        method: 'POST',
        path: '/medical_notes',
        body: { practice_id: practiceId, patient_id: chartId, note: noteOf(membership) },
      });
    },

    /**
     * Posts a payment or credit adjustment (POST /transaction). Sikka takes no idempotency key, so the reference is
     * kept in the line's note and a line already carrying it is not posted again.
     */
    async postPayment(practice, posting: PmsLedgerPosting) {
      const { officeId, practiceId } = partsOf(practice);
      const tag = `ref:${posting.reference}`;
      const type = posting.postAs === 'payment' ? 'Payment' : 'Adjustment';
      const posted = await hub.list<SikkaTransaction>(officeId, {
        method: 'GET',
        path: '/transactions',
        query: { practice_id: practiceId, patient_id: posting.chartId, transaction_type: type, startdate: posting.on },
      });
      if (posted.some((t) => t.note?.includes(tag))) return;
      await writeback(practice, {
        method: 'POST',
        path: '/transaction',
        body: {
          practice_id: practiceId,
          patient_id: posting.chartId,
          transaction_type: type,
          amount: (posting.amountCents / 100).toFixed(2),
          transaction_date: posting.on,
          provider_id: posting.providerId,
          payment_type: posting.paymentType,
          note: `${posting.description} (${tag})`,
        },
      });
    },

    async providers(practice) {
      const { officeId, practiceId } = partsOf(practice);
      const rows = await hub.list<SikkaProvider>(officeId, {
        method: 'GET',
        path: '/providers',
        query: { practice_id: practiceId },
      });
      return rows
        .filter((r) => r.status?.toLowerCase() !== 'inactive')
        .map((r) => ({
          id: r.provider_id,
          name: [r.firstname, r.lastname].filter(Boolean).join(' ').trim() || r.provider_id,
        }));
    },
  };
}
