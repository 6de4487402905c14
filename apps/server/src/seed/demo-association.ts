import type { TenantConfig } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { associationPlans, associations, offices, users } from '../db/schema';

/** name, age group, monthly and annual cents, what it includes, percent off other treatment. */
type PlanSeed = [string, 'adult' | 'child', number, number | null, string[], number];

/**
 * The demo association's portal (issue 25): its profile, a standard user and an affiliate beside its manager
 * (association@demo.test), three plans it recommends to its practices, and Lakeside (the second demo organization's
 * office) as a second practice that joined through it (its sign-up date left as the demo made it). Its users sign in with the demo password.
 */
export async function seedDemoAssociation(tx: Db, tenant: TenantConfig, now: Date, passwordHash: string) {
  const [association] = await tx.select().from(associations).where(eq(associations.urlSlug, 'state-association'));
  if (!association) return;
  const dental = tenant.professionalName === 'dentist';
  await tx
    .update(associations)
    .set({
      email: 'members@state-association.test',
      phone: '5125550190',
      website: 'https://state-association.test',
      description: dental
        ? 'The state association of dental practices: continuing education, advocacy, and a membership plan program our member dentists run in their own offices.'
        : 'The state association of eye care practices: continuing education, advocacy, and a membership plan program our member optometrists run in their own offices.',
      updatedAt: now,
    })
    .where(eq(associations.id, association.id));

  for (const [email, type, firstName, lastName] of [
    ['association-staff@demo.test', 'association_standard', 'Jamie', 'Ortiz'],
    ['affiliate@demo.test', 'affiliate', 'Chris', 'Nguyen'],
  ] as const) {
    await tx.insert(users).values({ email, type, firstName, lastName, associationId: association.id, passwordHash });
  }

  const plans: PlanSeed[] = dental
    ? [
        [
          'Association Adult Preventive',
          'adult',
          2900,
          31_900,
          ['Two cleanings a year', 'Two exams and yearly x-rays', 'One emergency exam'],
          15,
        ],
        [
          'Association Kids Smile',
          'child',
          1900,
          19_900,
          ['Two cleanings and fluoride a year', 'Two exams and x-rays'],
          10,
        ],
        [
          'Association Perio Care',
          'adult',
          4500,
          null,
          ['Four periodontal maintenance visits a year', 'Two exams and yearly x-rays'],
          15,
        ],
      ]
    : [
        [
          'Association Vision Essentials',
          'adult',
          1500,
          16_500,
          ['One comprehensive eye exam a year', 'Retinal imaging'],
          20,
        ],
        ['Association Kids Vision', 'child', 1000, 10_900, ['One eye exam a year', 'A frame replacement a year'], 20],
        [
          'Association Contact Lens Plus',
          'adult',
          2500,
          null,
          ['Eye exam and contact lens fitting', 'Follow-up visits'],
          15,
        ],
      ];
  await tx.insert(associationPlans).values(
    plans.map(([name, ageGroup, monthlyCents, annualCents, benefits, discount], sortOrder) => ({
      associationId: association.id,
      name,
      description: 'Recommended by the association for member practices.',
      ageGroup,
      monthlyCents,
      annualCents,
      benefits: [...benefits],
      treatmentDiscountPercent: discount,
      sortOrder,
      updatedAt: now,
    })),
  );

  await tx.update(offices).set({ associationId: association.id }).where(eq(offices.slug, 'second-lakeside'));
}
