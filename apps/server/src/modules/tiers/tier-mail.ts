import { formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';

// What the platform tells a practice owner about the tier it pays: a receipt for each paid period, a notice for each
// refused try (with how to fix it), and the notice that the tier is suspended until paid. Written to the owner, in
// English (the practice's pages are English), in the brand's name.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

export type TierMailFacts = {
  tenant: TenantConfig;
  firstName: string | null;
  organizationName: string;
  tierName: string;
  pricingPeriod: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  /** Where the owner manages the tier's payment method. */
  billingLink: string;
};

const hello = (f: TierMailFacts) => (f.firstName ? `Hello ${f.firstName},` : 'Hello,');
const period = (f: TierMailFacts) => `${formatUsDate(f.periodStart)} to ${formatUsDate(f.periodEnd)}`;
const signOff = (f: TierMailFacts) => [
  '',
  `Questions? Write to ${f.tenant.supportEmail} or call ${f.tenant.supportPhone}.`,
  `${f.tenant.name}`,
];

/** The receipt of one paid tier period. */
export function tierReceiptMail(f: TierMailFacts & { paidOn: string; method: string }) {
  const text = [
    hello(f),
    '',
    `Thank you: we received ${money(f.amountCents)} for ${f.organizationName}'s ${f.tenant.name} ${f.tierName} plan.`,
    '',
    `Plan: ${f.tierName} (${f.pricingPeriod === 'annual' ? 'billed yearly' : 'billed monthly'})`,
    `Period: ${period(f)}`,
    `Amount: ${money(f.amountCents)}`,
    `Paid on: ${formatUsDate(f.paidOn)} with your ${f.method}`,
    '',
    `Your payment history: ${f.billingLink}`,
    ...signOff(f),
  ].join('\n');
  return { subject: `Receipt: your ${f.tenant.name} ${f.tierName} plan, ${formatUsDate(f.periodStart)}`, text };
}

/** A refused try: why, when it is tried again (or that the menu is locked until paid), and how to fix it. */
export function tierFailedMail(f: TierMailFacts & { reason: string; nextTryOn: string | null; tries: number }) {
  const text = [
    hello(f),
    '',
    `We could not take the payment of ${money(f.amountCents)} for ${f.organizationName}'s ${f.tenant.name} ${f.tierName} plan (${period(f)}).`,
    `The processor said: ${f.reason}`,
    '',
    f.nextTryOn
      ? `We will try again on ${formatUsDate(f.nextTryOn)}. Your account works as usual meanwhile.`
      : `We tried ${f.tries} times. Your practice menu is locked until this payment is made; your members' plans and payments are not affected.`,
    '',
    `To fix it, add a card or bank account (or make another one the default) on your billing page; we charge it at once:`,
    f.billingLink,
    ...signOff(f),
  ].join('\n');
  const subject = f.nextTryOn
    ? `Your ${f.tenant.name} payment did not go through`
    : `Action needed: your ${f.tenant.name} plan is suspended until paid`;
  return { subject, text };
}
