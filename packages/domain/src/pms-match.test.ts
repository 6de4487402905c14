import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_SCORE,
  type MatchPerson,
  matchMember,
  matchMembers,
  oneLetterOff,
  SURE_MATCH_SCORE,
  scoreChart,
} from './pms-match';

type Chart = MatchPerson & { chartId: string };
type Member = MatchPerson & { id: string; truth: string | null };

const person = (
  firstName: string,
  lastName: string,
  birthDate: string | null,
  email: string | null = null,
  phone: string | null = null,
): MatchPerson => ({ firstName, lastName, birthDate, email, phone });

// A seeded practice: ordinary patients, and the near-duplicates that make matching hard.
const LAST = ['Smith', 'Nguyen', 'Garcia', 'Johnson', 'Okafor', 'Kowalski', 'Haddad', 'Brown', 'Lee', 'Rossi'];
const FIRST = ['Olivia', 'Noah', 'Amara', 'Lucas', 'Sofia', 'Mateo', 'Hana', 'Elijah', 'Zoe', 'Ibrahim', 'Grace'];

/** A small deterministic generator, so the set is the same on every run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function practice() {
  const rand = seeded(28);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const charts: Chart[] = [];
  const members: Member[] = [];
  const day = () =>
    `${1950 + Math.floor(rand() * 70)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  for (let i = 0; i < 200; i++) {
    const p = person(pick(FIRST), pick(LAST), day(), `p${i}@mail.test`, `555${String(1000000 + i).slice(1)}`);
    charts.push({ ...p, chartId: `C${i}` });
    // Three in four patients are members; some with their contact written differently or missing.
    if (rand() < 0.75) {
      const email = rand() < 0.2 ? null : (p.email?.toUpperCase() ?? null);
      members.push({ ...p, email, phone: rand() < 0.3 ? null : `+1 (${p.phone})`, id: `M${i}`, truth: `C${i}` });
    }
  }
  const family = (last: string, email: string, phone: string) => ({ last, email, phone });
  const twins = family('Lopez', 'lopez.family@mail.test', '5550001111');
  const twinsBorn = '2016-05-09';
  // Twins with one birth date, one last name and one contact: Ava and Ada (one letter apart), Lily and Lola.
  charts.push({ ...person('Ava', twins.last, twinsBorn, twins.email, twins.phone), chartId: 'T1' });
  charts.push({ ...person('Ada', twins.last, twinsBorn, twins.email, twins.phone), chartId: 'T2' });
  members.push({ ...person('Ava', twins.last, twinsBorn, twins.email, twins.phone), id: 'ava', truth: 'T1' });
  members.push({ ...person('Ada', twins.last, twinsBorn, twins.email, twins.phone), id: 'ada', truth: 'T2' });
  // Only Lola has a chart: her twin Lily, a member, must not be matched to it.
  charts.push({ ...person('Lola', 'Park', '2018-02-02', 'park@mail.test', '5550002222'), chartId: 'T3' });
  members.push({ ...person('Lily', 'Park', '2018-02-02', 'park@mail.test', '5550002222'), id: 'lily', truth: null });
  // Christian has a chart; his twin Christina (two letters swapped) is a member without one.
  charts.push({ ...person('Christian', 'Moreau', '2012-07-01', 'moreau@mail.test'), chartId: 'T4' });
  members.push({ ...person('Christina', 'Moreau', '2012-07-01', 'moreau@mail.test'), id: 'christina', truth: null });
  // A father and son with one name and one household contact.
  const home = family('Walker', 'walkers@mail.test', '5550003333');
  charts.push({ ...person('John', home.last, '1978-03-14', home.email, home.phone), chartId: 'W1' });
  charts.push({ ...person('John', home.last, '2010-11-20', home.email, home.phone), chartId: 'W2' });
  members.push({ ...person('John', home.last, '2010-11-20', home.email, home.phone), id: 'john-jr', truth: 'W2' });
  // A mother and daughter with one name, only the mother in the PMS: the daughter must stay unmatched.
  charts.push({ ...person('Maria', 'Santos', '1980-01-05', 'santos@mail.test', '5550004444'), chartId: 'S1' });
  members.push({
    ...person('Maria', 'Santos', '2011-06-30', 'santos@mail.test', '5550004444'),
    id: 'maria-d',
    truth: null,
  });
  // Nicknames and spellings: the same people written another way.
  charts.push({ ...person('William', 'Turner', '1965-09-12', 'bill.t@mail.test', '5550005555'), chartId: 'N1' });
  members.push({
    ...person('Bill', 'Turner', '1965-09-12', 'bill.t@mail.test', '5550005555'),
    id: 'bill',
    truth: 'N1',
  });
  charts.push({ ...person('Katherine', 'Doyle', '1990-04-22', 'kd@mail.test', '5550006666'), chartId: 'N2' });
  members.push({
    ...person('Catherine', 'Doyle', '1990-04-22', 'kd@mail.test', '5550006666'),
    id: 'cath',
    truth: 'N2',
  });
  charts.push({ ...person('John', 'Baker', '1972-12-01', 'jb@mail.test', '5550007777'), chartId: 'N3' });
  members.push({ ...person('Jhon', 'Baker', '1972-12-01', 'jb@mail.test', '5550007777'), id: 'jhon', truth: 'N3' });
  // A birth date with day and month swapped, and a last name with a typo.
  charts.push({ ...person('Aisha', 'Bello', '1988-07-03', 'ab@mail.test', '5550008888'), chartId: 'D1' });
  members.push({ ...person('Aisha', 'Bello', '1988-03-07', 'ab@mail.test', '5550008888'), id: 'aisha', truth: 'D1' });
  charts.push({ ...person('Peter', 'Schneider', '1959-10-10', 'ps@mail.test', '5550009999'), chartId: 'L1' });
  members.push({
    ...person('Peter', 'Schnieder', '1959-10-10', 'ps@mail.test', '5550009999'),
    id: 'peter',
    truth: 'L1',
  });
  // A member enrolled twice (a duplicate record): the chart is nobody's for sure.
  charts.push({ ...person('Omar', 'Farouk', '1970-08-08', 'of@mail.test', '5550010000'), chartId: 'U1' });
  members.push({ ...person('Omar', 'Farouk', '1970-08-08', 'of@mail.test', '5550010000'), id: 'omar1', truth: 'U1' });
  members.push({ ...person('Omar', 'Farouk', '1970-08-08', 'of@mail.test', '5550010000'), id: 'omar2', truth: 'U1' });
  return { charts, members };
}

describe('matching members to PMS charts', () => {
  const { charts, members } = practice();
  const results = matchMembers(members, charts);
  const sureOf = (id: string) => results.find((r) => r.member.id === id)?.match;

  it('is never sure of a wrong chart on the seeded practice, and sure of most clean ones', () => {
    const wrong = results.filter((r) => r.match.sure && r.match.sure.chart.chartId !== r.member.truth);
    expect(wrong.map((r) => `${r.member.id} -> ${r.match.sure?.chart.chartId}`)).toEqual([]);
    const clean = results.filter((r) => r.member.id.startsWith('M') && r.member.email && r.member.phone);
    const sure = clean.filter((r) => r.match.sure);
    expect(sure.length / clean.length).toBeGreaterThan(0.9);
  });

  it('leaves twins sharing a birth date, a last name and a contact to staff, each with both charts', () => {
    for (const id of ['ava', 'ada']) {
      const m = sureOf(id);
      expect(m?.sure).toBeNull();
      expect(m?.candidates.map((c) => c.chart.chartId).sort()).toEqual(['T1', 'T2']);
    }
    expect(sureOf('ava')?.candidates[0]?.chart.chartId).toBe('T1');
    expect(sureOf('lily')?.sure).toBeNull();
    expect(sureOf('christina')?.sure).toBeNull();
    expect(sureOf('christina')?.candidates[0]?.reasons).toContain('similar first name');
  });

  it("tells a son from his father by the birth date, and never gives a daughter her mother's chart", () => {
    expect(sureOf('john-jr')?.sure?.chart.chartId).toBe('W2');
    expect(sureOf('maria-d')?.sure).toBeNull();
    expect(sureOf('maria-d')?.candidates[0]?.reasons).not.toContain('same birth date');
  });

  it('matches nicknames and spellings for sure when the contact agrees, and only suggests a typo', () => {
    expect(sureOf('bill')?.sure?.reasons).toEqual([
      'same birth date',
      'same last name',
      'similar first name',
      'same email',
      'same phone',
    ]);
    expect(sureOf('cath')?.sure?.chart.chartId).toBe('N2');
    expect(sureOf('jhon')?.sure).toBeNull();
    expect(sureOf('jhon')?.candidates[0]).toMatchObject({ chart: { chartId: 'N3' }, score: 85 });
    expect(sureOf('peter')?.sure?.reasons).toContain('similar last name');
  });

  it('suggests a swapped birth date without being sure, and gives a chart two members claim to neither', () => {
    expect(sureOf('aisha')?.sure).toBeNull();
    expect(sureOf('aisha')?.candidates[0]?.reasons).toContain('birth date with day and month swapped');
    for (const id of ['omar1', 'omar2']) {
      expect(sureOf(id)?.sure).toBeNull();
      expect(sureOf(id)?.candidates[0]?.chart.chartId).toBe('U1');
    }
  });

  it('skips the pairs it is told to (dismissed by staff, or charts of other members)', () => {
    const bill = members.find((m) => m.id === 'bill');
    if (!bill) throw new Error('no Bill');
    const [r] = matchMembers([bill], charts, (_m, c) => c.chartId === 'N1');
    expect(r?.match).toEqual({ sure: null, candidates: [] });
  });

  it('needs the same birth date to be sure: names and contact alone never are', () => {
    const chart = person('Grace', 'Lee', '1990-01-01', 'g@mail.test', '5551234567');
    const m = matchMember(person('Grace', 'Lee', null, 'g@mail.test', '5551234567'), [{ ...chart, chartId: 'X' }]);
    expect(m.sure).toBeNull();
    expect(m.candidates[0]?.score).toBe(60);
  });
});

describe('scores', () => {
  const name = fc.stringMatching(/^[A-Za-z' -]{0,12}$/);
  const day = fc.option(fc.date({ min: new Date('1920-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }));
  const someone = fc.record({
    firstName: name,
    lastName: name,
    birthDate: day.map((d) => (d ? d.toISOString().slice(0, 10) : null)),
    email: fc.option(fc.constantFrom('a@x.test', 'b@x.test')),
    phone: fc.option(fc.constantFrom('5550001', '555-0002')),
  });

  it('are 0 to 100, the same either way round, and sure only with the same birth date', () => {
    fc.assert(
      fc.property(someone, someone, (a, b) => {
        const s = scoreChart(a, b);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
        expect(scoreChart(b, a).score).toBe(s.score);
        const m = matchMember(a, [{ ...b, chartId: 'X' }]);
        if (m.sure) expect(a.birthDate).toBe(b.birthDate);
        if (m.sure) expect(m.sure.score).toBeGreaterThanOrEqual(SURE_MATCH_SCORE);
        for (const c of m.candidates) expect(c.score).toBeGreaterThanOrEqual(CANDIDATE_SCORE);
      }),
    );
  });

  it('counts one letter off: added, left out, changed, or two neighbours swapped', () => {
    expect(oneLetterOff('jon', 'john')).toBe(true);
    expect(oneLetterOff('emma', 'ella')).toBe(false);
    expect(oneLetterOff('emma', 'emna')).toBe(true);
    expect(oneLetterOff('christian', 'christina')).toBe(true);
    expect(oneLetterOff('anna', 'anna')).toBe(false);
  });
});
