import type { PublicOfficeResponse } from '@mhq/contract';
import { utcDayOf } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { syncDisputes } from '../modules/disputes/dispute-sync';
import { bornYearsAgo, cardToken, household, officePage, planNamed } from '../modules/enrolment/enrolment.fixtures';
import { tiersOnCard, tierYearProblems } from '../modules/tiers/tiers.fixtures';
import { createTestApp } from '../test/harness';
import { memberListDrift } from '../test/member-list';
import { officeSummaries } from '../test/office-summaries';
import { billingDepsOf } from './billing-deps';
import { runBilling } from './billing-run';
import { cashCohorts } from './cash-lateness.fixtures';
import { type Patient, patientSignedIn, portalSavesCard } from './portal.fixtures';

// A simulated year (issue 9's proof): households of two practices with random plans, terms and family sizes enrol;
// every day the clock moves on, some cards start failing, some households replace them, some cancel or move to paying
// at the desk, some are refunded part of a payment, some get a card whose bank disputes its payments (the offices
// answer, accept or ignore the disputes); the billing run runs each day, claiming the guarantee of Downtown's plans whose
// payments stopped. Then every period is paid once and in order,
// every ledger transaction balances, and each practice's money adds up to the cent.

const HOUSEHOLDS = Number(process.env.BILLING_YEAR_HOUSEHOLDS ?? 2000);
const DAY = 86_400_000;

const t = await createTestApp();
const offices = [await officePage(t, 'demo-downtown'), await officePage(t, 'second-lakeside')];

/**
 * A small seeded generator (mulberry32): the same events every run (another with BILLING_YEAR_SEED); enrolling eight
 * at a time may reorder the households, so totals vary a little between runs, the invariants never.
 */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(Number(process.env.BILLING_YEAR_SEED ?? 20261125));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

const deps = billingDepsOf(t.deps);

type Enrolled = { officeId: number; ownerId: number; subscriptionIds: number[] };

