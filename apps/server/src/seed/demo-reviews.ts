import type { TenantConfig } from '@mhq/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { members, offices, officeUsers, reviews, users } from '../db/schema';

const DAY = 86_400_000;

type DemoReview = { rating: number; text: string; daysAgo: number; answer?: string };

/** What Downtown's patients wrote, in the brand's words; the newest is still waiting for the office's answer. */
const WORDS: Record<TenantConfig['id'], DemoReview[]> = {
  dental: [
    {
      rating: 5,
      daysAgo: 41,
      text: 'We joined the family plan after our insurance ended. Two cleanings a year each and 15% off the filling my son needed: it paid for itself by spring. The front desk explained everything without any pressure.',
      answer:
        'Thank you for trusting us with your family! We are glad the plan made it simple. See you at the next cleaning.',
    },
    {
      rating: 4,
      daysAgo: 23,
      text: 'Friendly hygienist and a very thorough exam. I waited about 20 minutes past my appointment time, which is the only reason for four stars.',
    },
    {
      rating: 5,
      daysAgo: 9,
      text: 'Dr. Whitfield took the time to show me my x-rays and explain my options. Paying monthly is much easier than a big bill at the end.',
    },
    { rating: 3, daysAgo: 2, text: 'Good care, but it took two calls to move my appointment.' },
  ],
  vision: [
    {
      rating: 5,
      daysAgo: 41,
      text: 'The membership covers our yearly eye exams and the discount on glasses made two new pairs affordable. The staff were patient while my daughter tried on frames.',
      answer:
        'Thank you for choosing us for your family! We are so glad your daughter found frames she loves. See you at next year’s exam.',
    },
    {
      rating: 4,
      daysAgo: 23,
      text: 'Very thorough exam and clear explanations. I waited about 20 minutes past my appointment time, which is the only reason for four stars.',
    },
    {
      rating: 5,
      daysAgo: 9,
      text: 'Dr. Whitfield walked me through the retinal images and answered every question. Paying monthly is much easier than one big bill.',
    },
    { rating: 3, daysAgo: 2, text: 'Good care, but it took two calls to move my appointment.' },
  ],
};

/**
 * A few reviews of Downtown by its households (not the demo patient, who writes their own), newest unanswered, the
 * oldest answered by the owner: /dentist-new/reviews has an average to show and a review waiting for an answer.
 */
export async function seedDemoReviews(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const [downtown] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  if (!downtown) return;
  const [owner] = await tx
    .select({ id: users.id })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(and(eq(officeUsers.officeId, downtown.id), eq(officeUsers.isOwner, true)))
    .limit(1);
  const words = WORDS[tenant.id];
  const authors = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.officeId, downtown.id),
        isNull(members.accountOwnerId),
        isNull(members.userId),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(asc(members.id))
    .limit(words.length);
  const rows = authors.flatMap((author, i) => {
    const w = words[i];
    if (!w) return [];
    const at = new Date(now.getTime() - w.daysAgo * DAY);
    const answeredAt = new Date(at.getTime() + DAY);
    return [
      {
        organizationId: downtown.organizationId,
        officeId: downtown.id,
        memberId: author.id,
        rating: w.rating,
        body: w.text,
        createdAt: at,
        updatedAt: at,
        ...(w.answer && owner ? { answer: w.answer, answeredAt, answeredByUserId: owner.id } : {}),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(reviews).values(rows);
}
