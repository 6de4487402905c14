import { PmsRefused, PmsUnavailable } from './pms.port';

// Sikka's hub over HTTP (API v4, https://api.sikkasoft.com/v4): the app's credentials, the practice's request key, the
// hub's list envelope and paging, and its answers turned into the port's two failures. Written against Sikka's public
// documentation (apidocs.sikkasoft.com and its Postman collection); what the documentation leaves open is said where
// it is assumed.

/** Sikka's list envelope: every list answers its page of items with the total, all numbers as strings. */
export type SikkaList<T> = {
  offset?: string;
  limit?: string;
  total_count?: string;
  pagination?: { next?: string };
  items?: T[];
};

/** A practice that authorized the app at Sikka (GET /authorized_practices). */
export type SikkaAuthorizedPractice = {
  office_id: string;
  practice_id: string;
  secret_key: string;
  practice_name?: string;
  practice_management_system?: string;
  /**
   * The partner's own reference for the practice. Assumption: a practice that authorizes this app registers our
   * office id there (the connect step finds the office's authorization by it).
   */
  partner_id?: string;
};

type RequestKeyAnswer = { request_key?: string; expires_in?: string; end_time?: string };

export type SikkaOptions = {
  appId: string;
  appKey: string;
  /** https://api.sikkasoft.com/v4, no trailing slash. */
  baseUrl: string;
  /** The fetch to use (tests answer with recorded responses); global fetch by default. */
  fetch?: typeof fetch;
  /** A call that takes longer is abandoned: the hub is treated as not answering. */
  timeoutMs?: number;
  /** Items per page of a list (Sikka's `limit`). */
  pageSize?: number;
  now?: () => Date;
};

type Query = Record<string, string | number | undefined>;
export type SikkaCall = { method: 'GET' | 'POST' | 'PATCH'; path: string; query?: Query; body?: unknown };

/** The hub's own words for a refusal, from whichever field this endpoint uses. */
function wordsOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  for (const k of ['error_description', 'long_message', 'short_message', 'message', 'error']) {
    if (typeof b[k] === 'string' && b[k]) return b[k] as string;
  }
  return null;
}

export function sikkaClient(options: SikkaOptions) {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const pageSize = options.pageSize ?? 500;
  const now = options.now ?? (() => new Date());
  /** Request keys by Sikka office id: they last a day, and any process can get a new one (nothing to share). */
  const keys = new Map<string, { key: string; until: number }>();

  /** One HTTP call; the hub not answering (network, timeout, 5xx, 429) is PmsUnavailable, any other 4xx PmsRefused. */
  async function http(call: SikkaCall, headers: Record<string, string>): Promise<unknown> {
    const url = new URL(`${options.baseUrl}${call.path}`);
    for (const [k, v] of Object.entries(call.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    let res: Response;
    try {
      res = await send(url.toString(), {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new PmsUnavailable(timedOut ? "Sikka's hub did not answer in time." : "Sikka's hub could not be reached.");
    }
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (res.status >= 500 || res.status === 429) {
      throw new PmsUnavailable(`Sikka's hub is not answering right now (${res.status}).`);
    }
    if (res.status >= 400) {
      const err = new PmsRefused(wordsOf(body) ?? `Sikka's hub refused the call (${res.status}).`);
      throw Object.assign(err, { status: res.status });
    }
    return body;
  }

  const appHeaders = { 'App-Id': options.appId, 'App-Key': options.appKey };

  /** Every item of a list, page after page (Sikka's offset and limit) until a short page or the total. */
  async function everyPage<T>(call: SikkaCall, page: (call: SikkaCall) => Promise<unknown>): Promise<T[]> {
    const items: T[] = [];
    for (let offset = 0; ; offset += pageSize) {
      const answer = (await page({
        ...call,
        query: { ...call.query, offset, limit: pageSize },
      })) as SikkaList<T> | null;
      const got = answer?.items ?? [];
      items.push(...got);
      const total = Number(answer?.total_count ?? Number.NaN);
      if (got.length < pageSize || (Number.isFinite(total) && items.length >= total)) return items;
    }
  }

  /** The practices that authorized the app (App-Id and App-Key; `show=all`, else Sikka answers practice 1 only). */
  const authorizedPractices = () =>
    everyPage<SikkaAuthorizedPractice>(
      { method: 'GET', path: '/authorized_practices', query: { show: 'all' } },
      (call) => http(call, appHeaders),
    );

  /** The practice's request key: POST /request_key with the app's credentials and the practice's secret key. */
  async function requestKey(officeId: string, known?: SikkaAuthorizedPractice): Promise<string> {
    const kept = keys.get(officeId);
    if (kept && kept.until > now().getTime()) return kept.key;
    const practice = known ?? (await authorizedPractices()).find((p) => p.office_id === officeId);
    if (!practice) throw new PmsRefused("The office's practice no longer authorizes this app at Sikka.");
    const answer = (await http(
      {
        method: 'POST',
        path: '/request_key',
        body: {
          grant_type: 'request_key',
          office_id: practice.office_id,
          secret_key: practice.secret_key,
          app_id: options.appId,
          app_key: options.appKey,
        },
      },
      {},
    )) as RequestKeyAnswer | null;
    if (!answer?.request_key) throw new PmsUnavailable("Sikka's hub gave no request key.");
    // A minute early, so a key is never used as it runs out.
    const seconds = Number(answer.expires_in ?? 86_400);
    const until = now().getTime() + (Number.isFinite(seconds) ? seconds : 86_400) * 1000 - 60_000;
    keys.set(officeId, { key: answer.request_key, until });
    return answer.request_key;
  }

  /** A call in the practice's name; a request key Sikka no longer takes (401) is renewed once. */
  async function asPractice(officeId: string, call: SikkaCall): Promise<unknown> {
    try {
      return await http(call, { 'Request-Key': await requestKey(officeId) });
    } catch (err) {
      if (!(err instanceof PmsRefused && (err as PmsRefused & { status?: number }).status === 401)) throw err;
      keys.delete(officeId);
      return http(call, { 'Request-Key': await requestKey(officeId) });
    }
  }

  return {
    authorizedPractices,
    requestKey,
    call: asPractice,
    list: <T>(officeId: string, call: SikkaCall) => everyPage<T>(call, (page) => asPractice(officeId, page)),
  };
}

export type SikkaClient = ReturnType<typeof sikkaClient>;
