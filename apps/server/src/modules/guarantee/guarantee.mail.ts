import { formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';

// What the office is told when the guarantee of one of its plans is claimed (by its staff or by the billing run).

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** A claim paid: how much, for which months of whose plan, and that the plan has ended. */
export function guaranteeClaimedMail(m: {
  tenant: TenantConfig;
  officeName: string;
  memberName: string;
  planName: string;
  amountCents: number;
  months: number;
  from: string;
  to: string;
  automatic: boolean;
}) {
  const text = [
    `${m.automatic ? 'The guarantee was claimed automatically' : 'The guarantee was claimed'} for ${m.memberName}'s ${m.planName}, whose payments had stopped.`,
    '',
    `${m.tenant.name} paid ${money(m.amountCents)} into your payout account: ${m.months} ${m.months === 1 ? 'month' : 'months'} from ${formatUsDate(m.from)} to the end of the commitment year on ${formatUsDate(m.to)}, each what you would have received for the month (the plan's price less the platform fee).`,
    `The plan has ended. ${m.memberName} can enroll again at any time.`,
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `${m.officeName}: ${money(m.amountCents)} paid by the guarantee for ${m.memberName}`, text };
}
