import { SUBSCRIPTION_STATUSES, type TenantConfig } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  associations,
  globalBanners,
  offices,
  officeUsers,
  organizations,
  smallBusinesses,
  systemSettings,
  users,
} from '../db/schema';
import type { MailLinkConfig } from '../modules/auth/auth.service';
import { hashPassword } from '../modules/auth/passwords';
import { seedDemoAssociation } from './demo-association';
import { seedDemoBackOfficeErrors } from './demo-back-office-errors';
import { seedDemoBusinessConnect } from './demo-business-connect';
import { seedDemoBusinessPortal } from './demo-business-portal';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoCodes } from './demo-codes';
import { seedDemoCommunity } from './demo-community';
import { seedDemoDisputes } from './demo-disputes';
import { seedDemoEmployerPays } from './demo-employer-pays';
import { seedDemoFees } from './demo-fees';
import { seedGuaranteedPayments } from './demo-guarantee';
import { seedDemoHistory } from './demo-history';
import { enrollHouseholds, type Household } from './demo-households';
import { seedDemoLists } from './demo-lists';
import { seedDemoMarketplace } from './demo-marketplace';
import { seedDemoMoney } from './demo-money';
import { seedDemoMultiLocation } from './demo-multi-location';
import { seedDemoOfficeProfiles } from './demo-office';
import { seedDemoOrgPlans } from './demo-org-plans';
import { seedDemoContactPreferences } from './demo-patient-profile';
import { seedOfficePlans } from './demo-plans';
import { seedDemoPlatformUsers } from './demo-platform-users';
import { seedDemoPms } from './demo-pms';
import { seedDemoPortal } from './demo-portal';
import { seedDemoPrintBranding } from './demo-print-branding';
import { seedDemoPromos } from './demo-promos';
import { seedDemoPublicSite } from './demo-public-site';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoSignup } from './demo-signup';
import { seedDemoSms } from './demo-sms';
import { seedDemoSupport } from './demo-support';
import { seedDemoTiers } from './demo-tiers';

export const DEMO_PASSWORD = 'demo-password-1';

/** Where the seeded mails' links point when the caller does not say: the default address. */
const DEFAULT_LINKS: MailLinkConfig = {
  publicUrl: undefined,
  publicUrlVision: undefined,
  port: 3000,
  tenant: undefined,
};

