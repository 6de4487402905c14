import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simPracticeKey, simulatedPms } from '../adapters/pms/simulated-pms';
import { members, pmsProviderPayments, refunds, simPmsLedger } from '../db/schema';
import { officePage } from '../modules/enrolment/enrolment.fixtures';
import { addCharts, connectOffice, matchedFamily, writesOf } from '../modules/pms/pms-match.fixtures';
import { chargesOf } from '../modules/subscriptions/subscription-cash.fixtures';
import { createTestApp } from '../test/harness';
import { deliverPmsWrites } from './pms-delivery';

// Membership payments posted to the PMS ledger (issue 28, setProviderPayment), and their refunds posted against them,
// so the chart's ledger nets to what the practice kept.

const t = await createTestApp();
const page = await officePage(t, 'second-lakeside');
const officeId = page.office.id;
const owner = await t.login('owner2@demo.test');
const { organizationId } = await connectOffice(t, officeId, { writeBack: false });
await t.db.insert(pmsProviderPayments).values({
  organizationId,
  officeId,
  providerId: 'DDS1',
  paymentType: 'MEMBERSHIP',
  postAs: 'payment',
  postPayments: true,
  updatedAt: t.clock.now(),
});

const sim = simulatedPms(t.db, t.clock);
const run = () => deliverPmsWrites({ db: t.db, clock: t.clock, pms: sim });
/** Rows carry the database's time: the test clock catches up with it. */
const due = () => t.clock.advance(60_000);
const ledger = async (chartId: string) =>
  (
    await t.db
      .select()
      .from(simPmsLedger)
      .where(eq(simPmsLedger.practiceKey, simPracticeKey(officeId)))
  )
    .filter((l) => l.chartId === chartId)
    .map((l) => ({ reference: l.reference, amountCents: l.amountCents, description: l.description }));
const refund = (chargeId: number, amountCents?: number) =>
  t.call({
    method: 'POST',
    url: '/api/v1/dentists/refunds',
    payload: { dentistInfoId: officeId, chargeId, ...(amountCents ? { amountCents } : {}), note: 'Moved away' },
    token: owner,
  });

describe('posting membership payments to the PMS ledger', () => {
  it("posts a matched household's membership payments once, when the office asked for it", async () => {
    const f = await matchedFamily(t, page, owner);
    const [chartId = ''] = f.chartIds;
    const [charge] = await chargesOf(t, f.ownerId);
    expect(charge?.status).toBe('succeeded');
    due();
    expect((await run()).paymentsQueued).toBe(1);
    const [posted] = await t.db.select().from(simPmsLedger).where(eq(simPmsLedger.chartId, chartId));
    expect(posted).toMatchObject({
      reference: `charge-${charge?.id}`,
      amountCents: charge?.amountCents,
      providerId: 'DDS1',
      paymentType: 'MEMBERSHIP',
      postAs: 'payment',
    });
    expect((await run()).paymentsQueued).toBe(0);
    expect(await ledger(chartId)).toHaveLength(1);
  });

  it('posts each refund against the payment, on the chart the payment went to, even after the member moved chart', async () => {
    const f = await matchedFamily(t, page, owner);
    const [chartId = ''] = f.chartIds;
    const [charge] = await chargesOf(t, f.ownerId);
    const paid = charge?.amountCents ?? 0;
    due();
    await run();

    const part = await refund(charge?.id ?? 0, 1000);
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    due();
    // Queued once the payment is posted, and delivered in the same run.
    expect(await run()).toMatchObject({ paymentsQueued: 1, written: 1 });
    const [, partRow] = await writesOf(t, f.ownerId);
    expect(partRow).toMatchObject({ kind: 'refund', status: 'written', chartId });

    // Staff fix the member's chart: the rest of the refund still goes against the payment, on the first chart.
    await addCharts(t, officeId, [{ chartId: `${chartId}-B`, firstName: 'Pat', lastName: 'Moved', birthDate: null }]);
    await t.db
      .update(members)
      .set({ chartId: `${chartId}-B` })
      .where(eq(members.id, f.ownerId));
    const rest = await refund(charge?.id ?? 0);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    due();
    await run();
    const given = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.chargeId, charge?.id ?? 0))
      .orderBy(refunds.id);
    expect(given.map((r) => [r.amountCents, r.status])).toEqual([
      [1000, 'succeeded'],
      [expect.any(Number), 'succeeded'],
    ]);
    const lines = await ledger(chartId);
    expect(lines).toEqual([
      {
        reference: `charge-${charge?.id}`,
        amountCents: paid,
        description: expect.stringMatching(/^Membership payment: /),
      },
      ...given.map((r) => ({
        reference: `refund-${r.id}`,
        amountCents: -r.amountCents,
        description: expect.stringMatching(/^Membership refund: /),
      })),
    ]);
    expect(await ledger(`${chartId}-B`)).toEqual([]);
    expect((await run()).paymentsQueued).toBe(0);
  });
});
