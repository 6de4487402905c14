import type {
  PmsConnectionResponse,
  PmsSupportedResponse,
  ProviderPaymentResponse,
  UninsuredResponse,
} from '@mhq/contract';
import { PMS_OPTIONS } from '@mhq/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  memberList,
  members,
  officeProfiles,
  pmsConnections,
  pmsWrites,
  simPmsPractices,
} from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officeBySlug, type Signed, signedIn } from '../plans/plans.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { pmsOfficeForTests } from './pms-connection.fixtures';
import { PMS_MESSAGES } from './pms-connection.service';
import { PMS_WORDS } from './pms-hub';

/* The office's link to its practice-management system (issue 28, spec 02 section 7), through HTTP on the simulated PMS. */

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const admin = await signedIn(t, 'admin@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const owner2 = await signedIn(t, 'owner2@demo.test');
const platform = await signedIn(t, 'platform@demo.test');
const VISION = { host: 'visionhq.localhost' };

type Call = { method: 'GET' | 'POST'; url: string; payload?: object };
const as = (who: Signed, c: Call, headers: Record<string, string> = {}) =>
  t.call({ ...c, url: `/api/v1${c.url}`, token: who.token, headers });
const supported = (officeId: number): Call => ({
  method: 'GET',
  url: `/sikka-connect/getPMSSupported?dentistInfoId=${officeId}`,
});
const connect = (officeId: number, pmsSystem: string): Call => ({
  method: 'POST',
  url: '/dentists/initiatePMSConnection',
  payload: { dentistInfoId: officeId, pmsSystem },
});
const disconnect = (officeId: number): Call => ({
  method: 'POST',
  url: '/dentists/disconnectPMSConnection',
  payload: { dentistInfoId: officeId },
});
const toggle = (which: 'toggleWriteAbilities' | 'toggleNotifyUninsured', officeId: number, enabled: boolean): Call => ({
  method: 'POST',
  url: `/sikka-connect/${which}`,
  payload: { dentistInfoId: officeId, enabled },
});
const postingFields = { providerId: 'DDS1', paymentType: 'MEMBERSHIP', postAs: 'payment', postPayments: true };
const setPosting = (officeId: number, fields: object = postingFields): Call => ({
  method: 'POST',
  url: '/sikka-connect/setProviderPayment',
  payload: { dentistInfoId: officeId, ...fields },
});
const getPosting = (officeId: number): Call => ({
  method: 'GET',
  url: `/sikka-connect/getProviderPayment/${officeId}`,
});
const uninsured = (officeId: number): Call => ({
  method: 'GET',
  url: `/sikka-connect/uninsured?dentistInfoId=${officeId}`,
});
const connectionOf = (res: { body: unknown }) => (res.body as PmsConnectionResponse).connection;
const auditCount = async (action: string, officeId = downtown.id) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.officeId, officeId)))
  ).length;

const { key, first, second } = await pmsOfficeForTests(t, downtown);

