import type { MyReviewResponse, OfficeReviewResponse, OfficeReviewsResponse, SaveReviewResponse } from '@mhq/contract';
import { REVIEW_TEXT_MAX } from '@mhq/domain';
import { desc, eq, gt, max } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, members, reviews } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { reviewCalls } from './reviews.fixtures';

// Reviews (issue 22): the patient rates and reviews their practice and may edit it; the office lists its reviews
// (newest first, with the average) and answers each once, editably; the patient is told by mail, in their language.

const t = await createTestApp();
const api = reviewCalls(t);
const downtown = (await officePage(t, 'demo-downtown')).office.id;
const uptown = (await officePage(t, 'demo-uptown')).office.id;
const lakeside = (await officePage(t, 'second-lakeside')).office.id;
let patient = '';
let owner = '';
let staff = '';
beforeEach(async () => {
  patient = await t.login('patient@demo.test');
  owner = await t.login('owner@demo.test');
  staff = await t.login('staff@demo.test');
});

const auditMark = async () => (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
const auditSince = (mark: number) => t.db.select().from(auditLog).where(gt(auditLog.id, mark));
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

describe("a patient's review of their practice", () => {
  it('has none at first, and names the practice it would review', async () => {
    const res = await api.mine(patient, downtown);
    expect(res.status).toBe(200);
    const body = res.body as MyReviewResponse;
    expect(body.review).toBeNull();
    expect(body.officeName).toMatch(/Downtown/);
  });

  it.each([
    ['six stars', { rating: 6, text: 'Great' }],
    ['no stars', { rating: 0, text: 'Great' }],
    ['half a star', { rating: 3.5, text: 'Great' }],
    ['no rating', { text: 'Great' }],
    ['words past the limit', { rating: 5, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) }],
  ])('refuses %s (400) and writes nothing', async (_, body) => {
    await expectNothingWritten(t, () => api.save(patient, downtown, body), 400);
  });

  it('posts a review, then edits the same one, never a second', async () => {
    const mark = await auditMark();
    const first = await api.save(patient, downtown, { rating: 5, text: '  Kind staff and easy payments.  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const posted = first.body as SaveReviewResponse;
    expect(posted._message).toMatch(/posted/);
    expect(posted.review).toMatchObject({ rating: 5, text: 'Kind staff and easy payments.', editedAt: null });

    t.clock.advance(60_000);
    const second = await api.save(patient, downtown, { rating: 4, text: 'Kind staff; a long wait this time.' });
    expect(second.status).toBe(200);
    const edited = second.body as SaveReviewResponse;
    expect(edited._message).toMatch(/updated/);
    expect(edited.review.reviewId).toBe(posted.review.reviewId);
    expect(edited.review.editedAt).not.toBeNull();

    const mine = (await api.mine(patient, downtown)).body as MyReviewResponse;
    expect(mine.review).toMatchObject({ rating: 4, text: 'Kind staff; a long wait this time.', answer: null });
    const [rosa] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    const rows = await t.db
      .select()
      .from(reviews)
      .where(eq(reviews.memberId, rosa?.id ?? 0));
    expect(rows).toHaveLength(1);
    // A review is patient data: each write is in the audit log.
    const lines = await auditSince(mark);
    expect(lines.filter((l) => l.action === 'review.change' && l.officeId === downtown)).toHaveLength(2);
  });

  it('is refused at a practice that does not hold their membership (404), and to the office team (403)', async () => {
    await expectNothingWritten(t, () => api.save(patient, uptown, { rating: 1, text: 'Never been there.' }), 404);
    await expectNothingWritten(t, () => api.mine(patient, lakeside), 404);
    await expectNothingWritten(t, () => api.save(owner, downtown, { rating: 5, text: 'We are the best.' }), 403);
  });
});

describe("the office's reviews", () => {
  const rosasReview = async () => {
    const list = (await api.list(owner, downtown)).body as OfficeReviewsResponse;
    const review = list.reviews.find((r) => r.memberName === 'Rosa Delgado');
    if (!review) throw new Error("Rosa's review is not listed");
    return { list, review };
  };

  it('lists them newest first, with who wrote each, the average of all, and those waiting for an answer', async () => {
    await api.save(patient, downtown, { rating: 2, text: 'The wait was long.' });
    const { list, review } = await rosasReview();
    const times = list.reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.summary.count).toBe(list.reviews.length);
    const exact = list.reviews.reduce((s, r) => s + r.rating, 0) / list.reviews.length;
    expect(Math.abs((list.summary.average ?? 0) - exact)).toBeLessThanOrEqual(0.05);
    expect(list.summary.byStars.reduce((a, b) => a + b, 0)).toBe(list.summary.count);
    const waiting = (await api.list(owner, downtown, 'unanswered')).body as OfficeReviewsResponse;
    expect(waiting.reviews.every((r) => r.answer === null)).toBe(true);
    expect(waiting.reviews.map((r) => r.reviewId)).toContain(review.reviewId);
    expect(waiting.reviews.length).toBe(list.summary.unanswered);
    // The demo's answered review is in the full list and not among those waiting.
    expect(list.reviews.some((r) => r.answer !== null)).toBe(true);
  });

  it('answers once, mails the patient, shows the answer to them, and edits it without a second mail', async () => {
    await api.save(patient, downtown, { rating: 4, text: 'Good visit.' });
    const { review } = await rosasReview();
    const before = (await mailsTo('patient@demo.test')).length;
    const res = await api.answer(staff, downtown, review.reviewId, 'Thank you, Rosa! See you in June.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as OfficeReviewResponse).review.answer?.text).toBe('Thank you, Rosa! See you in June.');
    const mails = await mailsTo('patient@demo.test');
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.subject).toMatch(/answered your review/);
    expect(mails[0]?.text).toContain('Thank you, Rosa! See you in June.');
    expect(mails[0]?.text).toContain('/patient/your-reviews');

    const mine = (await api.mine(patient, downtown)).body as MyReviewResponse;
    expect(mine.review?.answer).toMatchObject({ text: 'Thank you, Rosa! See you in June.', editedAt: null });

    t.clock.advance(60_000);
    const edit = await api.answer(owner, downtown, review.reviewId, 'Thank you, Rosa! See you in July.');
    expect(edit.status).toBe(200);
    expect((await mailsTo('patient@demo.test')).length).toBe(before + 1);
    const after = (await api.mine(patient, downtown)).body as MyReviewResponse;
    expect(after.review?.answer?.text).toBe('Thank you, Rosa! See you in July.');
    expect(after.review?.answer?.editedAt).not.toBeNull();
  });

  it("mails a Spanish-speaking household's answer in Spanish", async () => {
    const list = (await api.list(owner, downtown, 'unanswered')).body as OfficeReviewsResponse;
    const other = list.reviews.find((r) => r.memberName !== 'Rosa Delgado');
    if (!other) throw new Error('the demo has no other unanswered review at Downtown');
    await t.db
      .update(members)
      .set({ spanish: true, email: 'lucia@example.test' })
      .where(eq(members.id, other.memberId));
    const res = await api.answer(owner, downtown, other.reviewId, 'Gracias por su visita.');
    expect(res.status).toBe(200);
    const [mail] = await mailsTo('lucia@example.test');
    expect(mail?.subject).toMatch(/respondió a su reseña/);
    expect(mail?.text).toContain('Gracias por su visita.');
  });

  it('refuses an empty answer (400) and another organization’s review (404), writing nothing', async () => {
    const { review } = await rosasReview();
    await expectNothingWritten(t, () => api.answer(owner, downtown, review.reviewId, '   '), 400);
    const lakesideMember = (await t.db.select().from(members).where(eq(members.officeId, lakeside)).limit(1))[0];
    if (!lakesideMember) throw new Error('no Lakeside member');
    const [foreign] = await t.db
      .insert(reviews)
      .values({
        organizationId: lakesideMember.organizationId,
        officeId: lakeside,
        memberId: lakesideMember.id,
        rating: 5,
        body: 'Lovely.',
      })
      .returning();
    const foreignId = foreign?.id ?? 0;
    await expectNothingWritten(t, () => api.answer(owner, downtown, foreignId, 'Thanks!'), 404);
    await expectNothingWritten(t, () => api.answer(owner, lakeside, foreignId, 'Thanks!'), 404);
  });
});
