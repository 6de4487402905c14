/**
 * Money in integer cents (ARCHITECTURE 'Data': money is integer cents, a discount is rounded half-up once, at
 * the end). Cents are plain safe integers here and `bigint` columns in the database.
 *
 * The one rounding rule: every helper works on exact decimals (never binary floats) and rounds a single time,
 * at the end, half-up: a remainder of exactly half a cent goes away from zero, so a refund mirrors its charge.
 */

/** A whole number of US cents. */
export type Cents = number;

/** An exact decimal: `units / 10^scale`, scale never negative. */
type Decimal = { units: bigint; scale: number };

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  let units = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** A number's shortest exact decimal text ('19.99' for 19.99), so no float error reaches the arithmetic. */
function decimalOfNumber(value: number, what: string): Decimal {
  const decimal = Number.isFinite(value) ? parseDecimal(String(value)) : null;
  if (!decimal) throw new RangeError(`${what} must be a finite number, got ${value}`);
  return decimal;
}

/** Divides and rounds half-up (halves away from zero). The denominator must be positive. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < denominator) return quotient;
  return quotient + (numerator < 0n ? -1n : 1n);
}

function toCents(value: bigint): Cents {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${value} cents is beyond the safe integer range`);
  }
  return Number(value);
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number, got ${cents}`);
}

/** True when a value is a whole, safe number of cents. */
export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

/**
 * Dollars to cents without float error: 19.99 and '19.99' give 1999; '$1,250' gives 125000. Digits past the
 * cent are rounded half-up once ('0.125' gives 13).
 */
export function dollarsToCents(dollars: number | string): Cents {
  if (typeof dollars === 'number') {
    const decimal = decimalOfNumber(dollars, 'Dollars');
    return toCents(divideHalfUp(decimal.units * 100n, 10n ** BigInt(decimal.scale)));
  }
  const text = dollars
    .trim()
    .replace(/^([+-]?)\s*\$\s*/, '$1')
    .replaceAll(',', '');
  const decimal = parseDecimal(text);
  if (!decimal) throw new RangeError(`Not an amount of dollars: '${dollars}'`);
  return toCents(divideHalfUp(decimal.units * 100n, 10n ** BigInt(decimal.scale)));
}

/** Cents as a plain dollar string with two decimals and no separators, for inputs and exports: 1999 → '19.99'. */
export function centsToDollars(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export type FormatMoneyOptions = {
  /** Force 0 or 2 decimals; by default whole dollars show none and any other amount shows 2. */
  decimals?: 0 | 2;
};

/**
 * US dollars for display (spec 01 section 9 'Currency'): zero decimals for whole amounts by default, otherwise 2.
 * 2900 → '$29', 1999 → '$19.99', 125000 → '$1,250', -500 → '-$5'. Forcing 0 decimals rounds half-up.
 */
export function formatMoney(cents: Cents, options: FormatMoneyOptions = {}): string {
  assertCents(cents);
  const decimals = options.decimals ?? (cents % 100 === 0 ? 0 : 2);
  const abs = Math.abs(cents);
  if (decimals === 0) {
    const dollars = Number(divideHalfUp(BigInt(abs), 100n));
    const sign = cents < 0 && dollars > 0 ? '-' : '';
    return `${sign}$${groupThousands(String(dollars))}`;
  }
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${groupThousands(String(Math.trunc(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `percent`% of an amount, rounded half-up once: percentOf(1999, 12.5) is 249.875 → 250 cents. The percent may
 * be fractional and is read as the decimal it prints as.
 */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  const p = decimalOfNumber(percent, 'Percent');
  return toCents(divideHalfUp(BigInt(cents) * p.units, 100n * 10n ** BigInt(p.scale)));
}

/**
 * What is left of an amount after taking `percent`% off, computed as cents × (100 − percent) / 100 and rounded
 * half-up once (so it is not always cents − percentOf(cents, percent), which would round the other part).
 */
export function lessPercent(cents: Cents, percent: number): Cents {
  assertCents(cents);
  const p = decimalOfNumber(percent, 'Percent');
  const hundred = 100n * 10n ** BigInt(p.scale);
  return toCents(divideHalfUp(BigInt(cents) * (hundred - p.units), hundred));
}

/** Weights on one common scale, as exact integers. */
function integerWeights(weights: readonly number[]): bigint[] {
  const decimals = weights.map((w) => {
    if (!(w >= 0)) throw new RangeError(`A weight must be zero or more, got ${w}`);
    return decimalOfNumber(w, 'Weight');
  });
  const scale = Math.max(0, ...decimals.map((d) => d.scale));
  return decimals.map((d) => d.units * 10n ** BigInt(scale - d.scale));
}

/**
 * Splits a total into whole-cent parts proportional to the weights that add up exactly to the total
 * (largest remainder: each part gets its share rounded down, then the cents left over go one each to the parts
 * with the largest remainders, earlier parts first on a tie). Used so family line items sum to the charge.
 * A zero weight gets nothing; when every weight is zero the total is split evenly. A negative total (a refund)
 * is split as its opposite, then negated.
 */
export function splitCents(totalCents: Cents, weights: readonly number[]): Cents[] {
  assertCents(totalCents);
  if (weights.length === 0) {
    if (totalCents === 0) return [];
    throw new RangeError('Cannot split a non-zero total into no parts');
  }
  let scaled = integerWeights(weights);
  let sum = scaled.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    scaled = scaled.map(() => 1n);
    sum = BigInt(scaled.length);
  }
  const total = BigInt(Math.abs(totalCents));
  const shares = scaled.map((w, index) => ({ index, part: (total * w) / sum, remainder: (total * w) % sum }));
  let leftover = total - shares.reduce((a, s) => a + s.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    share.part += 1n;
    leftover -= 1n;
  }
  const sign = totalCents < 0 ? -1 : 1;
  return shares.map((s) => (s.part === 0n ? 0 : sign * Number(s.part)));
}
