import type {
  CancellationRequestResponse,
  LeavingTermsResponse,
  PendingCancellationRequestsResponse,
} from '@mhq/contract';
import { addDays, formatUsDay } from '@mhq/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, memberEvents } from '../../db/schema';
import { billingFixtures } from '../../jobs/billing.fixtures';
import { type Patient, patientSignedIn } from '../../jobs/portal.fixtures';
import { createTestApp } from '../../test/harness';
import { chargesOf, enrolByCard, subscriptionRow } from './subscription-cash.fixtures';

const t = await createTestApp();
const { page, downtown, moveDays, moveTo, runNow, household } = await billingFixtures(t);
// Deciding on a cancellation is the owner's or an office admin's (the office permission matrix).
const officeAdmin = () => t.login('admin@demo.test');

/** A household enrolled by card today, its owner signed in to the portal. */
async function signedInHousehold(opts: { language?: 'en' | 'es' } = {}) {
  const h = opts.language ? await enrolled(opts.language) : await household();
  const patient = await patientSignedIn(t, h.ownerId);
  return { ...h, patient, sub: h.subscriptionIds[0] ?? 0 };
}

async function enrolled(language: 'en' | 'es') {
  const e = await enrolByCard(t, page, { language });
  const ownerId = e.members[0]?.memberId ?? 0;
  const first = await subscriptionRow(t, e.subscriptionIds[0] ?? 0);
  return { ...e, ownerId, renewsOn: first.nextRenewalOn ?? '' };
}

/** The patient calls again with a fresh sign-in when moving the clock ended the session. */
async function asPatient(p: Patient, call: (token: string) => ReturnType<typeof t.call>) {
  const res = await call(p.token);
  if (res.status !== 401) return res;
  p.token = await t.login(p.email, 'portal-password-1', t.newIp());
  return call(p.token);
}

const terms = (p: Patient, memberId: number, subscriptionId: number) =>
  asPatient(p, (token) =>
    t.call({
      method: 'GET',
      url: `/api/v1/users/me/account/cancellation-request?dentistInfoId=${downtown}&memberId=${memberId}&subscriptionId=${subscriptionId}`,
      token,
    }),
  );

const ask = (p: Patient, body: Record<string, unknown>) =>
  asPatient(p, (token) =>
    t.call({
      method: 'POST',
      url: '/api/v1/users/me/account/cancellation-request',
      payload: { dentistInfoId: downtown, reason: 12, termsRead: true, ...body },
      token,
    }),
  );

