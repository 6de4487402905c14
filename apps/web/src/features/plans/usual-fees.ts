import type { UsualFee } from '@mhq/contract';
import { procedureCodeVariants, type UsualFees } from '@mhq/domain';

export type FeeBook = {
  /** The fees as the domain's pricing rules read them: cents by code, null when not entered. */
  usualFees: UsualFees;
  /** The office's usual fee for a code in cents, or null when it has none yet. */
  feeOf: (code: string) => number | null;
  /** The procedure's plain name ('Basic Cleaning adult'), or '' for a code the office's list lacks. */
  nameOf: (code: string) => string;
};

/** Usual fees looked up as the recommended price does: a dental code with or without its D prefix. */
export function feeBook(fees: readonly UsualFee[]): FeeBook {
  const byCode = new Map<string, UsualFee[]>();
  for (const fee of fees) {
    for (const variant of procedureCodeVariants(fee.code)) byCode.set(variant, [...(byCode.get(variant) ?? []), fee]);
  }
  const entries = (code: string) => procedureCodeVariants(code).flatMap((v) => byCode.get(v) ?? []);
  return {
    usualFees: Object.fromEntries(fees.map((f) => [f.code, f.feeCents])),
    feeOf: (code) => entries(code).find((f) => f.feeCents !== null)?.feeCents ?? null,
    nameOf: (code) => entries(code).find((f) => f.name)?.name ?? '',
  };
}
