import type {
  PmsConnectionResponse,
  PmsPatient,
  PmsSupportedResponse,
  ProviderPaymentResponse,
  SetProviderPaymentRequest,
  UninsuredResponse,
} from '@mhq/contract';
import { PMS_OPTIONS } from '@mhq/domain';
import { type PmsChart, type PmsPort, type PmsPractice, PmsRefused, PmsUnavailable } from '../../adapters/pms/pms.port';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import {
  membersOfCharts,
  officeOrganization,
  pmsConnectionOf,
  providerPaymentOf,
  queueMembershipWrites,
  saveConnection,
  saveProviderPayment,
  setProfilePmsSystem,
  skipQueuedMembershipWrites,
  updateConnection,
} from './pms-connection.queries';
import {
  callHub,
  connectionOf,
  liveConnectionOf,
  PMS_WORDS,
  type PmsConnectionRow,
  requireConnection,
} from './pms-hub';

// The office's link to its practice-management system (issue 28, spec 02 section 7): which systems it can pick,
// connecting and disconnecting, the write-back and uninsured toggles, and how membership payments are posted in
// its ledger. Every change is written to the audit log with the change.

/** A use case's world: the request's context and the hub it reaches. */
export type PmsCtx = Ctx & { pms: PmsPort };
type Actor = { auth: AuthContext; ip: string };

export const PMS_MESSAGES = {
  chooseSystem: 'Choose a practice-management system from the list',
  notConnectable:
    'This system cannot be connected automatically yet: keep posting memberships by hand, or choose another system',
  connected: 'Your practice-management system is connected',
  disconnected: 'Your practice-management system is disconnected. Chart matches and your records are kept.',
  writeBackOn: 'Memberships will be written to your practice-management system',
  writeBackOff: 'Memberships will no longer be written to your practice-management system',
  uninsuredOn: 'You will be told of uninsured patients without a plan',
  uninsuredOff: 'You will no longer be told of uninsured patients',
  providerPaymentSaved: 'Payment posting settings saved',
} as const;

async function organizationOf(ctx: Ctx, officeId: number) {
  const organizationId = await officeOrganization(ctx.db, officeId);
  if (organizationId === null) throw notFound();
  return organizationId;
}

const audit = (ctx: Ctx, actor: Actor, row: { organizationId: number; officeId: number }) =>
  async function line(action: string, detail: Record<string, unknown>, db = ctx.db) {
    await recordAudit(db, {
      organizationId: row.organizationId,
      officeId: row.officeId,
      actorUserId: actor.auth.userId,
      action,
      targetType: 'office',
      targetId: row.officeId,
      detail,
      ip: actor.ip,
    });
  };

async function answer(ctx: Ctx, officeId: number, message: string): Promise<PmsConnectionResponse> {
  const connection = await pmsConnectionOf(ctx.db, ctx.tenant.id, officeId);
  if (!connection) throw notFound();
  return { _message: message, connection };
}

/** The brand's systems, which of them the hub connects, and the office's connection with its health. */
export async function pmsSupported(ctx: PmsCtx, officeId: number): Promise<PmsSupportedResponse> {
  const systems = PMS_OPTIONS[ctx.tenant.id].map((o) => ({ ...o, connectable: ctx.pms.connectable(o.value) }));
  return { systems, connection: await pmsConnectionOf(ctx.db, ctx.tenant.id, officeId) };
}

/**
 * Connects the office to its PMS through the hub. A hub that fails leaves the connection 'failed' with its words
 * (the settings page shows them) and answers 503; a reconnection keeps the office's toggles.
 */
