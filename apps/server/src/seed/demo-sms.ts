import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { SIMULATED_ID_PREFIX } from '../adapters/sms/simulated-sms';
import type { Db } from '../db/connection';
import { members, organizations, smsOptOuts, smsOutbox } from '../db/schema';

const HOUR = 3_600_000;

type DemoText = {
  hoursAgo: number;
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'blocked';
  error?: string;
  /** A number of the demo's own instead of the household's (the unreachable one, the one that replied STOP). */
  to?: string;
  text: (office: string, link: string) => string;
};

const failedPayment = (office: string, link: string) =>
  `${office}: your membership payment did not go through. Update your card to keep your plan: ${link}`;
const finalNotice = (office: string, link: string) =>
  `${office}: we tried your card 3 times and could not take your membership payment. Pay now to keep your plan: ${link}`;

/** The number that replied STOP (on the opt-out list), and the one whose handset the simulated network cannot reach. */
export const DEMO_STOPPED_PHONE = '+15125550177';
const UNREACHABLE_PHONE = '512-555-0000';

/** Failed-payment notices in every state the SMS report shows, newest last. */
const TEXTS: DemoText[] = [
  { hoursAgo: 120, status: 'delivered', text: failedPayment },
  { hoursAgo: 96, status: 'delivered', text: finalNotice },
  {
    hoursAgo: 72,
    status: 'failed',
    to: UNREACHABLE_PHONE,
    error: 'Simulated 30003: the handset is unreachable',
    text: failedPayment,
  },
  { hoursAgo: 50, status: 'blocked', to: DEMO_STOPPED_PHONE, error: 'The number replied STOP', text: failedPayment },
  { hoursAgo: 26, status: 'delivered', text: failedPayment },
  { hoursAgo: 3, status: 'sent', text: finalNotice },
  { hoursAgo: 0.1, status: 'queued', text: failedPayment },
];

/**
 * The super admin's SMS report (issue 24): failed-payment texts to demo households in every status, as the simulated
 * provider leaves them, and one number on the opt-out list (it replied STOP) whose text was blocked.
 */
export async function seedDemoSms(db: Db, now: Date): Promise<void> {
  const households = await db
    .select({
      userId: members.userId,
      organizationId: members.organizationId,
      phone: members.phone,
      officeName: organizations.name,
    })
    .from(members)
    .innerJoin(organizations, sql`${organizations.id} = ${members.organizationId}`)
    .where(and(isNull(members.accountOwnerId), isNull(members.deletedAt), isNotNull(members.userId)))
    .orderBy(members.id)
    .limit(TEXTS.length);
  if (households.length === 0) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db.insert(smsOptOuts).values({ phone: DEMO_STOPPED_PHONE, source: 'reply', optedOutAt: at(60) });
  await db.insert(smsOutbox).values(
    TEXTS.map((t, i) => {
      const household = households[i % households.length] as (typeof households)[number];
      const created = at(t.hoursAgo);
      const handed = t.status !== 'queued' && t.status !== 'blocked';
      return {
        organizationId: household.organizationId,
        patientUserId: household.userId,
        to: t.to ?? household.phone ?? '512-555-0142',
        text: t.text(household.officeName, 'https://app.example/pay'),
        status: t.status,
        error: t.error ?? null,
        providerMessageId: handed ? `${SIMULATED_ID_PREFIX}demo${String(i).padStart(26, '0')}` : null,
        createdAt: created,
        sentAt: handed ? new Date(created.getTime() + 2_000) : null,
        updatedAt: new Date(created.getTime() + (handed ? 8_000 : 1_000)),
      };
    }),
  );
}
