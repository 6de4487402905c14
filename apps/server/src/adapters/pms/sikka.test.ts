import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PmsRefused, PmsUnavailable } from './pms.port';
import { sikkaPms } from './sikka-pms';

// The Sikka adapter against recorded answers of Sikka's API v4 (sikka-fixtures/, written from its documentation):
// what it asks the hub, how it reads the answers, paging, and the hub's failures. No network.

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'sikka-fixtures', `${name}.json`), 'utf8'));

type Sent = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
};
/** An answer: a fixture's name (200), a status and fixture, or a failure of the network itself. */
type Answer = string | { status: number; fixture?: string; body?: unknown } | Error | 'hang';
type Rule = { method?: string; path: string; when?: (q: Record<string, string>) => boolean; answers: Answer[] };

/** A recorded hub: each rule answers its calls in turn (the last answer repeats); every request is kept. */
function recordedHub(rules: Rule[]) {
  const sent: Sent[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const call: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/v4/, ''),
      query: Object.fromEntries(url.searchParams),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    const rule = rules.find(
      (r) => r.path === call.path && (r.method ?? 'GET') === call.method && (!r.when || r.when(call.query)),
    );
    if (!rule) return new Response('{"short_message":"No such API"}', { status: 404 });
    const answer = (rule.answers.length > 1 ? rule.answers.shift() : rule.answers[0]) as Answer;
    if (answer instanceof Error) throw answer;
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    const {
      status,
      fixture: name,
      body,
    } = typeof answer === 'string' ? { status: 200, fixture: answer, body: undefined } : answer;
    const text = body !== undefined ? JSON.stringify(body) : name ? JSON.stringify(fixture(name)) : '';
    return new Response(text, { status });
  };
  return { sent, fetcher, of: (p: string, method = 'GET') => sent.filter((s) => s.path === p && s.method === method) };
}

const auth: Rule[] = [
  { path: '/authorized_practices', answers: ['authorized_practices'] },
  { method: 'POST', path: '/request_key', answers: ['request_key'] },
];
const practice = { practiceKey: 'D36225:1' };
const REQUEST_KEY = '70a2c702705ad41c395f8bd639fa7f85';

function adapter(rules: Rule[], extra: { pageSize?: number; timeoutMs?: number } = {}) {
  const hub = recordedHub([...auth, ...rules]);
  const waits: number[] = [];
  const pms = sikkaPms({
    appId: 'app-123',
    appKey: 'key-456',
    baseUrl: 'https://api.sikkasoft.com/v4',
    fetch: hub.fetcher,
    wait: async (ms) => {
      waits.push(ms);
    },
    writebackPolls: 3,
    ...extra,
  });
  return { pms, hub, waits };
}

describe('connecting through Sikka', () => {
  it("finds the office's authorization, asks for a request key and counts its patients", async () => {
    const { pms, hub } = adapter([{ path: '/patients', answers: ['patients_count'] }]);
    expect(pms.via).toBe('sikka');
    expect(await pms.connect({ officeId: 42, system: 'dentrix' })).toEqual({ practiceKey: 'D36225:1', patients: 1873 });
    const [practices] = hub.of('/authorized_practices');
    expect(practices?.headers).toMatchObject({ 'App-Id': 'app-123', 'App-Key': 'key-456' });
    expect(practices?.query).toMatchObject({ show: 'all', offset: '0' });
    expect(hub.of('/request_key', 'POST').map((s) => s.body)).toEqual([
      {
        grant_type: 'request_key',
        office_id: 'D36225',
        secret_key: 'STc3kSY7S4ORJHb5hE0r5yBwdeCFu7av0ahG9hPlDj0=',
        app_id: 'app-123',
        app_key: 'key-456',
      },
    ]);
    const [count] = hub.of('/patients');
    expect(count?.headers['Request-Key']).toBe(REQUEST_KEY);
    expect(count?.query).toMatchObject({ practice_id: '1', limit: '1' });
  });

  it('is refused for an office that never authorized the app, and offers every system but other', async () => {
    const { pms } = adapter([]);
    await expect(pms.connect({ officeId: 5, system: 'dentrix' })).rejects.toThrow(PmsRefused);
    expect(pms.connectable('eaglesoft')).toBe(true);
    expect(pms.connectable('officeMate')).toBe(true);
    expect(pms.connectable('other')).toBe(false);
  });
});