describe('which systems an office can connect', () => {
  it("lists the brand's systems, 'other' not connectable, and no connection yet", async () => {
    const res = await as(owner, supported(downtown.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as PmsSupportedResponse;
    expect(body.systems.map((s) => s.value)).toEqual(PMS_OPTIONS.dental.map((o) => o.value));
    expect(body.systems.find((s) => s.value === 'other')?.connectable).toBe(false);
    expect(body.systems.find((s) => s.value === 'dentrix')?.connectable).toBe(true);
    expect(body.connection).toBeNull();
    // Standard staff and the platform's admins read it too.
    expect((await as(staff, supported(downtown.id))).status).toBe(200);
    expect((await as(platform, supported(downtown.id))).status).toBe(200);
  });

  it("lists the vision brand's systems on the vision site", async () => {
    const res = await as(owner, supported(downtown.id), VISION);
    expect((res.body as PmsSupportedResponse).systems.map((s) => s.label)).toEqual([
      'OfficeMate',
      'Crystal',
      'Revolution',
      'Compulink',
      'Other',
    ]);
  });

  it("refuses another brand's system, 'other' and an unknown one, writing nothing", async () => {
    for (const [system, headers] of [
      ['officeMate', {}],
      ['dentrix', VISION],
      ['other', {}],
      ['nonsense', {}],
    ] as const) {
      const res = await expectNothingWritten(t, () => as(owner, connect(downtown.id, system), headers), 400);
      expect((res.body as { errors: Record<string, string> }).errors.pmsSystem).toBeTruthy();
    }
    await expectNothingWritten(t, () => as(owner, connect(downtown.id, '')), 400);
  });
});

describe('before the office is connected', () => {
  it('refuses the toggles and a disconnect (409) and lists no providers', async () => {
    for (const c of [
      toggle('toggleWriteAbilities', downtown.id, true),
      toggle('toggleNotifyUninsured', downtown.id, true),
      disconnect(downtown.id),
    ]) {
      await expectNothingWritten(t, () => as(owner, c), 409, PMS_WORDS.notConnected);
    }
    const posting = await as(owner, getPosting(downtown.id));
    expect(posting.body).toEqual({ providerPayment: null, providers: [] });
    expect((await as(owner, uninsured(downtown.id))).body).toEqual({ patients: [], state: 'not_connected' });
  });
});

describe('connecting', () => {
  it('refuses standard staff (403) and another practice (404), writing nothing', async () => {
    for (const c of [
      connect(downtown.id, 'dentrix'),
      disconnect(downtown.id),
      toggle('toggleWriteAbilities', downtown.id, true),
      toggle('toggleNotifyUninsured', downtown.id, true),
      setPosting(downtown.id),
    ]) {
      await expectNothingWritten(t, () => as(staff, c), 403);
      await expectNothingWritten(t, () => as(owner2, c), 404);
    }
    for (const c of [supported(downtown.id), getPosting(downtown.id), uninsured(downtown.id)]) {
      expect((await as(owner2, c)).status).toBe(404);
    }
    expect((await as(owner, supported(lakeside.id))).status).toBe(404);
  });

  it('connects, names the system on the profile, counts the matches and audits it', async () => {
    const res = await as(admin, connect(downtown.id, 'dentrix'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as PmsConnectionResponse)._message).toBe(PMS_MESSAGES.connected);
    const [unmatched] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberList)
      .where(
        and(
          eq(memberList.officeId, downtown.id),
          eq(memberList.deleted, false),
          sql`${memberList.subscriptionId} is not null`,
          isNull(memberList.chartId),
        ),
      );
    expect(connectionOf(res)).toMatchObject({
      status: 'connected',
      system: 'dentrix',
      systemLabel: 'Dentrix',
      via: 'simulated',
      writeBack: false,
      notifyUninsured: false,
      pmsPatients: 4,
      matchedMembers: 2,
      unmatchedMembers: unmatched?.n,
      matchesToConfirm: 1,
      lastError: null,
      writes: { queued: 0, written: 0, failed: 0 },
    });
    expect(connectionOf(res).connectedAt).not.toBeNull();
    const [profile] = await t.db.select().from(officeProfiles).where(eq(officeProfiles.officeId, downtown.id));
    expect(profile?.pmsSystem).toBe('dentrix');
    expect(await auditCount('pms.connect')).toBe(1);
    const read = await as(staff, supported(downtown.id));
    expect((read.body as PmsSupportedResponse).connection).toMatchObject({ status: 'connected', matchedMembers: 2 });
  });
});

describe('write-back', () => {
  it("queues every matched member's membership when turned on, and skips the waiting ones when off", async () => {
    const on = await as(owner, toggle('toggleWriteAbilities', downtown.id, true));
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(connectionOf(on)).toMatchObject({ writeBack: true, writes: { queued: 2 } });
    const queued = await t.db
      .select({ memberId: pmsWrites.memberId, status: pmsWrites.status, kind: pmsWrites.kind })
      .from(pmsWrites)
      .where(eq(pmsWrites.officeId, downtown.id))
      .orderBy(pmsWrites.memberId);
    expect(queued).toEqual([
      { memberId: first.memberId, status: 'queued', kind: 'membership' },
      { memberId: second.memberId, status: 'queued', kind: 'membership' },
    ]);
    // On again: each member keeps their one queued row.
    await as(owner, toggle('toggleWriteAbilities', downtown.id, true));
    expect(await t.db.select().from(pmsWrites).where(eq(pmsWrites.officeId, downtown.id))).toHaveLength(2);

    const off = await as(owner, toggle('toggleWriteAbilities', downtown.id, false));
    expect(connectionOf(off)).toMatchObject({ writeBack: false, writes: { queued: 0 } });
    const after = await t.db.select().from(pmsWrites).where(eq(pmsWrites.officeId, downtown.id));
    expect(after.map((w) => w.status)).toEqual(['skipped', 'skipped']);
    // Off, a change to a matched member queues nothing (the trigger reads the flag).
    await t.db.update(members).set({ chartId: 'C100' }).where(eq(members.id, second.memberId));
    await t.db.update(members).set({ chartId: 'C101' }).where(eq(members.id, second.memberId));
    expect(await t.db.select().from(pmsWrites).where(eq(pmsWrites.officeId, downtown.id))).toHaveLength(2);
    expect(await auditCount('pms.write_back')).toBe(3);
    // Left on for the rest of the file.
    await as(owner, toggle('toggleWriteAbilities', downtown.id, true));
  });
});

describe('uninsured PMS patients', () => {
  it('lists them only when asked, leaving out running members, and audits the read', async () => {
    expect((await as(staff, uninsured(downtown.id))).body).toEqual({ patients: [], state: 'off' });
    const on = await as(owner, toggle('toggleNotifyUninsured', downtown.id, true));
    expect(connectionOf(on).notifyUninsured).toBe(true);
    const reads = await auditCount('pms_uninsured.read');
    const res = await as(staff, uninsured(downtown.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as UninsuredResponse;
    expect(body.state).toBe('ok');
    expect(body.patients.map((p) => p.chartId)).toEqual(['C102']);
    expect(body.patients[0]).toMatchObject({ firstName: 'Nora', lastName: 'Quill', carrier: null, memberId: null });
    expect(await auditCount('pms_uninsured.read')).toBe(reads + 1);
    expect(await auditCount('pms.notify_uninsured')).toBe(1);
  });
});

describe('ledger posting settings', () => {
  it('saves how payments are posted and lists the providers of the PMS', async () => {
    const bad = { ...postingFields, postAs: 'gift' };
    await expectNothingWritten(t, () => as(owner, setPosting(downtown.id, bad)), 400);
    await expectNothingWritten(t, () => as(owner, setPosting(downtown.id, { ...postingFields, providerId: '' })), 400);
    const res = await as(owner, setPosting(downtown.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _message: PMS_MESSAGES.providerPaymentSaved, providerPayment: postingFields });
    const read = await as(staff, getPosting(downtown.id));
    expect(read.body as ProviderPaymentResponse).toMatchObject({
      providerPayment: postingFields,
      providers: [{ id: 'DDS1', name: 'Dr. Ana Ruiz' }],
    });
    expect(await auditCount('pms.provider_payment')).toBe(1);
  });
});

describe('a hub outage', () => {
  it('answers 503 in plain words, records the failure, and keeps the toggles for the next connection', async () => {
    await t.db
      .update(simPmsPractices)
      .set({ outageUntil: new Date(t.clock.now().getTime() + 3600_000) })
      .where(eq(simPmsPractices.practiceKey, key));
    const res = await as(owner, connect(downtown.id, 'dentrix'));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ _message: PMS_WORDS.unavailable });
    const [row] = await t.db.select().from(pmsConnections).where(eq(pmsConnections.officeId, downtown.id));
    expect(row).toMatchObject({ status: 'failed', writeBack: true, notifyUninsured: true });
    expect(row?.lastError).toBeTruthy();
    expect(await auditCount('pms.connect_failed')).toBe(1);
    // Failed is not connected: the toggles wait for a connection.
    await expectNothingWritten(t, () => as(owner, toggle('toggleNotifyUninsured', downtown.id, false)), 409);

    await t.db.update(simPmsPractices).set({ outageUntil: null }).where(eq(simPmsPractices.practiceKey, key));
    const again = await as(owner, connect(downtown.id, 'dentrix'));
    expect(again.status).toBe(200);
    expect(connectionOf(again)).toMatchObject({ status: 'connected', writeBack: true, notifyUninsured: true });
    expect(connectionOf(again).lastError).toBeNull();
  });
});

describe('disconnecting', () => {
  it('keeps chart matches and settings, and a second disconnect is refused', async () => {
    const res = await as(owner, disconnect(downtown.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(connectionOf(res)).toMatchObject({ status: 'disconnected', matchedMembers: 2, writeBack: true });
    expect(connectionOf(res).disconnectedAt).not.toBeNull();
    const [kept] = await t.db.select().from(members).where(eq(members.id, first.memberId));
    expect(kept?.chartId).toBe('C100');
    expect((await as(owner, getPosting(downtown.id))).body).toMatchObject({
      providerPayment: postingFields,
      providers: [],
    });
    expect((await as(owner, uninsured(downtown.id))).body).toEqual({ patients: [], state: 'not_connected' });
    await expectNothingWritten(t, () => as(owner, disconnect(downtown.id)), 409);
    expect(await auditCount('pms.disconnect')).toBe(1);
  });
});
