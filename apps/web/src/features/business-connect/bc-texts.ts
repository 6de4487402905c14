import type { TenantConfig } from '@mhq/domain';

/** The practice's BusinessConnect words, in the brand's own terms ('dental' or 'eye care'). */
export function bcText(tenant: TenantConfig) {
  const care = tenant.professionalName === 'dentist' ? 'dental' : 'eye care';
  return {
    care,
    eyebrow: 'BusinessConnect',
    notOffered: {
      title: `BusinessConnect is not offered on ${tenant.name}`,
      body: `Employer programs are not part of ${tenant.name}. Your membership plans are offered to patients directly, through your enrollment page and invitations.`,
    },
    steps: [
      {
        title: 'Turn on BusinessConnect',
        body: 'Accept the BusinessConnect terms and addendum, choose the discount employers’ staff get and which plans employers may offer.',
      },
      {
        title: 'Invite local businesses',
        body: 'Enter a business’s name and contact email. We email them a link to set up their free business account.',
      },
      {
        title: 'The business shares your link',
        body: 'Each business gets its own enrollment link to your plans. It shares the link with its employees by email, intranet or a poster in the break room.',
      },
      {
        title: 'Employees enroll themselves',
        body: `Employees (and their families) pick a plan at your practice, see the discount, and pay for it themselves by card or bank account. No insurance, no claims.`,
      },
      {
        title: 'You see who came from where',
        body: 'Your BusinessConnect page lists each business with its enrolled employees, active members and revenue; the report breaks it down by month.',
      },
    ],
    turnOn: 'Turn on BusinessConnect',
    acceptTerms: 'I accept the BusinessConnect terms',
    acceptAddendum: 'I accept the BusinessConnect addendum',
    readTerms: 'Read the BusinessConnect terms',
    readAddendum: 'Read the BusinessConnect addendum',
    noOffice: 'Choose an office first.',
    mayNotChange: 'Only the office owner, an office admin or the plan coordinator can change BusinessConnect.',
  };
}
