import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { errorLogs, offices, users } from '../db/schema';

const HOUR = 3_600_000;

/**
 * A few past errors for the error logs page (issue 24), as the error handler and the scheduler write them: a payment
 * processor that did not answer during an enrolment, a dashboard that failed on a plan without a price, and a billing
 * run that lost its database connection.
 */
export async function seedDemoBackOfficeErrors(tx: Db, now: Date): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['owner@demo.test', 'staff@demo.test']));
  const owner = people.find((p) => p.email === 'owner@demo.test');
  const staff = people.find((p) => p.email === 'staff@demo.test');
  const [downtown] = await tx.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
  const [uptown] = await tx.select().from(offices).where(eq(offices.slug, 'demo-uptown'));
  if (!owner || !staff || !downtown || !uptown) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  await tx.insert(errorLogs).values([
    {
      kind: 'job',
      job: 'billing-run',
      errorName: 'Error',
      message: 'Connection terminated unexpectedly',
      stack: [
        'Error: Connection terminated unexpectedly',
        '    at Connection.<anonymous> (/app/node_modules/pg/lib/client.js:132:73)',
        '    at endPlans (/app/apps/server/src/jobs/billing-ends.ts:41:18)',
        '    at runBilling (/app/apps/server/src/jobs/billing-run.ts:196:12)',
        '    at Timeout.bill [as _onTimeout] (/app/apps/server/src/main.ts:64:21)',
      ].join('\n'),
      createdAt: ago(6 * 24 + 3),
    },
    {
      kind: 'request',
      requestId: 'req-3k9',
      method: 'POST',
      route: '/api/v1/users/{id}/members/add',
      status: 503,
      userId: owner.id,
      organizationId: downtown.organizationId,
      officeId: downtown.id,
      errorName: 'AppError',
      message: 'The payment processor could not be reached. Nothing was charged; please try again in a few minutes.',
      stack: [
        'AppError: The payment processor could not be reached. Nothing was charged; please try again in a few minutes.',
        '    at chargeFirstPeriod (/app/apps/server/src/modules/enrolment/enrolment-charge.ts:77:11)',
        '    at addMembers (/app/apps/server/src/modules/enrolment/enrolment.service.ts:142:5)',
      ].join('\n'),
      createdAt: ago(3 * 24 + 5),
    },
    {
      kind: 'request',
      requestId: 'req-7b2',
      method: 'GET',
      route: '/api/v1/dentists/{id}/dashboard',
      status: 500,
      userId: staff.id,
      organizationId: uptown.organizationId,
      officeId: uptown.id,
      errorName: 'TypeError',
      message: "Cannot read properties of undefined (reading 'priceCents')",
      stack: [
        "TypeError: Cannot read properties of undefined (reading 'priceCents')",
        '    at planMix (/app/apps/server/src/modules/dashboard/dashboard.service.ts:88:31)',
        '    at officeDashboard (/app/apps/server/src/modules/dashboard/dashboard.service.ts:41:22)',
      ].join('\n'),
      createdAt: ago(20),
    },
  ]);
}
