// Matching members to the charts of the office's practice-management system (issue 28). A wrong match writes one
// patient's membership onto another's chart, so the matcher is built for precision: it is sure only when the birth
// date, the last name and the first name all agree and a contact (email or phone) backs them, and no other chart
// comes close. Everything less goes to staff as a candidate, with what agrees in words.

/** What the matcher compares, on the member's side and the chart's. */
export type MatchPerson = {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd, or null when unknown. */
  birthDate: string | null;
  email: string | null;
  phone: string | null;
};

export type ChartScore = { score: number; reasons: string[] };
export type ScoredChart<C> = ChartScore & { chart: C };

/** A sure match scores at least this much... */
export const SURE_MATCH_SCORE = 90;
/** ...and leads every other chart by more than this. */
export const SURE_MATCH_MARGIN = 15;
/** Charts scoring at least this much are shown to staff as candidates. */
export const CANDIDATE_SCORE = 50;

// The weights add up to 100. A same birth date and both names give 85: a contact must back them for a sure match.
const BIRTH_DATE = 40;
const SWAPPED_BIRTH_DATE = 20;
const LAST_NAME = 20;
const SIMILAR_LAST_NAME = 12;
const FIRST_NAME = 25;
/** A nickname or the same name spelled another way (Bill and William, Katherine and Catherine). */
const NICKNAME = 15;
/** One letter off (Jhon and John): a typo, or a twin's name (Ava and Ada), so never enough for a sure match. */
const TYPO = 10;
const EMAIL = 10;
const PHONE = 5;

/** Names as people are told apart by: lower case, no accents, letters only ("O'Brien" is "obrien"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** A name's spelling variants written one way (Katherine and Catherine, Kristy and Kristi); vowels stay: Lily is not Lola. */
function soundKey(key: string): string {
  return key
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/th/g, 't')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
}

// Nicknames: each group is one given name and the names people go by instead.
const NICKNAME_GROUPS = [
  'william bill billy will willy liam',
  'robert bob bobby rob robbie bert',
  'james jim jimmy jamie',
  'john jon johnny jack jonathan',
  'katherine catherine kathryn kate katie kathy cathy kat kay',
  'elizabeth liz lizzie beth betsy betty eliza libby',
  'margaret maggie meg peggy marge',
  'michael mike mikey mick',
  'richard rick ricky rich dick',
  'thomas tom tommy',
  'joseph joe joey',
  'charles charlie chuck chas',
  'christopher chris kit',
  'daniel dan danny',
  'david dave davey',
  'edward ed eddie ted ned',
  'anthony tony',
  'alexander alex al xander',
  'alexandra alex alexa sandra sandy lexi',
  'andrew andy drew',
  'benjamin ben benny',
  'matthew matt',
  'nicholas nick nicky',
  'patrick pat paddy',
  'patricia pat patty trish tricia',
  'samuel sam sammy',
  'samantha sam sammie',
  'steven stephen steve',
  'timothy tim timmy',
  'jennifer jen jenny',
  'jessica jess jessie',
  'rebecca becky becca',
  'deborah debra deb debbie',
  'susan sue susie suzanne',
  'victoria vicky tori',
  'abigail abby',
  'gregory greg',
  'jeffrey jeff geoffrey',
  'kenneth ken kenny',
  'lawrence larry laurence',
  'ronald ron ronnie',
  'zachary zach zack',
  'joshua josh',
  'jacob jake',
  'nathaniel nathan nate',
  'pamela pam',
  'kimberly kim',
  'francisco frank paco pancho',
  'francis frank fran',
  'jose pepe',
  'guadalupe lupe',
  'enrique kike',
  'alejandro alex ale',
].map((g) => g.split(' '));

const nicknamesOf = new Map<string, Set<string>>();
for (const group of NICKNAME_GROUPS) {
  for (const name of group) {
    const known = nicknamesOf.get(name) ?? new Set<string>();
    for (const other of group) known.add(other);
    nicknamesOf.set(name, known);
  }
}

/** Whether two names differ by one letter added, left out, changed, or two neighbours swapped. */
export function oneLetterOff(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) {
    if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  }
  return false;
}

type NameAgreement = 'same' | 'nickname' | 'typo' | 'none';

function firstNames(a: string, b: string): NameAgreement {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (!x || !y) return 'none';
  if (x === y) return 'same';
  if (nicknamesOf.get(x)?.has(y) || soundKey(x) === soundKey(y)) return 'nickname';
  // A typo keeps the first letter and leaves a name of three letters or more (Ava and Eva are two names).
  if (x[0] === y[0] && Math.min(x.length, y.length) >= 3 && oneLetterOff(x, y)) return 'typo';
  return 'none';
}

