import type { PmsConnection } from '@mhq/contract';
import { PMS_OPTIONS, type SubscriptionStatus, type TenantId } from '@mhq/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  memberList,
  members,
  officeProfiles,
  offices,
  pmsConnections,
  pmsMatchCandidates,
  pmsProviderPayments,
  pmsWrites,
} from '../../db/schema';
import { connectionOf, type PmsConnectionRow } from './pms-hub';
import { withoutChart } from './pms-match.queries';

// The SQL of the office's PMS connection: its row, the counts the settings page shows beside it, the write-back
// queue it fills when turned on, and the provider payment settings. Every function names the organization it works in.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (v: unknown) => Number(v ?? 0);

/** The office's organization, or null when there is no such office. */
export async function officeOrganization(db: Db, officeId: number): Promise<number | null> {
  const [row] = await db
    .select({ organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.id, officeId))
    .limit(1);
  return row?.organizationId ?? null;
}

/** The counts beside the connection: chart matches, matches waiting for staff, and the write-back queue. */
async function countsOf(db: Db, organizationId: number, officeId: number) {
  const [matched] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.officeId, officeId),
        isNotNull(members.chartId),
        isNull(members.deletedAt),
      ),
    );
  const [unmatched] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberList)
    .where(withoutChart(organizationId, officeId));
  const [toConfirm] = await db
    .select({ n: sql<number>`count(distinct ${pmsMatchCandidates.memberId})::int` })
    .from(pmsMatchCandidates)
    .where(
      and(
        eq(pmsMatchCandidates.organizationId, organizationId),
        eq(pmsMatchCandidates.officeId, officeId),
        eq(pmsMatchCandidates.status, 'open'),
      ),
    );
  const [writes] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${pmsWrites.status} in ('queued', 'sending'))::int`,
      written: sql<number>`count(*) filter (where ${pmsWrites.status} = 'written')::int`,
      failed: sql<number>`count(*) filter (where ${pmsWrites.status} = 'failed')::int`,
      oldestQueuedAt: sql<
        string | null
      >`min(${pmsWrites.createdAt}) filter (where ${pmsWrites.status} in ('queued', 'sending'))`,
      lastWrittenAt: sql<string | null>`max(${pmsWrites.writtenAt})`,
    })
    .from(pmsWrites)
    .where(and(eq(pmsWrites.organizationId, organizationId), eq(pmsWrites.officeId, officeId)));
  const at = (v: string | Date | null | undefined) => (v ? new Date(v).toISOString() : null);
  return {
    matchedMembers: num(matched?.n),
    unmatchedMembers: num(unmatched?.n),
    matchesToConfirm: num(toConfirm?.n),
    writes: {
      queued: num(writes?.queued),
      written: num(writes?.written),
      failed: num(writes?.failed),
      oldestQueuedAt: at(writes?.oldestQueuedAt),
      lastWrittenAt: at(writes?.lastWrittenAt),
    },
  };
}

/**
 * A system's name: the brand's own list first; a system of the other brand's list (an office seen through the other
 * brand's host, as the demo's) still shows its name, never its code.
 */
export const pmsSystemLabel = (tenant: TenantId, system: string): string =>
  [...PMS_OPTIONS[tenant], ...Object.values(PMS_OPTIONS).flat()].find((o) => o.value === system)?.label ?? system;

/** The connection as the contract shows it, from its row. */
export async function pmsConnectionFrom(db: Db, tenant: TenantId, row: PmsConnectionRow): Promise<PmsConnection> {
  return {
    status: row.status as PmsConnection['status'],
    system: row.system,
    systemLabel: pmsSystemLabel(tenant, row.system),
    via: row.via as PmsConnection['via'],
    writeBack: row.writeBack,
    notifyUninsured: row.notifyUninsured,
    connectedAt: iso(row.connectedAt),
    disconnectedAt: iso(row.disconnectedAt),
    lastSyncAt: iso(row.lastSyncAt),
    lastError: row.lastError,
    lastErrorAt: iso(row.lastErrorAt),
    pmsPatients: row.pmsPatients,
    ...(await countsOf(db, row.organizationId, row.officeId)),
  };
}

/**
 * The office's PMS connection with its counts, as every PMS call answers it; null when the office never connected.
 * (The matcher answers it too after matching, so the settings page shows the new counts.)
 */
export async function pmsConnectionOf(db: Db, tenant: TenantId, officeId: number): Promise<PmsConnection | null> {
  const row = await connectionOf(db, officeId);
  return row ? pmsConnectionFrom(db, tenant, row) : null;
}

export type ConnectionFields = Partial<Omit<typeof pmsConnections.$inferInsert, 'organizationId' | 'officeId'>>;

/** Creates or updates the office's connection row (the toggles stay unless `fields` names them). */
export async function saveConnection(
  db: Db,
  organizationId: number,
  officeId: number,
  fields: ConnectionFields & { system: string; via: string; status: string; practiceKey: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(pmsConnections)
    .values({ organizationId, officeId, ...fields })
    .onConflictDoUpdate({ target: [pmsConnections.organizationId, pmsConnections.officeId], set: fields });
}

/** Changes the office's connection row; answers whether there was one. */
export async function updateConnection(db: Db, organizationId: number, officeId: number, fields: ConnectionFields) {
  const rows = await db
    .update(pmsConnections)
    .set(fields)
    .where(and(eq(pmsConnections.organizationId, organizationId), eq(pmsConnections.officeId, officeId)))
    .returning({ officeId: pmsConnections.officeId });
  return rows.length > 0;
}

/** The office's profile names its PMS (the office settings read it there). */
export async function setProfilePmsSystem(db: Db, organizationId: number, officeId: number, system: string, at: Date) {
  await db
    .insert(officeProfiles)
    .values({ organizationId, officeId, pmsSystem: system, updatedAt: at })
    .onConflictDoUpdate({
      target: [officeProfiles.organizationId, officeProfiles.officeId],
      set: { pmsSystem: system, updatedAt: at },
    });
}

/**
 * Queues a membership write for every matched member of the office (write-back turned on); a member who already
 * has one queued keeps it (the partial unique index). Answers how many were queued.
 */
export async function queueMembershipWrites(db: Db, organizationId: number, officeId: number): Promise<number> {
  const res = (await db.execute(sql`
    insert into pms_writes (organization_id, office_id, member_id, kind)
    select m.organization_id, m.office_id, m.id, 'membership' from members m
    where m.organization_id = ${organizationId} and m.office_id = ${officeId}
      and m.chart_id is not null and m.deleted_at is null
    order by m.id
    on conflict (organization_id, member_id) where status = 'queued' and kind = 'membership' do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/** Write-back turned off: the office's membership writes not yet sent are not sent. Answers how many. */
