import { type MemberSummaryStatus, pmsMembershipOf } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import {
  type PmsMembership,
  type PmsPort,
  type PmsPractice,
  PmsRefused,
  PmsUnavailable,
} from '../adapters/pms/pms.port';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { queryRows } from '../db/rows';
import { callHub, connectionOf, type PmsConnectionRow } from '../modules/pms/pms-hub';
import { postingOf, queuePaymentPostings } from './pms-payments';

// The write-back queue's delivery (issue 28): each membership change the trigger queued (migration 0027) is written to
// the member's PMS chart, as the membership is when the job runs. A row is claimed in a short transaction ('sending'),
// the hub is called outside any transaction (a slow PMS holds no lock, and a change meanwhile queues a new row), then
// the outcome is recorded. A hub that does not answer is tried again with a growing pause; a refusal is final.
// Membership payments to post to the PMS ledger go through the same queue (pms-payments.ts).

const BATCH = 20;
/** A row 'sending' for longer was left by a crash: it is queued again. */
export const STALE_SENDING_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/** The pause before the next try after `attempts` tries: 1 minute, 2, 4... at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));

export type PmsDeliveryDeps = { db: Db; clock: Clock; pms: PmsPort };
export type PmsDeliverySummary = {
  written: number;
  retrying: number;
  skipped: number;
  failed: number;
  recovered: number;
  /** Payments newly queued for posting to a PMS ledger. */
  paymentsQueued: number;
};

type Claimed = {
  id: number;
  organization_id: number;
  office_id: number;
  member_id: number;
  kind: string;
  chart_id: string | null;
  charge_id: number | null;
  refund_id: number | null;
  attempts: number;
};

type Outcome =
  | { status: 'written'; written: Record<string, unknown> }
  | { status: 'skipped' | 'failed'; why: string }
  | { status: 'retry'; why: string };

/** A membership write that is not the member's latest: a newer queued row for them will write the state of now. */
const NEWER_QUEUED = sql`exists (select 1 from pms_writes q where q.organization_id = w.organization_id
  and q.member_id = w.member_id and q.kind = 'membership' and q.status = 'queued' and q.id <> w.id)`;

