import type { PatientProfileResponse } from '@mhq/contract';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, mailOutbox, members } from '../../db/schema';
import { patientSignedIn } from '../../jobs/portal.fixtures';
import type { TestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import { enrolByCard } from '../subscriptions/subscription-cash.fixtures';

// The patient's profile tests: a household enrolled online at Downtown whose account owner signed in to the portal.

export async function profileFixtures(t: TestApp) {
  const page = await officePage(t, 'demo-downtown');

  /** A household enrolled by card today, its account owner signed in to their portal. */
  async function signedInHousehold(opts: Parameters<typeof enrolByCard>[2] = {}) {
    const e = await enrolByCard(t, page, opts);
    const patient = await patientSignedIn(t, e.members[0]?.memberId ?? 0);
    return { ...patient, enrolment: e };
  }

  /** A call of the patient's own profile calls, as the page makes it. */
  const profileCall = (token: string, path: string, payload?: object) =>
    t.call({
      method: payload === undefined && path === '' ? 'GET' : 'POST',
      url: `/api/v1/users/me/patient-profile${path}`,
      token,
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: t.newIp(),
    });

  async function profileOf(token: string) {
    const res = await profileCall(token, '');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as PatientProfileResponse).profile;
  }

  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
  const householdRows = (ownerId: number) =>
    t.db.select().from(members).where(eq(members.accountOwnerId, ownerId)).orderBy(members.id);
  const ownerRow = async (ownerId: number) => (await t.db.select().from(members).where(eq(members.id, ownerId)))[0];
  const auditOf = (ownerId: number) =>
    t.db.select().from(auditLog).where(eq(auditLog.memberId, ownerId)).orderBy(desc(auditLog.id));

  return { page, signedInHousehold, profileCall, profileOf, mailsTo, householdRows, ownerRow, auditOf };
}