let enrolled = 0;
async function enrol(page: PublicOfficeResponse): Promise<Enrolled> {
  const lastName = `Year${++enrolled}`;
  const adults = ['Adult Wellness', 'Perio Maintenance'].filter((n) => page.plans.some((p) => p.name === n));
  const size = pick([0, 0, 0, 1, 1, 2, 3]);
  const family = Array.from({ length: size }, (_, i) => ({
    firstName: `Kid${i}`,
    lastName,
    birthDate: bornYearsAgo(t, 5 + i),
    planId: planNamed(page, 'Child Wellness'),
    insured: false,
    relationship: i % 2 ? ('daughter' as const) : ('son' as const),
  }));
  const body = household(t, page, {
    adultPlan: planNamed(page, pick(adults)),
    family,
    term: rand() < 0.2 ? 'annual' : 'monthly',
    payment: { method: 'card', token: await cardToken(t) },
  });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${page.office.id}/members/enroll`,
    payload: body,
    remoteAddress: t.newIp(),
  });
  if (res.status !== 200) throw new Error(`enrol: ${res.status} ${JSON.stringify(res.body)}`);
  const r = res.body as { members: { memberId: number; subscriptionId: number | null }[] };
  return {
    officeId: page.office.id,
    ownerId: r.members[0]?.memberId ?? 0,
    subscriptionIds: r.members.map((m) => m.subscriptionId ?? 0),
  };
}

describe('a simulated year of billing', () => {
  it(`charges ${HOUSEHOLDS} households once per paid period and balances to the cent`, {
    timeout: 1_800_000,
  }, async () => {
    const started = Date.now();
    const households: Enrolled[] = [];
    // Enrolments spread over the first month, so renewals fall on every day.
    const perDay = Math.ceil(HOUSEHOLDS / 28);
    for (let day = 0; households.length < HOUSEHOLDS; day++) {
      if (day > 0) t.clock.advance(DAY);
      const today = Array.from({ length: Math.min(perDay, HOUSEHOLDS - households.length) }, () => pick(offices));
      // Eight at a time, as patients enrolling at once would.
      for (let i = 0; i < today.length; i += 8) {
        households.push(...(await Promise.all(today.slice(i, i + 8).map(enrol))));
      }
    }
    const enrolledIn = Date.now() - started;
    const token = async (number: string) => cardToken(t, number);
    const staffOf = new Map<number, { token: string; userId: number }>();
    for (const [page, email] of [
      // Downtown's desk refunds, cancels and answers disputes: its office admin (the office permission matrix).
      [offices[0], 'admin@demo.test'],
      [offices[1], 'owner2@demo.test'],
    ] as const) {
      const tok = await t.login(email);
      staffOf.set(page?.office.id ?? 0, { token: tok, userId: await t.userIdOf(tok) });
    }
    const asDesk = async (officeId: number, url: string, payload: Record<string, unknown>) => {
      const desk = staffOf.get(officeId);
      // Sessions end as the days pass: the desk signs in again when its session has.
      let res = await t.call({
        method: 'POST',
        url: `/api/v1${url}`,
        payload,
        token: desk?.token,
        remoteAddress: t.newIp(),
      });
      if (res.status === 401 && desk) {
        desk.token = await t.login(officeId === offices[0]?.office.id ? 'admin@demo.test' : 'owner2@demo.test');
        res = await t.call({
          method: 'POST',
          url: `/api/v1${url}`,
          payload,
          token: desk.token,
          remoteAddress: t.newIp(),
        });
      }
      return res;
    };
    // Downtown's plans are guaranteed; its owner has the billing run claim the guarantee of a plan whose payments
    // stopped (delinquent_gpp) by itself.
    const owner = await t.login('owner@demo.test');
    const downtown = offices[0]?.office.id ?? 0;
    const current = await t.call({
      method: 'POST',
      url: `/api/v1/users/${await t.userIdOf(owner)}/dentist-info/all-plans/upgrade`,
      payload: { dentistInfoId: downtown },
      token: owner,
    });
    const {
      gppApproved: _readOnly,
      priceCodes: _fees,
      ...settings
    } = (current.body as { settings: Record<string, unknown> & { gppActive: boolean } }).settings;
    expect(settings.gppActive).toBe(true);
    const automatic = await t.call({
      method: 'POST',
      url: `/api/v1/dentists/updateMembershipSettings/${downtown}`,
      payload: { ...settings, priceCodes: [], gppAutomaticClaim: true },
      token: owner,
    });
    expect(automatic.status, JSON.stringify(automatic.body)).toBe(200);
    const replaceCard = async (h: Enrolled, number: string) =>
      asDesk(h.officeId, `/users/${staffOf.get(h.officeId)?.userId}/update-account/payment/sources`, {
        dentistInfoId: h.officeId,
        memberId: h.ownerId,
        payment: { method: 'card', token: await token(number) },
      });

    const events = {
      declines: 0,
      cardUpdates: 0,
      cancellations: 0,
      toCash: 0,
      refunds: 0,
      disputingCards: 0,
      disputeAnswers: 0,
      disputesAccepted: 0,
    };
    // Both practices pay their platform tier by card through the year (modules/tiers).
    const tiered = await tiersOnCard(t, [
      ['owner@demo.test', offices[0]?.office.id ?? 0],
      ['owner2@demo.test', offices[1]?.office.id ?? 0],
    ]);
    const runs = { paid: 0, refused: 0, ended: 0 };
    // One household in twenty is an account owner who signs in to the portal (issue 21): late or delinquent, they put
    // a new card on file there, which pays the debt at once (a delinquent plan starts again from that day). The last
    // enrolled: their welcome mail's link to set a password still works (7 days).
    const portal = new Map<number, Patient>();
    for (const h of households.slice(-Math.max(1, Math.floor(HOUSEHOLDS / 20)))) {
      portal.set(h.ownerId, await patientSignedIn(t, h.ownerId));
    }
    const portalEvents = { updates: 0, paid: 0, restarted: 0, refused: 0, stillOwing: 0 };
    const restarted = new Set<number>();
    // Households paying in the office (issue 21), none of the portal's: some pay each renewal at the desk on its day,
    // some never pay. The random events below leave them alone.
    const inOffice = await cashCohorts(
      t,
      households.filter((h) => !portal.has(h.ownerId)),
      asDesk,
      Math.max(2, Math.round(HOUSEHOLDS / 200)),
    );
    const yearStart = Date.now();
    const firstRun = utcDayOf(new Date(t.clock.now().getTime() + DAY));
    let billingMs = 0;
    for (let day = 0; day < 365; day++) {
      t.clock.advance(DAY);
      for (let e = 0; e < Math.max(1, Math.round(HOUSEHOLDS / 500)); e++) {
        const h = pick(households);
        const roll = rand();
        if (inOffice.owners.has(h.ownerId)) continue;
        if (roll < 0.5) {
          events.declines += Number((await replaceCard(h, '4000000000000341')).status === 200);
        } else if (roll < 0.7) {
          const res = await asDesk(h.officeId, `/dentists/${h.officeId}/subscription/cancel_contract_plan`, {
            memberId: h.ownerId,
            subscriptionId: h.subscriptionIds[0],
            reason: 1,
            when: rand() < 0.7 ? 'periodEnd' : 'now',
          });
          events.cancellations += Number(res.status === 200);
        } else if (roll < 0.8) {
          const res = await asDesk(h.officeId, '/subscriptions/to-cash', {
            dentistInfoId: h.officeId,
            memberId: h.ownerId,
            subscriptionId: h.subscriptionIds[0],
            toCash: true,
          });
          events.toCash += Number(res.status === 200);
        } else if (roll < 0.9) {
          // A part of the household's latest payment given back (at most what is left of it).
          const [last] = await queryRows<{ id: number; amount_cents: number }>(
            t.db,
            sql`select id, amount_cents::float8 as amount_cents from charges where owner_member_id = ${h.ownerId}
              order by id desc limit 1`,
          );
          if (last) {
            const res = await asDesk(h.officeId, '/dentists/refunds', {
              dentistInfoId: h.officeId,
              chargeId: last.id,
              amountCents: Math.max(1, Math.floor(last.amount_cents * rand() * 0.6)),
            });
            events.refunds += Number(res.status === 200);
          }
        } else if (roll < 0.95) {
          // A card whose bank disputes every payment from now on.
          events.disputingCards += Number((await replaceCard(h, '4000000000000259')).status === 200);
        }
      }
      // The offices answer some of their open disputes (with the patient's agreement or without), accept some, and
      // leave some to run out.
      const waiting = await queryRows<{ id: number; office_id: number }>(
        t.db,
        sql`select id, office_id from disputes where status = 'needs_response' order by id`,
      );
      for (const d of waiting) {
        const roll = rand();
        if (roll < 0.3) {
          const res = await asDesk(d.office_id, `/dentists/${d.office_id}/disputes/${d.id}/respond`, {
            description: 'The patient enrolled and used the membership: cleanings and exams as the plan covers.',
            agreement: rand() < 0.75,
            terms: true,
          });
          events.disputeAnswers += Number(res.status === 200);
        } else if (roll < 0.4) {
          const res = await asDesk(d.office_id, `/dentists/${d.office_id}/disputes/${d.id}/accept`, {});
          events.disputesAccepted += Number(res.status === 200);
        }
      }
      // Some late households replace their card (and are tried at once).
      const late = await queryRows<{ owner: number }>(
        t.db,
        sql`select distinct coalesce(m.account_owner_id, m.id) as owner from subscriptions s
          join members m on m.organization_id = s.organization_id and m.id = s.member_id where s.status = 'past_due'`,
      );
      for (const { owner } of late) {
        const h = households.find((x) => x.ownerId === owner);
        if (h && !portal.has(owner) && !inOffice.owners.has(owner) && rand() < 0.3) {
          events.cardUpdates += Number((await replaceCard(h, '4242424242424242')).status === 200);
        }
      }
      // Portal households that owe (late, or delinquent outside the guarantee) put a new card on file themselves: now
      // and then one their bank refuses in turn, which the answer says, else a good one that pays the debt at once.
      const owing = await queryRows<{ owner: number }>(
        t.db,
        sql`select distinct coalesce(m.account_owner_id, m.id) as owner from subscriptions s
          join members m on m.organization_id = s.organization_id and m.id = s.member_id
          where s.status in ('past_due', 'delinquent') and s.auto_renew and s.ends_on is null and m.deleted_at is null`,
      );
      for (const { owner } of owing) {
        const patient = portal.get(owner);
        if (!patient || rand() < 0.5) continue;
        const saved = await portalSavesCard(t, patient, rand() < 0.2 ? '4000000000000341' : '4242424242424242');
        if (saved.status !== 200) throw new Error(`portal: ${saved.status} ${JSON.stringify(saved.body)}`);
        portalEvents.updates++;
        const tried = saved.body.lateRetry;
        if (!tried) continue;
        if (!tried.paid) {
          portalEvents.refused += Number(tried.failureMessage !== null);
          continue;
        }
        portalEvents.paid++;
        if (tried.reinstated) {
          portalEvents.restarted++;
          for (const id of households.find((x) => x.ownerId === owner)?.subscriptionIds ?? []) restarted.add(id);
        }
        // Paid: nothing of the household is owed any more.
        const [left] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from subscriptions s join members m on m.organization_id = s.organization_id
            and m.id = s.member_id where coalesce(m.account_owner_id, m.id) = ${owner}
            and s.status in ('past_due', 'delinquent') and s.auto_renew and s.ends_on is null and m.deleted_at is null`,
        );
        portalEvents.stillOwing += left?.n ?? 0;
      }
      await inOffice.payDueAtDesk(utcDayOf(t.clock.now()));
      const t0 = performance.now();
      const s = await runBilling(deps);
      billingMs += performance.now() - t0;
      runs.paid += s.paid;
      runs.refused += s.refused;
      runs.ended += s.ended;
    }
    const today = utcDayOf(t.clock.now());
    // The last day's payments' disputes are read as the next run would read them.
    await syncDisputes(deps);

    // Every period of a card-paid plan was paid once, each starting where the last ended: none skipped, none twice.
    const chains = await queryRows<{ subscription_id: number; starts: string[]; ends: string[] }>(
      t.db,
      sql`select i.subscription_id, array_agg(i.period_start::text order by i.period_start) as starts,
          array_agg(i.period_end::text order by i.period_start) as ends
        from charge_items i join charges c on c.organization_id = i.organization_id and c.id = i.charge_id
        where i.kind = 'membership' and i.subscription_id in (
          select s.id from subscriptions s where not exists (
            select 1 from charge_items ci join charges cc on cc.organization_id = ci.organization_id and cc.id = ci.charge_id
            where ci.subscription_id = s.id and cc.method = 'cash'))
        group by 1`,
    );
    // A plan a won dispute released after its renewal day renews from that day: the weeks it was held are a gap.
    const released = new Set(
      (
        await queryRows<{ id: number }>(
          t.db,
          sql`select distinct subscription_id as id from member_events where kind = 'subscription.dispute_released'`,
        )
      ).map((r) => r.id),
    );
    // A delinquent plan paid again in the portal starts its new period that day: the missed period is a gap.
    const broken = chains.filter(
      (c) =>
        !released.has(c.subscription_id) &&
        !restarted.has(c.subscription_id) &&
        c.starts.some((s, i) => i > 0 && s !== c.ends[i - 1]),
    );
    expect(broken).toEqual([]);
    const [twice] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select 1 from charge_items group by organization_id, subscription_id, kind, period_start having count(*) > 1) d`,
    );
    expect(twice?.n).toBe(0);
    // Nothing due is left unbilled: a plan still renewing by card renews after today.
    const [overdue] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from subscriptions s join members m on m.organization_id = s.organization_id and m.id = s.member_id
        where s.payor = 'member' and s.status in ('active', 'active_transferred') and s.auto_renew and s.ends_on is null
          and s.next_renewal_on <= ${today}::date and m.deleted_at is null`,
    );
    expect(overdue?.n).toBe(0);
    // Every ledger transaction sums to zero.
    const [unbalanced] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select 1 from ledger_entries group by organization_id, transaction_id having sum(amount_cents) <> 0) u`,
    );
    expect(unbalanced?.n).toBe(0);
    // Each practice: card and bank charges less the platform's fees, less what was refunded of them net of the fee
    // returned, less what disputes hold or took back net of the fee held with them, plus what the guarantee paid, is
    // what was paid out to its bank plus its balance; cash is in its hands less the cash handed back, its fees owed
    // from the balance less those returned.
    const practices = await queryRows<{
      organization_id: number;
      card_net: number;
      cash: number;
      cash_fees: number;
      card_refunds_net: number;
      cash_refunds: number;
      cash_refund_fees: number;
      balance: number;
      in_hand: number;
      disputed_net: number;
      paid_out: number;
      claims: number;
    }>(
      t.db,
      sql`select c.organization_id,
          sum(c.amount_cents - c.platform_fee_cents) filter (where c.method <> 'cash')::float8 as card_net,
          sum(c.amount_cents) filter (where c.method = 'cash')::float8 as cash,
          sum(c.platform_fee_cents) filter (where c.method = 'cash')::float8 as cash_fees,
          (select sum(r.amount_cents - r.platform_fee_cents) from refunds r join charges rc on rc.id = r.charge_id
            where r.organization_id = c.organization_id and r.status = 'succeeded' and rc.method <> 'cash')::float8 as card_refunds_net,
          (select sum(r.amount_cents) from refunds r join charges rc on rc.id = r.charge_id
            where r.organization_id = c.organization_id and r.status = 'succeeded' and rc.method = 'cash')::float8 as cash_refunds,
          (select sum(r.platform_fee_cents) from refunds r join charges rc on rc.id = r.charge_id
            where r.organization_id = c.organization_id and r.status = 'succeeded' and rc.method = 'cash')::float8 as cash_refund_fees,
          (select sum(amount_cents) from ledger_entries e where e.organization_id = c.organization_id and e.account = 'practice_balance')::float8 as balance,
          (select sum(amount_cents) from ledger_entries e where e.organization_id = c.organization_id and e.account = 'practice_cash')::float8 as in_hand,
          (select sum(d.amount_cents - d.platform_fee_cents) from disputes d
            where d.organization_id = c.organization_id and d.status <> 'won')::float8 as disputed_net,
          (select sum(amount_cents) from ledger_entries e where e.organization_id = c.organization_id and e.account = 'practice_payouts')::float8 as paid_out,
          (select sum(amount_cents) from guarantee_claims g where g.organization_id = c.organization_id and g.status = 'succeeded')::float8 as claims
        from charges c group by 1`,
    );
    for (const p of practices) {
      expect((p.balance ?? 0) + (p.paid_out ?? 0)).toBe(
        (p.card_net ?? 0) -
          (p.card_refunds_net ?? 0) -
          (p.cash_fees ?? 0) +
          (p.cash_refund_fees ?? 0) -
          (p.disputed_net ?? 0) +
          (p.claims ?? 0),
      );
      expect(p.in_hand ?? 0).toBe((p.cash ?? 0) - (p.cash_refunds ?? 0));
    }
    // No payment gave back more than it took; every refund the processor made is recorded once, and the reverse
    // (but the billing run's own refunds of a duplicate payment, which was never recorded as a charge).
    const [overRefunded] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from charges c
        where (select coalesce(sum(amount_cents), 0) from refunds r where r.charge_id = c.id and r.status = 'succeeded') > c.amount_cents`,
    );
    expect(overRefunded?.n).toBe(0);
    const [refundsMismatch] = await queryRows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from sim_refunds where left(idempotency_key, 7) = 'refund_')
          - (select count(*) from refunds where status = 'succeeded' and processor_refund_id is not null))::int as n`,
    );
    expect(refundsMismatch?.n).toBe(0);
    // Every dispute of a recorded payment is recorded once; what is held is what the open disputes hold; a decided
    // dispute's plans are no longer held.
    const [disputesMismatch] = await queryRows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from sim_disputes sd join charges c on c.processor_charge_id = sd.charge_id)
          - (select count(*) from disputes))::int as n`,
    );
    expect(disputesMismatch?.n).toBe(0);
    const [heldWrong] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (
          select organization_id from ledger_entries where account = 'disputed_funds' group by organization_id
          having sum(amount_cents) <> (select coalesce(sum(amount_cents), 0) from disputes d
            where d.organization_id = ledger_entries.organization_id and d.status in ('needs_response', 'under_review'))) w`,
    );
    expect(heldWrong?.n).toBe(0);
    const [stillHeld] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from subscriptions s where s.status = 'disputed' and not exists (
          select 1 from disputes d, jsonb_array_elements(d.held) h
          where d.status in ('needs_response', 'under_review') and (h->>'subscriptionId')::int = s.id)`,
    );
    expect(stillHeld?.n).toBe(0);
    // Each payout paid exactly what the transactions it carried moved of the balance, and the processor made each
    // paid payout once; a refused one carries nothing.
    const [payoutsWrong] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payouts p where p.status = 'paid' and p.amount_cents <> (
          select coalesce(sum(e.amount_cents), 0) from ledger_transactions x
          join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
          where x.payout_id = p.id and x.kind not in ('payout', 'payout_failed') and e.account = 'practice_balance')`,
    );
    expect(payoutsWrong?.n).toBe(0);
    const [payoutsMismatch] = await queryRows<{ n: number }>(
      t.db,
      sql`select ((select count(*) from sim_payouts where status = 'paid')
          - (select count(*) from payouts where status = 'paid'))::int as n`,
    );
    expect(payoutsMismatch?.n).toBe(0);
    // Every payment the processor took is recorded once, and nothing recorded was not taken.
    const [unrecorded] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sim_charges sc where sc.status = 'succeeded'
        and sc.destination_account_id is not null -- the platform's own charges (tiers) are checked below
        and not exists (select 1 from charges c where c.processor_charge_id = sc.id)`,
    );
    expect(unrecorded?.n).toBe(0);
    // Each practice paid its tier for every month of the year, once per period, each period starting where the last
    // ended; the ledger balances and the platform's tier revenue is the sum of the tier charges the processor took.
    expect(await tierYearProblems(t, tiered, 12)).toEqual([]);
    // The guarantee paid each plan it covered once, through one transfer of the claim's amount to the practice and one
    // ledger transaction of it, and the plan ended.
    const [claimsWrong] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from guarantee_claims g join subscriptions s on s.id = g.subscription_id
        where g.status = 'succeeded' and (
          s.status <> 'canceled'
          or (select count(*) from sim_transfers st where st.idempotency_key = 'guarantee_' || g.id
                and st.amount_cents = g.amount_cents) <> 1
          or (select count(*) from guarantee_claims o where o.subscription_id = g.subscription_id
                and o.status = 'succeeded') <> 1)`,
    );
    expect(claimsWrong?.n).toBe(0);
    const [claimsUnbooked] = await queryRows<{ n: number }>(
      t.db,
      sql`select ((select coalesce(sum(amount_cents), 0) from guarantee_claims where status = 'succeeded')
          - (select coalesce(sum(e.amount_cents), 0) from ledger_transactions x
              join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
              where x.kind = 'guarantee_claim' and e.account = 'practice_balance'))::int as n`,
    );
    expect(claimsUnbooked?.n).toBe(0);
    // Plans paid in the office went late on schedule when left unpaid, and never when paid at the desk on their day.
    expect(await inOffice.problems(today, firstRun)).toEqual([]);
    // The members list, kept by its triggers through the year, is what a refresh of every row from scratch makes.
    expect(await memberListDrift(t.db)).toBe(0);
    // The master dashboard's per-location summaries, kept by their triggers through the same year, are what counting
    // the members, charges, refunds, disputes and guarantee claims from scratch makes.
    const summaries = await officeSummaries(t.db);
    expect(summaries.kept).toEqual(summaries.counted);

    const [totals] = await queryRows<Record<string, number>>(
      t.db,
      sql`select count(*)::int as charges, sum(amount_cents)::float8 as cents,
          (select count(*) from billing_attempts where status = 'failed')::int as failed_attempts,
          (select coalesce(sum(amount_cents), 0) from refunds where status = 'succeeded')::float8 as refunded_cents,
          (select count(*) from subscriptions where status in ('delinquent', 'delinquent_gpp'))::int as delinquent,
          (select count(*) from disputes)::int as disputes,
          (select count(*) from disputes where status = 'won')::int as disputes_won,
          (select count(*) from disputes where status = 'lost')::int as disputes_lost,
          (select coalesce(sum(amount_cents), 0) from disputes where status = 'lost')::float8 as disputes_lost_cents,
          (select count(*) from payouts where status = 'paid')::int as payouts,
          (select coalesce(sum(amount_cents), 0) from payouts where status = 'paid')::float8 as paid_out_cents,
          (select count(*) from guarantee_claims where status = 'succeeded')::int as claims,
          (select coalesce(sum(amount_cents), 0) from guarantee_claims where status = 'succeeded')::float8 as claimed_cents
        from charges`,
    );
    console.log(
      `Simulated year: ${HOUSEHOLDS} households enrolled in ${Math.round(enrolledIn / 1000)} s, a year billed in ${Math.round((Date.now() - yearStart) / 1000)} s`,
      { ...events, ...runs, ...totals, billingMs: Math.round(billingMs) },
      { portal: portalEvents },
    );
    // Account owners put new cards on file in the portal and paid their debts with them, which left nothing owed.
    expect(portalEvents.paid).toBeGreaterThan(0);
    expect(portalEvents.refused).toBeGreaterThan(0);
    expect(portalEvents.stillOwing).toBe(0);
    expect(runs.paid).toBeGreaterThan(HOUSEHOLDS * 8);
    expect(runs.refused).toBeGreaterThan(0);
    expect(events.refunds).toBeGreaterThan(0);
    expect(totals?.disputes_won).toBeGreaterThan(0);
    expect(totals?.payouts).toBeGreaterThan(50);
    expect(totals?.disputes_lost).toBeGreaterThan(0);
    expect(totals?.claims).toBeGreaterThan(0);
  });
});
