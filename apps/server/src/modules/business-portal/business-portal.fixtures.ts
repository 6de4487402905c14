import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { enrolments, mailOutbox, members, offices } from '../../db/schema';
import type { TestApp } from '../../test/harness';

// What the employer portal's tests share: a business signed up and activated through the API, and households
// recorded as enrolled through an employer (as the BusinessConnect enrolment page records them).

/** The calls and helpers of one test file's app. */
export function businessFixtures(t: TestApp) {
  let n = 0;
  const fresh = (what: string) => `${what}-${Date.now().toString(36)}-${++n}@employer.test`;

  const signupBody = (email: string, over: Record<string, unknown> = {}) => ({
    businessName: 'Riverbend Bakery',
    firstName: 'Casey',
    lastName: 'Moreno',
    email,
    phone: '(512) 555-0177',
    address: '410 W 2nd St, Austin, TX 78701',
    employeeCount: 12,
    officeSlug: 'demo-downtown',
    acceptTerms: true,
    ...over,
  });
  const signUp = (payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/v1/small-businesses/signup', payload, remoteAddress: t.newIp() });
  const activationUrl = (id: number, key: string) => `/api/v1/small-businesses/activation/${id}/${key}`;

  /** The activation link of the newest mail to an address. */
  async function mailedLink(email: string) {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
    const found = /\/accounts\/complete-business-signup\/(\d+)\/([\w%-]+)/.exec(mail?.text ?? '');
    return { mail, id: Number(found?.[1]), key: decodeURIComponent(found?.[2] ?? '') };
  }

  /** A business signed up and activated through the API; answers its id and its user's session. */
  async function activeBusiness(name: string) {
    const email = fresh('owner');
    expect((await signUp(signupBody(email, { businessName: name }))).status).toBe(200);
    const { id, key } = await mailedLink(email);
    const done = await t.call({
      method: 'POST',
      url: activationUrl(id, key),
      payload: { password: 'employer-pass-1', acceptTerms: true },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return { id, email, token: await t.login(email, 'employer-pass-1', t.newIp()) };
  }

  /** Downtown households (account owners, not the demo's own accounts) that enrolled through no employer. */
  async function freeHouseholds(count: number, skip: number) {
    const [downtown] = await t.db.select().from(offices).where(eq(offices.slug, 'demo-downtown'));
    const rows = await t.db
      .select({
        id: members.id,
        organizationId: members.organizationId,
        first: members.firstName,
        last: members.lastName,
      })
      .from(members)
      .where(
        and(
          eq(members.officeId, downtown?.id ?? 0),
          isNull(members.accountOwnerId),
          isNull(members.userId),
          isNull(members.deletedAt),
          sql`not exists (select 1 from enrolments e where e.owner_member_id = ${members.id} and e.small_business_id is not null)`,
        ),
      )
      .orderBy(asc(members.id))
      .offset(skip)
      .limit(count);
    return { downtown, rows };
  }

  /** Records households as enrolled through a business (as the BusinessConnect enrolment page does). */
  async function enrolThrough(businessId: number, skip: number, count: number) {
    const { downtown, rows } = await freeHouseholds(count, skip);
    for (const r of rows) {
      await t.db.insert(enrolments).values({
        organizationId: r.organizationId,
        officeId: downtown?.id ?? 0,
        ownerMemberId: r.id,
        channel: 'external',
        paymentKind: 'card',
        term: 'monthly',
        todayCents: 4200,
        recurringCents: 4200,
        quote: { test: 'business portal' },
        smallBusinessId: businessId,
      });
    }
    return rows.map((r) => `${r.first} ${r.last}`);
  }
  return { fresh, signupBody, signUp, activationUrl, mailedLink, activeBusiness, enrolThrough };
}
