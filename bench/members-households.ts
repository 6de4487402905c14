// The members benchmark's people: households of an account owner and 0-3 family members in 500 offices (one of
// 20,000 members), with subscriptions in every status in realistic proportions, enrolments, and cards on file, as
// one array per column and table. A seeded random source makes every run seed the same people.
import type { SubscriptionStatus } from '@mhq/domain';
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './members-names';

export const MEMBERS = 200_000;
export const OFFICES = 500;
export const BIG_OFFICE = { id: 1, organizationId: 1, members: 20_000 };

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** mulberry32: a small seeded generator, so every run seeds the same people. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20_260_108);
const int = (n: number) => Math.floor(rnd() * n);

/** Picks by weight from a cumulative table. */
function picker<T>(items: readonly T[], weights: readonly number[]): () => T {
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => {
    cumulative[i] = sum + w;
    return sum + w;
  }, 0);
  const total = cumulative.at(-1) ?? 1;
  return () => {
    const r = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < r) lo = mid + 1;
      else hi = mid;
    }
    return items[lo] as T;
  };
}
const zipf = (names: readonly string[]) =>
  picker(
    names,
    names.map((_, i) => (i + 1) ** -0.7),
  );
const firstName = zipf(FIRST_NAMES);
const lastName = zipf(LAST_NAMES);

/** The listed subscription's status by how the household pays; mostly active, every status of the spec present. */
const cardStatus = picker<SubscriptionStatus>(
  [
    'active',
    'past_due',
    'cancellation_requested',
    'canceled',
    'inactive',
    'active_transferred',
    'inactive_transferred',
    'delinquent',
    'disputed',
    'permanently_disabled',
  ],
  [78, 4.5, 1.2, 8, 3, 2.3, 0.6, 1.5, 0.4, 0.4],
);
const cashStatus = picker<SubscriptionStatus>(['active_cash', 'pending_cash', 'canceled', 'inactive'], [75, 15, 7, 3]);
const familySize = picker([1, 2, 3, 4], [40, 30, 18, 12]);
/** How a household pays: card or bank on file, in the office (cash), or the office pays for its own staff. */
const payment = picker(['card', 'bank', 'cash', 'office'], [87, 5, 7, 1]);
const cardBrand = picker(['visa', 'mastercard', 'amex', 'discover'], [55, 28, 12, 5]);
const ENDED = new Set<string>(['canceled', 'inactive', 'inactive_transferred', 'permanently_disabled']);

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The next renewal: `months` after `from`, stepped on until not before `now`; and the period's start before it. */
function nextRenewal(from: number, months: number, now: number): { next: string; start: string } {
  const d = new Date(from);
  let n = months;
  const at = (k: number) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, Math.min(d.getUTCDate(), 28));
  while (at(n) < now) n += months;
  return { next: day(at(n)), start: day(at(n - months)) };
}

export type Column = [name: string, type: string, values: unknown[]];
/** Columns from 'name:type name:type ...', each with its empty array of values. */
const cols = (spec: string): Column[] =>
  spec.split(/\s+/).map((c) => {
    const [name = '', type = ''] = c.split(':');
    return [name, type, []];
  });
const push = (table: Column[], row: unknown[]) => {
  row.forEach((v, i) => {
    table[i]?.[2].push(v);
  });
};

/** How many members each office holds: the big office, the rest spread unevenly (a few large, many small). */
export function officeSizes(): number[] {
  const rest = MEMBERS - BIG_OFFICE.members;
  const weights = Array.from({ length: OFFICES - 1 }, () => 0.2 + rnd() ** 3 * 4);
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.floor((w / sum) * rest));
  sizes[0] = (sizes[0] ?? 0) + rest - sizes.reduce((a, b) => a + b, 0);
  return [BIG_OFFICE.members, ...sizes];
}

/** Which organization each office (1..OFFICES) belongs to, and how many organizations there are. */
export function organizationsOf(): { orgOf: number[]; orgs: number } {
  // Offices 1-3 are one organization (the big office and two small ones); the others mostly alone, some in groups.
  const orgOf: number[] = [];
  let org = 1;
  for (let o = 1; o <= OFFICES; o++) {
    if (o > 3 && (o === 4 || rnd() < 0.7)) org++;
    orgOf[o] = org;
  }
  const orgs = org;
  return { orgOf, orgs };
}