export async function skipQueuedMembershipWrites(db: Db, organizationId: number, officeId: number, at: Date) {
  const rows = await db
    .update(pmsWrites)
    .set({ status: 'skipped', updatedAt: at })
    .where(
      and(
        eq(pmsWrites.organizationId, organizationId),
        eq(pmsWrites.officeId, officeId),
        eq(pmsWrites.kind, 'membership'),
        eq(pmsWrites.status, 'queued'),
      ),
    )
    .returning({ id: pmsWrites.id });
  return rows.length;
}

export async function providerPaymentOf(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select()
    .from(pmsProviderPayments)
    .where(and(eq(pmsProviderPayments.organizationId, organizationId), eq(pmsProviderPayments.officeId, officeId)))
    .limit(1);
  return row ?? null;
}

export async function saveProviderPayment(
  db: Db,
  organizationId: number,
  officeId: number,
  fields: { providerId: string; paymentType: string; postAs: string; postPayments: boolean },
  by: number,
  at: Date,
) {
  const set = { ...fields, updatedByUserId: by, updatedAt: at };
  const [row] = await db
    .insert(pmsProviderPayments)
    .values({ organizationId, officeId, ...set })
    .onConflictDoUpdate({ target: [pmsProviderPayments.organizationId, pmsProviderPayments.officeId], set })
    .returning();
  if (!row) throw new Error('provider payment not saved');
  return row;
}

/**
 * The office's members (not deleted) holding these charts: which chart is whose, and whether they hold a membership
 * that has not ended (`running`). Only a patient without one is someone to invite: a member paying at the desk, late,
 * or asking to cancel is still the office's member; one whose plan was canceled or ended may be invited back.
 */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'inactive', 'inactive_transferred', 'permanently_disabled'];

export async function membersOfCharts(db: Db, organizationId: number, officeId: number, chartIds: string[]) {
  if (chartIds.length === 0) return [];
  return db
    .select({ memberId: memberList.memberId, chartId: memberList.chartId, status: memberList.status })
    .from(memberList)
    .where(
      and(
        eq(memberList.organizationId, organizationId),
        eq(memberList.officeId, officeId),
        eq(memberList.deleted, false),
        inArray(memberList.chartId, chartIds),
      ),
    )
    .then((rows) =>
      rows.map((r) => ({
        memberId: r.memberId,
        chartId: r.chartId as string,
        running: r.status !== null && !(ENDED as readonly string[]).includes(r.status),
      })),
    );
}
