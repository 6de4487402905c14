import { formatMoney, formatUsDay, type TenantConfig } from '@mhq/domain';

// What a payout tells the office: on its way (with where to see what it carries), or refused and why.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

export function payoutSentMail(p: {
  tenant: TenantConfig;
  officeName: string;
  amountCents: number;
  bank: string;
  arrivalOn: string;
  link: string;
}) {
  const text = [
    `A payout of ${money(p.amountCents)} is on its way to ${p.bank}. It should arrive by ${formatUsDay(p.arrivalOn)}.`,
    '',
    'Every payment, refund, fee and dispute it carries is listed here, with downloads (CSV, Excel, PDF):',
    p.link,
    '',
    `${p.tenant.name} · ${p.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `${p.officeName}: payout of ${money(p.amountCents)} sent`, text };
}

export function payoutFailedMail(p: {
  tenant: TenantConfig;
  officeName: string;
  amountCents: number;
  reason: string;
  link: string;
}) {
  const text = [
    `Your payout of ${money(p.amountCents)} could not be sent: ${p.reason}`,
    '',
    'The amount stays in your balance and goes with the next payout once your payout account can receive it. Check it here:',
    p.link,
    '',
    `${p.tenant.name} · ${p.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `${p.officeName}: payout of ${money(p.amountCents)} failed`, text };
}