export async function initiatePmsConnection(
  ctx: PmsCtx,
  actor: Actor,
  officeId: number,
  system: string,
): Promise<PmsConnectionResponse> {
  if (!PMS_OPTIONS[ctx.tenant.id].some((o) => o.value === system)) {
    throw badRequest(PMS_MESSAGES.chooseSystem, { pmsSystem: PMS_MESSAGES.chooseSystem });
  }
  if (!ctx.pms.connectable(system)) {
    throw badRequest(PMS_MESSAGES.notConnectable, { pmsSystem: PMS_MESSAGES.notConnectable });
  }
  const organizationId = await organizationOf(ctx, officeId);
  const line = audit(ctx, actor, { organizationId, officeId });
  const base = { system, via: ctx.pms.via, updatedByUserId: actor.auth.userId };
  let practice: Awaited<ReturnType<PmsPort['connect']>>;
  try {
    practice = await ctx.pms.connect({ officeId, system });
  } catch (err) {
    if (!(err instanceof PmsUnavailable || err instanceof PmsRefused)) throw err;
    const now = ctx.clock.now();
    const previous = await connectionOf(ctx.db, officeId);
    await ctx.db.transaction(async (tx) => {
      await saveConnection(tx, organizationId, officeId, {
        ...base,
        status: 'failed',
        practiceKey: previous?.practiceKey ?? '',
        lastError: err.message,
        lastErrorAt: now,
        updatedAt: now,
      });
      await line('pms.connect_failed', { system, error: err.message }, tx);
    });
    throw new AppError('UNAVAILABLE', err instanceof PmsUnavailable ? PMS_WORDS.unavailable : err.message);
  }
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await saveConnection(tx, organizationId, officeId, {
      ...base,
      status: 'connected',
      practiceKey: practice.practiceKey,
      pmsPatients: practice.patients,
      connectedAt: now,
      disconnectedAt: null,
      lastSyncAt: now,
      lastError: null,
      lastErrorAt: null,
      updatedAt: now,
    });
    await setProfilePmsSystem(tx, organizationId, officeId, system, now);
    await line('pms.connect', { system, via: ctx.pms.via, patients: practice.patients }, tx);
  });
  return answer(ctx, officeId, PMS_MESSAGES.connected);
}

/** Disconnects: nothing more is read or written; chart matches, toggles and our records stay. */
export async function disconnectPmsConnection(ctx: Ctx, actor: Actor, officeId: number) {
  const conn = await requireConnection(ctx.db, officeId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateConnection(tx, conn.organizationId, officeId, {
      status: 'disconnected',
      disconnectedAt: now,
      updatedByUserId: actor.auth.userId,
      updatedAt: now,
    });
    await audit(ctx, actor, conn)('pms.disconnect', { system: conn.system }, tx);
  });
  return answer(ctx, officeId, PMS_MESSAGES.disconnected);
}

/**
 * Write-back on: every matched member's membership is queued for the PMS (the trigger on member_list queues later
 * changes). Off: no new writes are queued (the trigger reads the flag) and those still waiting are skipped.
 */
export async function toggleWriteAbilities(ctx: Ctx, actor: Actor, officeId: number, enabled: boolean) {
  const conn = await requireConnection(ctx.db, officeId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateConnection(tx, conn.organizationId, officeId, {
      writeBack: enabled,
      updatedByUserId: actor.auth.userId,
      updatedAt: now,
    });
    const changed = enabled
      ? { queued: await queueMembershipWrites(tx, conn.organizationId, officeId) }
      : { skipped: await skipQueuedMembershipWrites(tx, conn.organizationId, officeId, now) };
    await audit(ctx, actor, conn)('pms.write_back', { enabled, ...changed }, tx);
  });
  return answer(ctx, officeId, enabled ? PMS_MESSAGES.writeBackOn : PMS_MESSAGES.writeBackOff);
}

/** Whether the office wants to hear of its PMS's uninsured patients without a plan (for its campaigns). */
export async function toggleNotifyUninsured(ctx: Ctx, actor: Actor, officeId: number, enabled: boolean) {
  const conn = await requireConnection(ctx.db, officeId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateConnection(tx, conn.organizationId, officeId, {
      notifyUninsured: enabled,
      updatedByUserId: actor.auth.userId,
      updatedAt: now,
    });
    await audit(ctx, actor, conn)('pms.notify_uninsured', { enabled }, tx);
  });
  return answer(ctx, officeId, enabled ? PMS_MESSAGES.uninsuredOn : PMS_MESSAGES.uninsuredOff);
}