describe("reading the practice's charts", () => {
  it('reads every patient page after page, with contacts, birth dates and carriers', async () => {
    const { pms, hub } = adapter([{ path: '/patients', answers: ['patients_page1', 'patients_page2'] }], {
      pageSize: 2,
    });
    const charts = await pms.allPatients(practice);
    expect(hub.of('/patients').map((s) => [s.query.offset, s.query.limit, s.query.fields])).toEqual([
      ['0', '2', 'get_all'],
      ['2', '2', 'get_all'],
    ]);
    expect(charts).toEqual([
      {
        chartId: '10244',
        firstName: 'Marcus',
        lastName: 'Abernathy',
        birthDate: '1979-03-02',
        email: null,
        phone: '5125550142',
        carrier: null,
      },
      {
        chartId: '10391',
        firstName: 'Ava',
        lastName: 'Victoria',
        birthDate: null,
        email: 'ava.v@example.com',
        phone: '5125550199',
        carrier: null,
      },
      {
        chartId: '10017',
        firstName: 'Carlene',
        lastName: 'Victoria',
        birthDate: '1984-12-10',
        email: 'carlene.victoria@example.com',
        phone: '5125550199',
        carrier: 'Delta Dental of Texas',
      },
    ]);
    // The practice's request key is asked for once and kept.
    await pms.allPatients(practice);
    expect(hub.of('/request_key', 'POST')).toHaveLength(1);
  });

  it('searches by name and keeps the patients every word names', async () => {
    const { pms, hub } = adapter([
      { path: '/patients', when: (q) => q.lastname === 'victoria', answers: ['patients_page2'] },
      { path: '/patients', answers: [{ status: 200, fixture: 'patients_count' }] },
    ]);
    const found = await pms.searchPatients(practice, 'Victoria Ava', 10);
    expect(found.map((c) => c.chartId)).toEqual(['10391']);
    expect(hub.of('/patients').map((s) => s.query.lastname ?? s.query.firstname ?? s.query.patient_id)).toEqual([
      'victoria',
      'victoria',
      'Victoria Ava',
    ]);
  });

  it('reads the completed procedures since a day, and the active providers', async () => {
    const { pms, hub } = adapter([
      { path: '/transactions', answers: ['transactions_procedures'] },
      { path: '/providers', answers: ['providers'] },
    ]);
    const done = await pms.procedures(practice, ['10017'], '2026-01-01');
    expect(done).toEqual([
      { chartId: '10017', code: 'D1110', description: 'Prophylaxis - adult', on: '2026-03-14', status: 'completed' },
      {
        chartId: '10017',
        code: 'D0120',
        description: 'Periodic oral evaluation',
        on: '2026-03-14',
        status: 'completed',
      },
    ]);
    expect(hub.of('/transactions')[0]?.query).toMatchObject({
      patient_id: '10017',
      transaction_type: 'Procedure',
      startdate: '2026-01-01',
      practice_id: '1',
    });
    expect(await pms.providers(practice)).toEqual([
      { id: 'DDS1', name: 'Ana Ruiz' },
      { id: 'RDH2', name: 'Jamie Cole' },
    ]);
  });
});

const membership = {
  status: 'active',
  planName: 'Adult Care',
  discountPercent: 15,
  validThrough: '2026-12-31',
  note: 'Adult Care, active through 2026-12-31, 15% off other treatment',
};
const posting = {
  chartId: '10017',
  reference: 'charge-981',
  amountCents: 4900,
  on: '2026-11-29',
  providerId: 'DDS1',
  paymentType: 'MEMBERSHIP',
  postAs: 'payment' as const,
  description: 'Membership payment',
};

