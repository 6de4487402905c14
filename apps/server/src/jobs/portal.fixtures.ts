import type { PaymentSourceResponse } from '@mhq/contract';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, members } from '../db/schema';
import { cardToken } from '../modules/enrolment/enrolment.fixtures';
import type { TestApp } from '../test/harness';

// An account owner in their portal (issue 21): signed in with the password they set from their welcome mail, putting
// a new card on file as the portal's page does (update-account/payment/sources).

const PASSWORD = 'portal-password-1';
const SET_LINK = /\/accounts\/set-password\/([\w-]+)/;

export type Patient = { ownerId: number; officeId: number; email: string; userId: number; token: string };

/** The account owner of a household enrolled by a patient sets a password from the welcome mail and signs in. */
export async function patientSignedIn(t: TestApp, ownerId: number): Promise<Patient> {
  const [owner] = await t.db.select().from(members).where(eq(members.id, ownerId));
  if (!owner?.email || !owner.userId) throw new Error(`member ${ownerId} has no sign-in`);
  const [welcome] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, owner.email))
    .orderBy(desc(mailOutbox.id))
    .limit(20)
    .then((rows) => rows.filter((m) => SET_LINK.test(m.text)));
  const token = welcome ? SET_LINK.exec(welcome.text)?.[1] : undefined;
  if (!token) throw new Error(`no set-password link mailed to ${owner.email}`);
  const set = await t.call({
    method: 'POST',
    url: '/api/v1/accounts/set-password',
    payload: { token, password: PASSWORD },
  });
  if (set.status !== 200) throw new Error(`set-password: ${set.status} ${JSON.stringify(set.body)}`);
  return {
    ownerId,
    officeId: owner.officeId,
    email: owner.email,
    userId: owner.userId,
    token: await t.login(owner.email, PASSWORD, t.newIp()),
  };
}

/** The patient saves a new card in the portal (signing in again when days passed ended the session). */
export async function portalSavesCard(t: TestApp, p: Patient, number: string) {
  const send = async () =>
    t.call({
      method: 'POST',
      url: `/api/v1/users/${p.userId}/update-account/payment/sources`,
      payload: {
        dentistInfoId: p.officeId,
        memberId: p.ownerId,
        payment: { method: 'card', token: await cardToken(t, number) },
      },
      token: p.token,
      remoteAddress: t.newIp(),
    });
  let res = await send();
  if (res.status === 401) {
    p.token = await t.login(p.email, PASSWORD, t.newIp());
    res = await send();
  }
  return { status: res.status, body: res.body as PaymentSourceResponse };
}