const providerPaymentView = (row: NonNullable<Awaited<ReturnType<typeof providerPaymentOf>>>) => ({
  providerId: row.providerId,
  paymentType: row.paymentType,
  postAs: row.postAs as 'payment' | 'adjustment',
  postPayments: row.postPayments,
  updatedAt: row.updatedAt.toISOString(),
});

/** How the office posts membership payments in its PMS ledger (kept whether or not it is connected now). */
export async function setProviderPayment(ctx: Ctx, actor: Actor, officeId: number, body: SetProviderPaymentRequest) {
  const organizationId = await organizationOf(ctx, officeId);
  const { dentistInfoId: _office, ...fields } = body;
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await saveProviderPayment(tx, organizationId, officeId, fields, actor.auth.userId, ctx.clock.now());
    await audit(ctx, actor, { organizationId, officeId })('pms.provider_payment', fields, tx);
    return saved;
  });
  return { _message: PMS_MESSAGES.providerPaymentSaved, providerPayment: providerPaymentView(row) };
}

/** The hub's answer, or null when it failed (recorded as the connection's health): a page still shows the rest. */
async function fromHub<T>(
  ctx: PmsCtx,
  conn: PmsConnectionRow,
  call: (pms: PmsPort, practice: PmsPractice) => Promise<T>,
) {
  try {
    return await callHub({ db: ctx.db, clock: ctx.clock, pms: ctx.pms }, conn, call, true);
  } catch (err) {
    if (err instanceof PmsUnavailable || err instanceof PmsRefused) return null;
    throw err;
  }
}

/** The office's posting settings, and the providers its PMS lists to choose from (none when not connected). */
export async function providerPayment(ctx: PmsCtx, officeId: number): Promise<ProviderPaymentResponse> {
  const organizationId = await organizationOf(ctx, officeId);
  const row = await providerPaymentOf(ctx.db, organizationId, officeId);
  const conn = await liveConnectionOf(ctx.db, officeId);
  const providers = conn ? ((await fromHub(ctx, conn, (pms, practice) => pms.providers(practice))) ?? []) : [];
  return { providerPayment: row ? providerPaymentView(row) : null, providers };
}

/**
 * Of the PMS's charts, the uninsured (no carrier) who are not already members with a running plan, by name: whom the
 * office may invite (the uninsured list, and the campaigns' audience of them).
 */
export async function uninsuredWithoutPlan(
  db: Db,
  conn: PmsConnectionRow,
  charts: readonly PmsChart[],
): Promise<PmsPatient[]> {
  const uninsured = charts.filter((c) => c.carrier === null || c.carrier.trim() === '');
  const holders = await membersOfCharts(
    db,
    conn.organizationId,
    conn.officeId,
    uninsured.map((c) => c.chartId),
  );
  const running = new Set(holders.filter((h) => h.running).map((h) => h.chartId));
  const memberOf = new Map(holders.map((h) => [h.chartId, h.memberId]));
  return uninsured
    .filter((c) => !running.has(c.chartId))
    .map((c) => ({ ...c, memberId: memberOf.get(c.chartId) ?? null }))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/** The PMS's uninsured patients without a running plan; only when the office asked for them (toggleNotifyUninsured). */
export async function uninsuredPatients(ctx: PmsCtx, officeId: number): Promise<UninsuredResponse> {
  const conn = await liveConnectionOf(ctx.db, officeId);
  if (!conn) return { patients: [], state: 'not_connected' };
  if (!conn.notifyUninsured) return { patients: [], state: 'off' };
  const charts = await fromHub(ctx, conn, (pms, practice) => pms.allPatients(practice));
  if (charts === null) return { patients: [], state: 'unavailable' };
  return { patients: await uninsuredWithoutPlan(ctx.db, conn, charts), state: 'ok' };
}