function lastNames(a: string, b: string): 'same' | 'similar' | 'none' {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (!x || !y) return 'none';
  if (x === y) return 'same';
  // A double-barrelled name against one of its parts (Garcia-Lopez and Garcia), a typo, or the same sound.
  const parts = (n: string) =>
    n
      .toLowerCase()
      .split(/[\s-]+/)
      .map(nameKey)
      .filter(Boolean);
  const shared = parts(a).some((p) => p.length >= 3 && parts(b).includes(p));
  if (shared || soundKey(x) === soundKey(y)) return 'similar';
  if (x[0] === y[0] && Math.min(x.length, y.length) >= 4 && oneLetterOff(x, y)) return 'similar';
  return 'none';
}

function birthDates(a: string | null, b: string | null): 'same' | 'swapped' | 'none' {
  if (!a || !b) return 'none';
  if (a === b) return 'same';
  const [ya, ma, da] = a.split('-');
  const [yb, mb, db] = b.split('-');
  // Day and month typed the other way round (03/04 for 04/03): the same person often, but never sure.
  return ya === yb && ma === db && da === mb ? 'swapped' : 'none';
}

const emailKey = (e: string | null) => e?.trim().toLowerCase() || null;
/** The last ten digits: a country code or formatting does not make two numbers different. */
const phoneKey = (p: string | null) => {
  const digits = (p ?? '').replace(/\D/g, '').slice(-10);
  return digits.length >= 7 ? digits : null;
};

/** How much a chart looks like the member, 0 to 100, and what agrees in words. */
export function scoreChart(member: MatchPerson, chart: MatchPerson): ChartScore {
  const reasons: string[] = [];
  let score = 0;
  const born = birthDates(member.birthDate, chart.birthDate);
  if (born === 'same') {
    score += BIRTH_DATE;
    reasons.push('same birth date');
  } else if (born === 'swapped') {
    score += SWAPPED_BIRTH_DATE;
    reasons.push('birth date with day and month swapped');
  }
  const last = lastNames(member.lastName, chart.lastName);
  if (last !== 'none') {
    score += last === 'same' ? LAST_NAME : SIMILAR_LAST_NAME;
    reasons.push(`${last} last name`);
  }
  const first = firstNames(member.firstName, chart.firstName);
  if (first !== 'none') {
    score += first === 'same' ? FIRST_NAME : first === 'nickname' ? NICKNAME : TYPO;
    reasons.push(first === 'same' ? 'same first name' : 'similar first name');
  }
  const email = emailKey(member.email);
  if (email && email === emailKey(chart.email)) {
    score += EMAIL;
    reasons.push('same email');
  }
  const phone = phoneKey(member.phone);
  if (phone && phone === phoneKey(chart.phone)) {
    score += PHONE;
    reasons.push('same phone');
  }
  return { score: Math.min(100, score), reasons };
}

export type MemberMatch<C> = {
  /** The chart that is the member for sure, or null. */
  sure: ScoredChart<C> | null;
  /** Charts staff should look at (when there is no sure one), best first. */
  candidates: ScoredChart<C>[];
};

/**
 * Scores every chart against the member. Sure: a same birth date, at least SURE_MATCH_SCORE, and no other chart within
 * SURE_MATCH_MARGIN points (twins and a parent sharing a name stay with staff). Else the candidates from CANDIDATE_SCORE.
 */
export function matchMember<C extends MatchPerson>(member: MatchPerson, charts: readonly C[]): MemberMatch<C> {
  const scored = charts
    .map((chart) => ({ chart, ...scoreChart(member, chart) }))
    .filter((s) => s.score >= CANDIDATE_SCORE)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  const sure =
    best &&
    best.score >= SURE_MATCH_SCORE &&
    best.reasons.includes('same birth date') &&
    (!next || best.score - next.score > SURE_MATCH_MARGIN)
      ? best
      : null;
  return { sure, candidates: sure ? [] : scored };
}

/**
 * Matches many members at once: a chart two members are sure of is nobody's for sure (one of them is a duplicate,
 * or the other's chart is missing), and both get it as a candidate instead.
 */
export function matchMembers<M extends MatchPerson, C extends MatchPerson & { chartId: string }>(
  members: readonly M[],
  charts: readonly C[],
  excluded: (member: M, chart: C) => boolean = () => false,
): { member: M; match: MemberMatch<C> }[] {
  const results = members.map((member) => ({
    member,
    match: matchMember(
      member,
      charts.filter((c) => !excluded(member, c)),
    ),
  }));
  const claims = new Map<string, number>();
  for (const r of results) {
    if (r.match.sure) claims.set(r.match.sure.chart.chartId, (claims.get(r.match.sure.chart.chartId) ?? 0) + 1);
  }
  return results.map((r) => {
    const sure = r.match.sure;
    if (!sure || (claims.get(sure.chart.chartId) ?? 0) < 2) return r;
    const all = matchMember(
      r.member,
      charts.filter((c) => !excluded(r.member, c)),
    );
    return {
      member: r.member,
      match: { sure: null, candidates: all.sure ? [all.sure, ...all.candidates] : all.candidates },
    };
  });
}
