import type { AdminReviewResponse, AdminReviewsResponse, MyReviewResponse, OfficeReviewsResponse } from '@mhq/contract';
import { and, eq, gt, max } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, members, reviews } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { reviewCalls } from './reviews.fixtures';

// Moderation of reviews (issue 22, /admin/reviews): the platform's admins list every office's reviews, hide a review's
// abusive text with a reason (the office and the author then see a notice; the rating still counts) and show it again;
// every look and every decision is in the audit log.

const t = await createTestApp();
const api = reviewCalls(t);
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
let admin = '';
let patient = '';
let owner = '';
beforeEach(async () => {
  admin = await t.login('platform@demo.test');
  patient = await t.login('patient@demo.test');
  owner = await t.login('owner@demo.test');
});

const auditMark = async () => (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
const auditSince = (mark: number) => t.db.select().from(auditLog).where(gt(auditLog.id, mark));

// The demo patient's review, the one moderated here.
const ABUSIVE = 'The receptionist is an idiot and should be fired.';
let reviewId = 0;
let rosaId = 0;
beforeEach(async () => {
  if (reviewId) return;
  const res = await api.save(patient, downtown, { rating: 1, text: ABUSIVE });
  reviewId = (res.body as { review: { reviewId: number } }).review.reviewId;
  const [rosa] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
  rosaId = rosa?.id ?? 0;
});

describe('the moderators’ list', () => {
  it('shows every office’s reviews with the office, newest first, narrowed to one office on asking', async () => {
    const mark = await auditMark();
    const all = (await api.adminList(admin)).body as AdminReviewsResponse;
    expect(all.reviews.map((r) => r.reviewId)).toContain(reviewId);
    expect(all.total).toBeGreaterThanOrEqual(all.reviews.length);
    expect(all.offices.find((o) => o.id === downtown)?.count).toBeGreaterThan(0);
    const times = all.reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const one = (await api.adminList(admin, `?officeId=${lakeside}`)).body as AdminReviewsResponse;
    expect(one.reviews.every((r) => r.officeId === lakeside)).toBe(true);
    // Reading patients' reviews across offices is audited.
    expect((await auditSince(mark)).filter((l) => l.action === 'reviews.read')).toHaveLength(2);
  });

  it('is the platform admins’ alone (404 for the office and the patient: the call does not exist for them)', async () => {
    await expectNothingWritten(t, () => api.adminList(owner), 404);
    await expectNothingWritten(
      t,
      () => api.visibility(owner, downtown, reviewId, { hidden: true, reason: 'x'.repeat(5) }),
      404,
    );
    await expectNothingWritten(
      t,
      () => api.visibility(patient, downtown, reviewId, { hidden: true, reason: 'nope' }),
      404,
    );
  });
});

describe('hiding a review', () => {
  it('needs a reason (400) and the review’s own office (404), writing nothing', async () => {
    await expectNothingWritten(t, () => api.visibility(admin, downtown, reviewId, { hidden: true, reason: '' }), 400);
    await expectNothingWritten(
      t,
      () => api.visibility(admin, downtown, reviewId, { hidden: 'yes', reason: 'Abuse' }),
      400,
    );
    await expectNothingWritten(
      t,
      () => api.visibility(admin, lakeside, reviewId, { hidden: true, reason: 'Abuse' }),
      404,
    );
  });

  it('replaces the text with a notice for the office and the author, keeps the rating, and audits the reason', async () => {
    const mark = await auditMark();
    const res = await api.visibility(admin, downtown, reviewId, { hidden: true, reason: 'Insults a staff member.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hidden = (res.body as AdminReviewResponse).review;
    expect(hidden).toMatchObject({ hidden: true, text: ABUSIVE, hiddenReason: 'Insults a staff member.' });
    expect(hidden.hiddenBy).toBe('Alex Morgan');

    const office = (await api.list(owner, downtown)).body as OfficeReviewsResponse;
    const seen = office.reviews.find((r) => r.reviewId === reviewId);
    expect(seen).toMatchObject({ hidden: true, text: null, rating: 1 });
    expect(JSON.stringify(office)).not.toContain('idiot');
    expect(office.summary.byStars[0]).toBeGreaterThan(0);
    const mine = (await api.mine(patient, downtown)).body as MyReviewResponse;
    expect(mine.review).toMatchObject({ hidden: true, text: null, rating: 1 });

    const lines = (await auditSince(mark)).filter((l) => l.action === 'review.hide');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      officeId: downtown,
      memberId: rosaId,
      targetType: 'review',
      targetId: String(reviewId),
      detail: { reason: 'Insults a staff member.' },
    });
    const listed = (await api.adminList(admin, '?show=hidden')).body as AdminReviewsResponse;
    expect(listed.reviews.map((r) => r.reviewId)).toContain(reviewId);
    expect(listed.reviews.every((r) => r.hidden)).toBe(true);
  });

  it('refuses to hide it twice (409), and marks it when the author rewrites it', async () => {
    await expectNothingWritten(
      t,
      () => api.visibility(admin, downtown, reviewId, { hidden: true, reason: 'Again' }),
      409,
    );
    t.clock.advance(60_000);
    await api.save(patient, downtown, { rating: 2, text: 'The front desk was rude to me.' });
    const listed = (await api.adminList(admin, `?officeId=${downtown}&show=hidden`)).body as AdminReviewsResponse;
    expect(listed.reviews.find((r) => r.reviewId === reviewId)).toMatchObject({
      editedSinceHidden: true,
      text: 'The front desk was rude to me.',
    });
  });

  it('shows it again with a reason, audited, and the office and the author read it again', async () => {
    const mark = await auditMark();
    const res = await api.visibility(admin, downtown, reviewId, { hidden: false, reason: 'Rewritten politely.' });
    expect(res.status).toBe(200);
    const mine = (await api.mine(patient, downtown)).body as MyReviewResponse;
    expect(mine.review).toMatchObject({ hidden: false, text: 'The front desk was rude to me.' });
    const [line] = (await auditSince(mark)).filter((l) => l.action === 'review.unhide');
    expect(line?.detail).toMatchObject({ reason: 'Rewritten politely.' });
    const [row] = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, reviewId)));
    expect(row).toMatchObject({ hiddenAt: null, hiddenReason: null });
  });
});
