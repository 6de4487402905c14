import type { TenantConfig } from '@mhq/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { auditLog, offices, supportReplies, supportRequests, users } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Step = { by: 'alex' | 'sam'; hoursLater: number } & (
  | { does: 'assign'; to: 'alex' | 'sam' }
  | { does: 'answer' | 'note'; text: string }
  | { does: 'close' }
);

type DemoRequest = {
  from: string;
  office: 'demo-downtown' | 'demo-uptown' | null;
  daysAgo: number;
  issueType?: 'billing' | 'member' | 'plan' | 'treatment';
  message: (tenant: TenantConfig) => string;
  steps: Step[];
};

/**
 * Requests in every state of the inbox (issue 24): a new one nobody took, one assigned with an internal note, one
 * answered, one closed. Each step is in the audit log too, as the inbox writes it, so each request's history reads
 * whole.
 */
const REQUESTS: DemoRequest[] = [
  {
    from: 'admin@demo.test',
    office: 'demo-downtown',
    daysAgo: 0.2,
    message: (t) =>
      `Our new ${t.professionalName === 'dentist' ? 'hygienist' : 'optician'} did not get her invitation email. Could you check whether it was sent to jordan.lee@brightsmiles.example?`,
    steps: [],
  },
  {
    from: 'owner@demo.test',
    office: 'demo-uptown',
    daysAgo: 2,
    issueType: 'billing',
    message: () =>
      'A family on the monthly plan says their card was charged twice this month. Their last name is Okafor. Can you confirm before we refund anything?',
    steps: [
      { by: 'alex', hoursLater: 1, does: 'assign', to: 'alex' },
      {
        by: 'alex',
        hoursLater: 2,
        does: 'note',
        text: 'Only one charge in the ledger for this period; the second is a pending authorization that will drop off. Will confirm with the processor.',
      },
    ],
  },
  {
    from: 'patient@demo.test',
    office: null,
    daysAgo: 4,
    message: () => 'How do I change the card my membership is paid with? The old one expires next month.',
    steps: [
      { by: 'sam', hoursLater: 3, does: 'assign', to: 'sam' },
      {
        by: 'sam',
        hoursLater: 4,
        does: 'answer',
        text: 'Sign in, open Payment History and choose Update payment method. The new card is used from your next payment on.',
      },
    ],
  },
  {
    from: 'staff@demo.test',
    office: 'demo-downtown',
    daysAgo: 12,
    message: () => 'Where do we find the printable enrollment form for patients who prefer paper?',
    steps: [
      { by: 'alex', hoursLater: 2, does: 'assign', to: 'alex' },
      {
        by: 'alex',
        hoursLater: 3,
        does: 'answer',
        text: 'It is in the side menu under Add Member > Printable Enrollment Form. It prints with your office’s plans and prices.',
      },
      { by: 'alex', hoursLater: 30, does: 'close' },
    ],
  },
];

const STATUS_AFTER = { assign: 'assigned', answer: 'answered', close: 'closed' } as const;

export async function seedDemoSupport(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
      org: users.organizationId,
    })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@demo.test',
        'owner@demo.test',
        'patient@demo.test',
        'staff@demo.test',
        'platform@demo.test',
        'super@demo.test',
      ]),
    );
  const person = (email: string) => people.find((p) => p.email === email);
  const alex = person('platform@demo.test');
  const sam = person('super@demo.test');
  if (!alex || !sam) return;
  const admins = { alex, sam };

  for (const r of REQUESTS) {
    const sender = person(r.from);
    if (!sender) continue;
    const [office] = r.office
      ? await tx
          .select({ id: offices.id, organizationId: offices.organizationId })
          .from(offices)
          .where(eq(offices.slug, r.office))
      : [];
    const organizationId = office?.organizationId ?? sender.org;
    const received = new Date(now.getTime() - r.daysAgo * DAY);
    let status: string = 'open';
    let assignedTo: number | null = null;
    let updatedAt = received;
    let closedAt: Date | null = null;
    const [row] = await tx
      .insert(supportRequests)
      .values({
        organizationId,
        officeId: office?.id ?? null,
        userId: sender.id,
        name: `${sender.first} ${sender.last}`,
        email: sender.email,
        message: r.message(tenant),
        issueType: r.issueType ?? null,
        createdAt: received,
        updatedAt: received,
      })
      .returning({ id: supportRequests.id });
    if (!row) continue;
    for (const step of r.steps) {
      const at = new Date(received.getTime() + step.hoursLater * HOUR);
      const actor = admins[step.by];
      const from = status;
      const detail: Record<string, unknown> = {};
      if (step.does === 'assign') {
        const to = admins[step.to];
        assignedTo = to.id;
        detail.assignedTo = { id: to.id, name: `${to.first} ${to.last}` };
      }
      if (step.does === 'answer' || step.does === 'note') {
        const [reply] = await tx
          .insert(supportReplies)
          .values({
            supportRequestId: row.id,
            authorUserId: actor.id,
            message: step.text,
            mailed: step.does === 'answer',
            createdAt: at,
          })
          .returning({ id: supportReplies.id });
        detail.replyId = reply?.id;
      }
      if (step.does !== 'note') status = STATUS_AFTER[step.does];
      if (step.does === 'close') closedAt = at;
      updatedAt = at;
      await tx.insert(auditLog).values({
        organizationId,
        officeId: office?.id ?? null,
        actorUserId: actor.id,
        action: `support_request.${step.does}`,
        targetType: 'support_request',
        targetId: String(row.id),
        detail: { from, to: status, ...detail },
        createdAt: at,
      });
    }
    await tx
      .update(supportRequests)
      .set({ status, assignedToUserId: assignedTo, updatedAt, closedAt })
      .where(eq(supportRequests.id, row.id));
  }
}