/** Seeds the demo practices and users for the active brand, once; answers whether it did. */
export async function seedDemo(
  db: Db,
  tenant: TenantConfig,
  now: Date,
  links: MailLinkConfig = DEFAULT_LINKS,
): Promise<boolean> {
  const [done] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'demo_seeded'));
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const title = tenant.professionalName === 'dentist' ? 'Dental' : 'Eye Care';
  const ownerType = 'dentist';
  const practice = tenant.id === 'vision' ? 'Bright View Eye Care' : 'Bright Smiles Dental';

  await db.transaction(async (tx) => {
    const addUser = async (v: Omit<typeof users.$inferInsert, 'passwordHash'>) => {
      const [u] = await tx
        .insert(users)
        .values({ ...v, passwordHash })
        .returning();
      if (!u) throw new Error('user insert failed');
      return u;
    };
    const addOffice = async (v: typeof offices.$inferInsert) => {
      const [o] = await tx.insert(offices).values(v).returning();
      if (!o) throw new Error('office insert failed');
      return o;
    };
    const [association] = await tx
      .insert(associations)
      .values({ name: `State ${title} Association`, urlSlug: 'state-association', logo: null })
      .returning();
    const [business] = await tx.insert(smallBusinesses).values({ name: 'Acme Logistics', logoUrl: null }).returning();

    // Demo organization: two offices, owner of both, an office admin and a standard user.
    const [demo] = await tx
      .insert(organizations)
      .values({ name: `Demo ${title} Group`, tierLevel: 1 })
      .returning();
    if (!demo || !association || !business) throw new Error('seed insert failed');
    const onboarded = new Date(now.getTime() - 200 * 86_400_000);
    // Downtown is enrolled in the guaranteed payment plan where the brand offers it (its `gpp` flag).
    const gppOffered = tenant.featureFlags.includes('gpp');
    const downtown = await addOffice({
      organizationId: demo.id,
      officeName: `${practice} Downtown`,
      slug: 'demo-downtown',
      email: 'downtown@demo.test',
      phone: '5125550101',
      address: '100 Congress Ave, Austin, TX 78701',
      verified: true,
      stripeAccountId: 'acct_sim_demo_downtown',
      last4: '6789',
      accountStatus: 1,
      onboardingDateComplete: onboarded,
      businessConnectOn: true,
      associationId: association.id,
      gppActive: gppOffered,
      gppApprovalDate: gppOffered ? onboarded : null,
    });
    // Acme Logistics offers Downtown's plans to its staff (BusinessConnect).
    await tx
      .update(smallBusinesses)
      .set({
        organizationId: demo.id,
        officeId: downtown.id,
        email: 'benefits@acme-logistics.test',
        phone: '5125550188',
        address: '2200 Industrial Blvd, Austin, TX 78744',
        employeeCount: 40,
        status: 'active',
        termsAcceptedAt: onboarded,
        activatedAt: onboarded,
      })
      .where(eq(smallBusinesses.id, business.id));
    const uptown = await addOffice({
      organizationId: demo.id,
      officeName: `${practice} Uptown`,
      slug: 'demo-uptown',
      email: 'uptown@demo.test',
      phone: '5125550102',
      address: '4200 N Lamar Blvd, Austin, TX 78756',
      verified: true,
      stripeAccountId: 'acct_sim_demo_uptown',
      last4: '4321',
      accountStatus: 1,
      onboardingDateComplete: onboarded,
    });
    const owner = await addUser({
      email: 'owner@demo.test',
      type: ownerType,
      firstName: 'Dana',
      lastName: 'Whitfield',
      phone: '5125550110',
      organizationId: demo.id,
    });
    const officeAdmin = await addUser({
      email: 'admin@demo.test',
      type: 'office_admin',
      firstName: 'Marcus',
      lastName: 'Reyes',
      organizationId: demo.id,
    });
    const staff = await addUser({
      email: 'staff@demo.test',
      type: 'dentist_standard',
      firstName: 'Priya',
      lastName: 'Shah',
      organizationId: demo.id,
    });
    await tx.insert(officeUsers).values([
      { organizationId: demo.id, officeId: downtown.id, userId: owner.id, isOwner: true, planCoordinator: true },
      { organizationId: demo.id, officeId: uptown.id, userId: owner.id, isOwner: true },
      { organizationId: demo.id, officeId: downtown.id, userId: officeAdmin.id, jobTitle: 'officeManager' },
      { organizationId: demo.id, officeId: uptown.id, userId: officeAdmin.id, jobTitle: 'officeManager' },
      { organizationId: demo.id, officeId: downtown.id, userId: staff.id, jobTitle: 'dentist' }, // labelled in the brand's word: Dentist or Optometrist
    ]);
    // Downtown first: its Adult Wellness is plan 1, the plan the contract's examples name.
    const demoPlans = [
      await seedOfficePlans(
        tx,
        tenant,
        { organizationId: demo.id, officeId: downtown.id, officeName: downtown.officeName },
        true,
      ),
      await seedOfficePlans(
        tx,
        tenant,
        { organizationId: demo.id, officeId: uptown.id, officeName: uptown.officeName },
        false,
      ),
    ];

    // Second organization: one office, its own owner and members.
    const [second] = await tx
      .insert(organizations)
      .values({ name: `Lakeside ${title}`, tierLevel: 1 })
      .returning();
    if (!second) throw new Error('seed insert failed');
    const lakeside = await addOffice({
      organizationId: second.id,
      officeName: `Lakeside ${title}`,
      slug: 'second-lakeside',
      email: 'lakeside@demo.test',
      phone: '5125550201',
      address: '900 Lake Shore Dr, Austin, TX 78741',
      verified: true,
      stripeAccountId: 'acct_sim_second',
      last4: '1111',
      accountStatus: 1,
      onboardingDateComplete: onboarded,
    });
    const owner2 = await addUser({
      email: 'owner2@demo.test',
      type: ownerType,
      firstName: 'Glen',
      lastName: 'Okafor',
      organizationId: second.id,
    });
    await tx.insert(officeUsers).values({
      organizationId: second.id,
      officeId: lakeside.id,
      userId: owner2.id,
      isOwner: true,
      planCoordinator: true,
    });
    const secondPlans = await seedOfficePlans(
      tx,
      tenant,
      { organizationId: second.id, officeId: lakeside.id, officeName: lakeside.officeName },
      false,
    );

    // Platform and partner users.
    await addUser({ email: 'platform@demo.test', type: 'admin', firstName: 'Alex', lastName: 'Morgan' });
    await addUser({ email: 'super@demo.test', type: 'super_admin', firstName: 'Sam', lastName: 'Rivera' });
    await addUser({
      email: 'business@demo.test',
      type: 'sm_business',
      firstName: 'Jordan',
      lastName: 'Kim',
      smallBusinessId: business.id,
    });
    await addUser({
      email: 'association@demo.test',
      type: 'association',
      firstName: 'Taylor',
      lastName: 'Brooks',
      associationId: association.id,
    });

    const households: Household[] = [];
    // A plan's payments stop under the guarantee (delinquent_gpp) only at an office enrolled in it; elsewhere it is
    // delinquent.
    const statusAt = (index: number, guaranteedOffice: boolean) => {
      const status = SUBSCRIPTION_STATUSES[index % SUBSCRIPTION_STATUSES.length] ?? 'active';
      return status === 'delinquent_gpp' && !guaranteedOffice ? 'delinquent' : status;
    };
    // About 40 households in the demo organization, every subscription status represented.
    for (let i = 0; i < 40; i++) {
      const atUptown = i % 4 === 3;
      households.push({
        organizationId: demo.id,
        officeId: atUptown ? uptown.id : downtown.id,
        planSet: atUptown ? (demoPlans[1] ?? []) : (demoPlans[0] ?? []),
        status: statusAt(i, !atUptown && gppOffered),
      });
    }
    for (let i = 0; i < 12; i++) {
      households.push({
        organizationId: second.id,
        officeId: lakeside.id,
        planSet: secondPlans,
        status: statusAt(i * 5, false),
      });
    }
    // The demo patient: an account owner with family at Downtown.
    const patient = await addUser({
      email: 'patient@demo.test',
      type: 'client',
      firstName: 'Rosa',
      lastName: 'Delgado',
      phone: '5125550150',
      organizationId: demo.id,
    });
    const first = households[0];
    if (first) {
      first.status = 'active';
      first.userId = patient.id;
      first.owner = { first: 'Rosa', last: 'Delgado', email: 'patient@demo.test' };
    }

    const disputed = await enrollHouseholds(tx, households, tenant.id === 'vision' ? 7 : 3, now);
    await seedGuaranteedPayments(tx, now);

    await tx.insert(globalBanners).values({
      message: 'Scheduled maintenance on Sunday from 2 to 3 AM Central. Payments and enrollments are not affected.',
      callToAction: 'Learn more',
      callToActionLink: '/faq',
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
    // Harbor (issue 23) before the money history, so its payments and payouts are seeded like the others'.
    await seedDemoMultiLocation(tx, tenant, now, passwordHash);
    await seedDemoOrgPlans(tx, tenant, now);
    await seedDemoMoney(tx, tenant, now, passwordHash);
    // After the payout accounts exist at the simulated processor: the disputed payments settled to them.
    await seedDemoDisputes(tx, tenant, now, disputed, links);
    // Last: the periods paid before today, and the payouts they made.
    await seedDemoHistory(tx, tenant, now, links);
    await seedDemoSignup(tx, tenant, now);
    await seedDemoPromos(tx, tenant, now);
    await seedDemoOfficeProfiles(tx, now);
    await seedDemoPortal(tx);
    await seedDemoCodes(tx);
    await seedDemoReferrals(tx, now);
    await seedDemoTiers(tx, tenant, now);
    await seedDemoReviews(tx, tenant, now);
    await seedDemoContactPreferences(tx, now);
    await seedDemoPlatformUsers(tx, now, passwordHash);
    await seedDemoSupport(tx, tenant, now);
    await seedDemoBackOfficeErrors(tx, now);
    await seedDemoFees(tx, now);
    await seedDemoSms(tx, now);
    await seedDemoLists(tx, tenant, now);
    await seedDemoBusinessConnect(tx, now);
    await seedDemoBusinessPortal(tx);
    await seedDemoEmployerPays(tx, now);
    await seedDemoCommunity(tx, now);
    await seedDemoCampaigns(tx, tenant, now);
    await seedDemoPrintBranding(tx, tenant, now);
    await seedDemoAssociation(tx, tenant, now, passwordHash);
    await seedDemoRewards(tx, tenant, now);
    await seedDemoMarketplace(tx, tenant, now);
    await seedDemoPms(tx, tenant, now);
    await seedDemoPublicSite(tx, tenant, now);
    await tx.insert(systemSettings).values({ key: 'demo_seeded', value: { tenant: tenant.id, at: now.toISOString() } });
  });
  return true;
}