/** Queues again the rows a crashed worker left 'sending' (or skips them when a newer row will write the member). */
async function recoverStale(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_SENDING_MS).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update pms_writes w set
          status = case when w.kind = 'membership' and (${NEWER_QUEUED} or exists (select 1 from pms_writes s
            where s.organization_id = w.organization_id and s.member_id = w.member_id and s.kind = 'membership'
              and s.status = 'sending' and s.claimed_at < ${cutoff} and s.id > w.id)) then 'skipped' else 'queued' end,
          claimed_at = null, next_attempt_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
        where w.status = 'sending' and w.claimed_at < ${cutoff} returning w.id`,
  );
  return rows.length;
}

/** Claims the next due row: 'sending', its try counted. Null when none is due. */
async function claim(db: Db, now: Date): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<Claimed>(
      tx,
      sql`select id, organization_id, office_id, member_id, kind, chart_id, charge_id, refund_id, attempts from pms_writes
          where status = 'queued' and next_attempt_at <= ${now.toISOString()}
          order by next_attempt_at, id limit 1 for update skip locked`,
    );
    if (!row) return null;
    await tx.execute(sql`update pms_writes set status = 'sending', claimed_at = ${now.toISOString()},
      attempts = attempts + 1, updated_at = ${now.toISOString()} where id = ${row.id}`);
    return { ...row, attempts: row.attempts + 1 };
  });
}

type MemberNow = {
  office_id: number;
  chart_id: string | null;
  deleted: boolean;
  plan_id: number | null;
  plan_name: string | null;
  summary_status: MemberSummaryStatus;
  description: string | null;
  next_renewal_on: string | null;
  ends_on: string | null;
};

/** The member as listed now, with their listed plan's description and dates. */
async function memberNow(db: Db, row: Claimed): Promise<MemberNow | null> {
  const [m] = await queryRows<MemberNow>(
    db,
    sql`select ml.office_id, ml.chart_id, ml.deleted, ml.plan_id, ml.plan_name, ml.summary_status, p.description,
          s.next_renewal_on::text as next_renewal_on, s.ends_on::text as ends_on
        from member_list ml
        left join subscriptions s on s.organization_id = ml.organization_id and s.id = ml.subscription_id
        left join plans p on p.organization_id = ml.organization_id and p.id = ml.plan_id
        where ml.organization_id = ${row.organization_id} and ml.member_id = ${row.member_id}`,
  );
  return m ?? null;
}

/** The membership to write now: null (taken off) when the member has no plan or was deleted. */
function membershipOf(m: MemberNow): PmsMembership | null {
  if (m.deleted || m.plan_id === null || !m.plan_name) return null;
  return pmsMembershipOf({
    planName: m.plan_name,
    planDescription: m.description ?? '',
    summaryStatus: m.summary_status,
    nextRenewalOn: m.next_renewal_on,
    endsOn: m.ends_on,
  });
}

/** Calls the hub for a row, outside any transaction: a refusal is final, no answer is tried again. */
async function send(
  deps: PmsDeliveryDeps,
  conn: PmsConnectionRow,
  call: (pms: PmsPort, practice: PmsPractice) => Promise<void>,
  written: Record<string, unknown>,
): Promise<Outcome> {
  try {
    await callHub(deps, conn, call, true);
    return { status: 'written', written };
  } catch (err) {
    if (err instanceof PmsRefused) return { status: 'failed', why: err.message };
    if (err instanceof PmsUnavailable) return { status: 'retry', why: err.message };
    throw err;
  }
}

/** Delivers one claimed row and says how it went. */
async function deliver(deps: PmsDeliveryDeps, conn: PmsConnectionRow, row: Claimed): Promise<Outcome> {
  if (row.kind === 'payment' || row.kind === 'refund') {
    const p = await postingOf(deps.db, row);
    if ('skip' in p) return { status: 'skipped', why: p.skip };
    return send(deps, conn, (pms, practice) => pms.postPayment(practice, p.posting), { ...p.posting });
  }
  const m = await memberNow(deps.db, row);
  let chartId: string;
  let membership: PmsMembership | null = null;
  if (row.kind === 'clear') {
    if (!row.chart_id) return { status: 'skipped', why: 'No chart to clear.' };
    // Matched to that chart again since: clearing it would take off the right membership.
    if (m?.chart_id === row.chart_id && m.office_id === row.office_id) {
      return { status: 'skipped', why: 'The member is matched to this chart again.' };
    }
    chartId = row.chart_id;
  } else if (row.kind === 'membership') {
    if (!m?.chart_id || m.office_id !== row.office_id) {
      return { status: 'skipped', why: 'The member is no longer matched to a chart of this office.' };
    }
    chartId = m.chart_id;
    membership = membershipOf(m);
  } else {
    return { status: 'skipped', why: `Nothing is written for a '${row.kind}' row.` };
  }
  return send(deps, conn, (pms, practice) => pms.writeMembership(practice, chartId, membership), {
    chartId,
    membership,
  });
}

/** Records the outcome of a row this worker claimed. */
async function finish(db: Db, row: Claimed, outcome: Outcome, now: Date): Promise<void> {
  const at = now.toISOString();
  if (outcome.status === 'written') {
    await db.execute(sql`update pms_writes set status = 'written', written = ${JSON.stringify(outcome.written)}::jsonb,
      written_at = ${at}, last_error = null, updated_at = ${at} where id = ${row.id} and status = 'sending'`);
    return;
  }
  if (outcome.status !== 'retry') {
    await db.execute(sql`update pms_writes set status = ${outcome.status}, last_error = ${outcome.why.slice(0, 500)},
      updated_at = ${at} where id = ${row.id} and status = 'sending'`);
    return;
  }
  const next = new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString();
  const requeue = sql`update pms_writes w set
      status = case when w.kind = 'membership' and ${NEWER_QUEUED} then 'skipped' else 'queued' end,
      next_attempt_at = ${next}, claimed_at = null, last_error = ${outcome.why.slice(0, 500)}, updated_at = ${at}
    where w.id = ${row.id} and w.status = 'sending'`;
  try {
    await db.execute(requeue);
  } catch (err) {
    // A change queued a newer row for the member between the check and the update (one queued row per member):
    // that row writes the member, this one is done.
    if ((err as { code?: string }).code !== '23505') throw err;
    await finish(db, row, { status: 'skipped', why: outcome.why }, now);
  }
}

/** Why the office takes no such write any more (disconnected, write-back off), or null when it does. */
function refusedBy(conn: PmsConnectionRow | null, row: Claimed): string | null {
  if (conn?.status !== 'connected') return 'The office is no longer connected to its practice-management system.';
  // Payments are posted by the office's posting settings (checked with the payment), memberships by write-back.
  if (row.kind !== 'payment' && row.kind !== 'refund' && !conn.writeBack) {
    return 'The office no longer writes back to its practice-management system.';
  }
  return null;
}

/**
 * Delivers due PMS writes: crashed 'sending' rows queued again, then up to a batch of due rows, each claimed with
 * SKIP LOCKED so several workers share the queue and none writes a row another claimed.
 */
export async function deliverPmsWrites(deps: PmsDeliveryDeps): Promise<PmsDeliverySummary> {
  const summary: PmsDeliverySummary = {
    written: 0,
    retrying: 0,
    skipped: 0,
    failed: 0,
    recovered: 0,
    paymentsQueued: 0,
  };
  summary.recovered = await recoverStale(deps.db, deps.clock.now());
  summary.paymentsQueued = await queuePaymentPostings(deps.db, deps.clock.now());
  for (let i = 0; i < BATCH; i++) {
    const row = await claim(deps.db, deps.clock.now());
    if (!row) break;
    const conn = await connectionOf(deps.db, row.office_id);
    const refused = refusedBy(conn, row);
    let outcome: Outcome;
    try {
      outcome = refused || !conn ? { status: 'skipped', why: refused ?? '' } : await deliver(deps, conn, row);
    } catch (err) {
      // Not the hub's answer (a bug, the database): tried again later like an outage, the words kept for the log.
      outcome = { status: 'retry', why: err instanceof Error ? err.message : String(err) };
    }
    await finish(deps.db, row, outcome, deps.clock.now());
    summary[outcome.status === 'retry' ? 'retrying' : outcome.status]++;
  }
  return summary;
}
