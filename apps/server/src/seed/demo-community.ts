import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { communityGroups, offices, users } from '../db/schema';
import { enrolThroughChannel, householdsWithoutEnrolment } from './demo-channel-households';

const DAY = 86_400_000;

/** The demo's active community group's code (its link: /community-enroll/GRACECHURCH). */
export const DEMO_COMMUNITY_CODE = 'GRACECHURCH';

/**
 * CommunityConnect at Demo Downtown (issue 25): an active church group with its code and 10% discount, two of
 * Downtown's households that enrolled with it (their enrolments name the group, so the members list's 'community'
 * filter and the group's page show them, with the payments the demo's history already made), and a youth soccer
 * club an organizer asked for, waiting for the office to set it up. None elsewhere. After seedDemoBusinessConnect,
 * whose households it leaves alone.
 */
export async function seedDemoCommunity(tx: Db, now: Date): Promise<void> {
  const [downtown] = await tx
    .select({ id: offices.id, organizationId: offices.organizationId })
    .from(offices)
    .where(eq(offices.slug, 'demo-downtown'));
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  if (!downtown || !owner) return;
  const createdAt = new Date(now.getTime() - 120 * DAY);
  const [church] = await tx
    .insert(communityGroups)
    .values({
      organizationId: downtown.organizationId,
      officeId: downtown.id,
      name: 'Grace Community Church',
      kind: 'church',
      code: DEMO_COMMUNITY_CODE,
      discountPercent: 10,
      planIds: [],
      organizerName: 'Ruth Miller',
      organizerEmail: 'ruth.miller@grace-church.test',
      organizerPhone: '5125550123',
      note: 'Announced in the Sunday bulletin.',
      status: 'active',
      createdByUserId: owner.id,
      updatedAt: createdAt,
      createdAt,
    })
    .returning({ id: communityGroups.id });
  const askedAt = new Date(now.getTime() - 2 * DAY);
  await tx.insert(communityGroups).values({
    organizationId: downtown.organizationId,
    officeId: downtown.id,
    name: 'Northside Youth Soccer',
    kind: 'club',
    code: null,
    organizerName: 'Marcus Lee',
    organizerEmail: 'marcus.lee@northside-soccer.test',
    organizerPhone: '5125550188',
    note: 'About 80 people. Families of our players, mostly with young children.',
    status: 'requested',
    updatedAt: askedAt,
    createdAt: askedAt,
  });
  if (!church) return;

  // Two households with running plans that no demo account and no earlier enrolment (referrals', employers') stand
  // for, the last ones listed (the first few are other demos'); enrolled the day their first plan began.
  const candidates = await householdsWithoutEnrolment(tx, downtown);
  for (const household of candidates.filter((c) => c.status === 'active').slice(-2)) {
    await enrolThroughChannel(tx, downtown, household, { communityGroupId: church.id }, 'demo CommunityConnect');
  }
}
