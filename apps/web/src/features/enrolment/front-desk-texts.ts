/** The front desk's own words around the shared enrolment form (English, like the rest of the office area). */
export const frontDeskTexts = {
  title: 'Enroll a patient',
  subtitle: (office: string) => `Enroll a patient or a family in the plans of ${office}, at the counter.`,
  externalTitle: 'Patient enrollment',
  externalSubtitle: (office: string) =>
    `The form your patients see online, for ${office}: hand the tablet to the patient.`,
  eyebrow: 'Add member',
  tabs: 'Enrollment form sections',
  enrollTab: 'Enrollment form',
  plansTab: 'View plans',
  plansHeading: 'The plans this office offers',
  noOffice: 'Choose an office in the top bar to enroll a patient.',
  loadFailed: 'The plans of this office could not be loaded.',
  retry: 'Try again',
  noPlans: 'This office has no published plan yet. Publish a plan on the Membership Plans page first.',
  plansPage: 'Go to Membership Plans',
} as const;