/** Every member, subscription, enrolment and payment method of the seed, as columns for insertAll. */
export function households(now: number, orgOf: number[], sizes: number[]) {
  const members = cols(
    'id:int organization_id:int office_id:int account_owner_id:int first_name:text last_name:text ' +
      'email:text phone:text birth_date:date relationship:text chart_id:text channel:text ' +
      'created_at:timestamptz',
  );
  const subs = cols(
    'organization_id:int member_id:int plan_id:int status:text term:text price_cents:bigint ' +
      'next_renewal_on:date current_period_start:date pending_price_cents:bigint ' +
      'pending_price_from:date pending_plan_id:int pending_plan_from:date payor:text auto_renew:bool ' +
      'guaranteed:bool enrolment_id:int canceled_at:timestamptz ends_on:date created_at:timestamptz',
  );
  const enrolments = cols(
    'id:int organization_id:int office_id:int owner_member_id:int channel:text payment_kind:text ' +
      'term:text today_cents:bigint recurring_cents:bigint quote:jsonb small_business_id:int ' +
      'created_at:timestamptz',
  );
  const methods = cols(
    'organization_id:int owner_member_id:int processor_payment_method_id:text kind:text brand:text ' +
      'last4:text exp_month:int exp_year:int created_at:timestamptz',
  );

  let id = 0;
  let household = 0;
  const year = new Date(now).getUTCFullYear();
  for (let office = 1; office <= OFFICES; office++) {
    const organizationId = orgOf[office] ?? 1;
    const plan = (k: number) => (office - 1) * 4 + k;
    let left = sizes[office - 1] ?? 0;
    while (left > 0) {
      household++;
      const size = Math.min(left, familySize());
      left -= size;
      const ownerId = id + 1;
      const created = now - rnd() * 3 * YEAR;
      const family = lastName();
      const pays = payment();
      const term = rnd() < 0.25 ? 'annual' : 'monthly';
      const status = pays === 'cash' ? cashStatus() : cardStatus();
      const guaranteed = pays === 'card' && term === 'monthly' && office % 5 < 2 && rnd() < 0.15;
      const autoRenew = rnd() > 0.08;
      const priceChange = rnd() < 0.04;
      const planChange = !priceChange && rnd() < 0.01;
      const business = rnd() < 0.03 ? 1 + int(20) : null;
      const ownerAge = 25 + int(50);
      let recurring = 0;
      for (let k = 0; k < size; k++) {
        id++;
        const owner = k === 0;
        const age = owner ? ownerAge : k === 1 ? Math.max(18, ownerAge - 5 + int(10)) : 1 + int(17);
        const first = firstName();
        const last = owner || rnd() > 0.15 ? family : lastName();
        const email =
          owner || rnd() < 0.3
            ? `${first}.${last}${int(1000)}@${EMAIL_DOMAINS[int(EMAIL_DOMAINS.length)]}`.toLowerCase().replace("'", '')
            : null;
        const phone =
          owner || rnd() < 0.3
            ? `${AREA_CODES[int(AREA_CODES.length)]}${String(int(10_000_000)).padStart(7, '0')}`
            : null;
        const birth = day(Date.UTC(year - age, int(12), 1 + int(28)));
        const relationship = owner ? 'myself' : k === 1 ? 'spouse' : 'child';
        const chart = rnd() < 0.7 ? `CH${String(100_000 + id)}` : null;
        const memberCreated = owner || rnd() < 0.85 ? created : created + rnd() * (now - created);
        push(members, [
          id,
          organizationId,
          office,
          owner ? null : ownerId,
          first,
          last,
          email,
          phone,
          birth,
          relationship,
          chart,
          rnd() < 0.6 ? 'external' : 'internal',
          new Date(memberCreated).toISOString(),
        ]);
        if (rnd() < 0.03) continue; // a member with no plan: only in 'all'
        const planId = plan(age < 18 ? 2 : age >= 65 ? 4 : rnd() < 0.2 ? 3 : 1);
        const months = term === 'annual' ? 12 : 1;
        let subCreated = memberCreated + rnd() * 2 * DAY;
        // Some came back: an earlier subscription, canceled, then the current one.
        if (rnd() < 0.06 && now - subCreated > 120 * DAY) {
          const canceled = subCreated + (30 + rnd() * 0.5 * (now - subCreated - 60 * DAY));
          push(subs, [
            ...[organizationId, id, planId, 'canceled', term, 0, null, null, null, null, null, null, 'member', false],
            ...[false, household, new Date(canceled).toISOString(), day(canceled), new Date(subCreated).toISOString()],
          ]);
          subCreated = canceled + (1 + rnd() * 20) * DAY;
        }
        const own = rnd() < 0.05 ? (pays === 'cash' ? cashStatus() : cardStatus()) : status;
        const listed = own === 'delinquent' && guaranteed ? 'delinquent_gpp' : own;
        const price = [0, 2900, 1900, 3900, 3400][planId - (office - 1) * 4] ?? 2900;
        const priceCents = term === 'annual' ? price * 11 : price;
        recurring += priceCents;
        const renewal = ENDED.has(listed) ? null : nextRenewal(subCreated, months, now);
        const canceledAt =
          listed === 'canceled' || listed === 'cancellation_requested' ? subCreated + rnd() * (now - subCreated) : null;
        push(subs, [
          organizationId,
          id,
          planId,
          listed,
          term,
          priceCents,
          renewal?.next ?? null,
          renewal?.start ?? null,
          priceChange && renewal ? priceCents + 300 * months : null,
          priceChange && renewal ? renewal.next : null,
          planChange && renewal ? plan(planId % 4 === 1 ? 3 : 1) : null,
          planChange && renewal ? renewal.next : null,
          pays === 'office' ? 'office' : 'member',
          autoRenew,
          guaranteed,
          household,
          canceledAt === null ? null : new Date(canceledAt).toISOString(),
          listed === 'cancellation_requested' ? (renewal?.next ?? null) : canceledAt ? day(canceledAt) : null,
          new Date(Math.min(subCreated, now)).toISOString(),
        ]);
      }
      push(enrolments, [
        household,
        organizationId,
        office,
        ownerId,
        rnd() < 0.6 ? 'external' : 'internal',
        pays === 'bank' ? 'us_bank_account' : pays,
        term,
        recurring,
        recurring,
        '{}',
        business,
        new Date(created).toISOString(),
      ]);
      if (pays === 'card' || pays === 'bank') {
        const card = pays === 'card';
        push(methods, [
          organizationId,
          ownerId,
          `pm_bench_${household}`,
          card ? 'card' : 'us_bank_account',
          card ? cardBrand() : 'bank',
          String(int(10_000)).padStart(4, '0'),
          card ? 1 + int(12) : null,
          card ? year + int(5) : null,
          new Date(created).toISOString(),
        ]);
      }
    }
  }
  return { members, subs, enrolments, methods };
}