const decide = async (what: 'confirm' | 'keep', body: Record<string, unknown>, token?: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/subscription/cancellation-requests/${what}`,
    payload: body,
    token: token ?? (await officeAdmin()),
  });

async function pendingList() {
  const res = await t.call({
    method: 'GET',
    url: `/api/v1/dentists/${downtown}/subscription/cancellation-requests`,
    token: await officeAdmin(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as PendingCancellationRequestsResponse).requests;
}

const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

describe("a household's cancellation request", () => {
  it('explains the terms, then makes the plan cancellation_requested until the office decides, and tells both', async () => {
    const h = await signedInHousehold();
    const before = await terms(h.patient, h.ownerId, h.sub);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body as LeavingTermsResponse).toMatchObject({
      planName: 'Adult Wellness',
      term: 'monthly',
      paidThrough: h.renewsOn,
      requestedAt: null,
      refusal: null,
    });

    const res = await ask(h.patient, { memberId: h.ownerId, subscriptionId: h.sub, note: 'Moving to Denver.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as CancellationRequestResponse;
    expect(body._message).toContain('stays active until the office confirms');
    expect(body.terms).toMatchObject({ refusal: 'alreadyRequested', requestedReason: 12 });
    expect(await subscriptionRow(t, h.sub)).toMatchObject({
      status: 'cancellation_requested',
      endsOn: null,
      nextRenewalOn: h.renewsOn,
      cancelReason: 12,
      cancelNote: 'Moving to Denver.',
    });
    expect((await subscriptionRow(t, h.sub)).cancelRequestedAt).not.toBeNull();
    expect((await mailsTo(h.patient.email))[0]?.subject).toContain('We received your cancellation request');

    const listed = (await pendingList()).find((r) => r.subscriptionId === h.sub);
    expect(listed).toMatchObject({ memberId: h.ownerId, reasonLabel: 'Patient request', note: 'Moving to Denver.' });
    expect(listed?.endsIfConfirmed).toBe(h.renewsOn);

    // Asked twice (a double tap): told it is already sent, nothing more written.
    const again = await ask(h.patient, { memberId: h.ownerId, subscriptionId: h.sub });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      _message: 'You already asked to cancel this plan. The office will contact you.',
    });
  });

  it('confirmed by the office: ends at the end of the paid period as the office cancels, never charged again', async () => {
    const h = await signedInHousehold();
    expect((await ask(h.patient, { memberId: h.ownerId, subscriptionId: h.sub, reason: 3 })).status).toBe(200);
    // A standard user may not decide: cancelling is the owner's or an office admin's.
    const refused = await decide(
      'confirm',
      { memberId: h.ownerId, subscriptionId: h.sub },
      await t.login('staff@demo.test'),
    );
    expect(refused.status).toBe(403);

    const res = await decide('confirm', { memberId: h.ownerId, subscriptionId: h.sub });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _message: expect.stringContaining(`ends on ${formatUsDay(h.renewsOn)}`),
      subscription: { status: 'cancellation_requested', endsOn: h.renewsOn },
    });
    expect((await subscriptionRow(t, h.sub)).cancelRequestedAt).toBeNull();
    expect((await pendingList()).some((r) => r.subscriptionId === h.sub)).toBe(false);
    expect((await mailsTo(h.patient.email))[0]?.subject).toContain('Your cancellation is confirmed');
    expect((await decide('keep', { memberId: h.ownerId, subscriptionId: h.sub })).status).toBe(409);

    await moveTo(h.renewsOn);
    await moveDays(1);
    expect(await subscriptionRow(t, h.sub)).toMatchObject({ status: 'canceled', nextRenewalOn: null });
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
  });

  it('kept by the office: back to active, the household told in its language (Spanish)', async () => {
    const h = await signedInHousehold({ language: 'es' });
    const res = await ask(h.patient, { memberId: h.ownerId, subscriptionId: h.sub, reason: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as CancellationRequestResponse)._message).toContain('sigue activo');
    expect((await mailsTo(h.patient.email))[0]?.subject).toContain('Recibimos su solicitud de cancelación');

    const kept = await decide('keep', { memberId: h.ownerId, subscriptionId: h.sub, note: 'Called: staying.' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await subscriptionRow(t, h.sub)).toMatchObject({
      status: 'active',
      cancelRequestedAt: null,
      canceledAt: null,
      cancelReason: null,
      cancelNote: null,
      endsOn: null,
      nextRenewalOn: h.renewsOn,
    });
    expect((await mailsTo(h.patient.email))[0]?.subject).toContain('Su plan continúa');
    const [line] = await t.db
      .select()
      .from(memberEvents)
      .where(eq(memberEvents.subscriptionId, h.sub))
      .orderBy(desc(memberEvents.id))
      .limit(1);
    expect(line?.kind).toBe('subscription.cancellation_request_kept');
    expect(line?.summary).toContain('Called: staying.');
    // Kept, the household may ask again later.
    expect(((await terms(h.patient, h.ownerId, h.sub)).body as LeavingTermsResponse).refusal).toBeNull();
  });

  it("answers 404 for another household's member and 400 for a reason the patient may not give, writing nothing", async () => {
    const a = await signedInHousehold();
    const b = await signedInHousehold();
    expect((await terms(a.patient, b.ownerId, b.sub)).status).toBe(404);
    expect((await ask(a.patient, { memberId: b.ownerId, subscriptionId: b.sub })).status).toBe(404);
    // Their own member with someone else's subscription: 404 too.
    expect((await ask(a.patient, { memberId: a.ownerId, subscriptionId: b.sub })).status).toBe(404);

    for (const bad of [
      { reason: 2 },
      { reason: 99 },
      { reason: '12' },
      { termsRead: false },
      { note: 'x'.repeat(501) },
    ]) {
      const res = await ask(a.patient, { memberId: a.ownerId, subscriptionId: a.sub, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toHaveProperty('_message');
    }
    expect(await subscriptionRow(t, a.sub)).toMatchObject({
      status: 'active',
      cancelRequestedAt: null,
      canceledAt: null,
    });
    expect(await subscriptionRow(t, b.sub)).toMatchObject({ status: 'active', cancelRequestedAt: null });
  });

  it('holds the renewal while the office decides: neither charged nor ended; kept, the held period is charged once', async () => {
    const h = await signedInHousehold();
    expect((await ask(h.patient, { memberId: h.ownerId, subscriptionId: h.sub })).status).toBe(200);
    await moveTo(addDays(h.renewsOn, 3));
    expect(await subscriptionRow(t, h.sub)).toMatchObject({
      status: 'cancellation_requested',
      nextRenewalOn: h.renewsOn,
    });
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);

    expect((await decide('keep', { memberId: h.ownerId, subscriptionId: h.sub })).status).toBe(200);
    await runNow();
    await runNow();
    const charges = await chargesOf(t, h.ownerId);
    expect(charges).toHaveLength(2);
    const row = await subscriptionRow(t, h.sub);
    expect(row).toMatchObject({ status: 'active', currentPeriodStart: h.renewsOn });
  });

  it('confirmed after the renewal day passed: ends today, the held days never charged', async () => {
    const h = await signedInHousehold();
    expect((await ask(h.patient, { memberId: h.ownerId, subscriptionId: h.sub })).status).toBe(200);
    await moveTo(addDays(h.renewsOn, 2));
    const res = await decide('confirm', { memberId: h.ownerId, subscriptionId: h.sub });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const today = addDays(h.renewsOn, 2);
    expect(await subscriptionRow(t, h.sub)).toMatchObject({ status: 'cancellation_requested', endsOn: today });
    await moveDays(1);
    expect(await subscriptionRow(t, h.sub)).toMatchObject({ status: 'canceled' });
    expect(await chargesOf(t, h.ownerId)).toHaveLength(1);
  });
});