describe('writing back', () => {
  it("writes the membership as a note on the chart and waits for the practice's server", async () => {
    const { pms, hub, waits } = adapter([
      { method: 'POST', path: '/medical_notes', answers: ['writeback_created'] },
      { path: '/writeback_status', answers: ['writeback_pending', 'writeback_completed'] },
    ]);
    await pms.writeMembership(practice, '10017', membership);
    expect(hub.of('/medical_notes', 'POST')[0]?.body).toEqual({
      practice_id: '1',
      patient_id: '10017',
      note: `Membership: ${membership.note}`,
    });
    expect(hub.of('/writeback_status').map((s) => s.query.id)).toEqual(['275495', '275495']);
    expect(waits).toHaveLength(2);
  });

  it("is refused when the practice's server rejects the writeback", async () => {
    const { pms } = adapter([
      { method: 'POST', path: '/transaction', answers: ['writeback_created'] },
      { path: '/transactions', answers: [{ status: 200 }] },
      { path: '/writeback_status', answers: ['writeback_failed'] },
    ]);
    await expect(pms.postPayment(practice, posting)).rejects.toThrow('Invalid provider_id for practice');
  });

  it('posts a payment once: a line already carrying its reference is not posted again', async () => {
    const { pms, hub } = adapter([
      { method: 'POST', path: '/transaction', answers: ['writeback_created'] },
      { path: '/transactions', answers: [{ status: 200 }] },
      { path: '/writeback_status', answers: ['writeback_completed'] },
    ]);
    await pms.postPayment(practice, posting);
    expect(hub.of('/transactions')[0]?.query).toMatchObject({ patient_id: '10017', transaction_type: 'Payment' });
    expect(hub.of('/transaction', 'POST').map((s) => s.body)).toEqual([
      {
        practice_id: '1',
        patient_id: '10017',
        transaction_type: 'Payment',
        amount: '49.00',
        transaction_date: '2026-11-29',
        provider_id: 'DDS1',
        payment_type: 'MEMBERSHIP',
        note: 'Membership payment (ref:charge-981)',
      },
    ]);

    const ledger = fixture('transactions_procedures') as { items: { note: string; transaction_type: string }[] };
    ledger.items.push({ note: 'Membership payment (ref:charge-981)', transaction_type: 'Payment' });
    const posted = adapter([
      { method: 'POST', path: '/transaction', answers: ['writeback_created'] },
      { path: '/transactions', answers: [{ status: 200, body: ledger }] },
    ]);
    await posted.pms.postPayment(practice, posting);
    expect(posted.hub.of('/transaction', 'POST')).toHaveLength(0);
  });
});

describe("the hub's failures", () => {
  it('a network failure, a timeout, a 5xx and a 429 are PmsUnavailable', async () => {
    for (const answer of [new TypeError('fetch failed'), { status: 503 }, { status: 429 }] as Answer[]) {
      const { pms } = adapter([{ path: '/providers', answers: [answer] }]);
      await expect(pms.providers(practice)).rejects.toThrow(PmsUnavailable);
    }
    const { pms } = adapter([{ path: '/providers', answers: ['hang'] }], { timeoutMs: 20 });
    await expect(pms.providers(practice)).rejects.toThrow(/did not answer in time/);
  });

  it("a 4xx is PmsRefused in the hub's words", async () => {
    const { pms } = adapter([{ path: '/patients', answers: [{ status: 400, fixture: 'error_bad_request' }] }]);
    const refusal = pms.chartsByIds(practice, ['99999']);
    await expect(refusal).rejects.toThrow(PmsRefused);
    await expect(refusal).rejects.toThrow('patient_id 99999 does not exist for practice_id 1');
  });

  it('renews a request key Sikka no longer takes, once', async () => {
    const { pms, hub } = adapter([
      { path: '/providers', answers: [{ status: 401, fixture: 'error_unauthorized' }, 'providers'] },
    ]);
    expect(await pms.providers(practice)).toHaveLength(2);
    expect(hub.of('/request_key', 'POST')).toHaveLength(2);
  });
});

describe('choosing the hub by settings', () => {
  it('reads Sikka from its settings, and refuses half of them', () => {
    const base = { NODE_ENV: 'test' as const, DEMO: 'true' };
    expect(loadConfig(base).sikka).toBeUndefined();
    expect(loadConfig({ ...base, SIKKA_APP_ID: 'a', SIKKA_APP_KEY: 'k' }).sikka).toEqual({
      appId: 'a',
      appKey: 'k',
      baseUrl: 'https://api.sikkasoft.com/v4',
    });
    expect(() => loadConfig({ ...base, SIKKA_APP_ID: 'a' })).toThrow(/SIKKA_APP_KEY/);
  });
});
