import type { TenantConfig } from '@mhq/domain';

/**
 * The invitation a recommended practice receives: who recommended the platform (a patient's first name and their
 * practice), their note, and the sign-up link. In English: the practice's language is not known.
 */
export function officeInvitationMail(m: {
  tenant: TenantConfig;
  contactName: string;
  practiceName: string;
  referrerFirstName: string;
  referrerOffice: string;
  note: string | null;
  signupLink: string;
}): { subject: string; text: string } {
  const lines = [
    `Hello ${m.contactName},`,
    '',
    `${m.referrerFirstName}, a patient who is a member of ${m.referrerOffice}'s membership plan on ${m.tenant.name}, recommended ${m.tenant.name} to ${m.practiceName}.`,
    '',
    `${m.tenant.name} lets a practice offer its own membership plans to patients without insurance: patients enroll online, pay monthly or yearly, and the practice is paid directly.`,
  ];
  if (m.note) lines.push('', `${m.referrerFirstName}'s note: "${m.note}"`);
  lines.push(
    '',
    `Sign up your practice: ${m.signupLink}`,
    '',
    'You received this one mail because a patient gave us this address; we will not write again unless you sign up.',
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  );
  return {
    subject: `${m.referrerFirstName} recommended ${m.tenant.name} to ${m.practiceName}`,
    text: lines.join('\n'),
  };
}
