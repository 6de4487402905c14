import type { TenantConfig } from '@mhq/domain';

/** What the invitation says: the office's own name and phone from its record, never the request's words. */
export type BusinessInvite = {
  tenant: TenantConfig;
  businessName: string;
  officeName: string;
  officePhone: string | null;
  discountPercent: number;
  activationLink: string;
  validDays: number;
};

/** The mail an employer gets when a practice invites it to BusinessConnect (and again when the office re-sends it). */
export function businessInviteMail(i: BusinessInvite): { subject: string; text: string } {
  const care = i.tenant.professionalName === 'dentist' ? 'dental' : 'eye care';
  return {
    subject: `${i.officeName} invites ${i.businessName} to offer its ${care} membership plans to your team`,
    text: [
      'Hello,',
      '',
      `${i.officeName} invites ${i.businessName} to join BusinessConnect on ${i.tenant.name}. Your employees (and their families) can join the practice's in-house membership plans${i.discountPercent > 0 ? ` at ${i.discountPercent}% off` : ''}: preventive care for one monthly or yearly price, with savings on other treatment.`,
      '',
      'It costs your business nothing unless you choose to pay for your employees. You share one enrollment link with your team; each employee enrolls and pays for their own plan.',
      '',
      `Finish setting up your business account (this link works for ${i.validDays} days):`,
      i.activationLink,
      '',
      `Questions? Call ${i.officeName}${i.officePhone ? ` at ${i.officePhone}` : ''} or reply to this email.`,
      '',
      'Membership plans are not insurance.',
      `Sent for the practice by ${i.tenant.name}.`,
    ].join('\n'),
  };
}
