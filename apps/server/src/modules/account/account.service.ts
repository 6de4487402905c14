import { createHmac } from 'node:crypto';
import type { CurrentUser, CurrentUserResponse, DentistInfo } from '@mhq/contract';
import { isOfficeUser, isPatientUser, isPlatformAdmin, landingPath, payoutsOn, type UserType } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { hasDevMailbox } from '../admin/admin.service';
import { payoutAccountState } from '../money/processor-events.queries';
import {
  associationById,
  currentBanner,
  type OfficeRow,
  officeById,
  officeHasMembers,
  officePlans,
  officesOfPatient,
  officesOfUser,
  organizationById,
  patientReadsSpanish,
  smallBusinessById,
  userById,
} from './account.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Identity-verification hash for the help widget. Its key is derived from the session key one way,
 * so the widget's vendor can hold it without being able to forge sessions.
 */
function helpWidgetHash(jwtKey: Uint8Array, userId: number): string {
  const widgetKey = createHmac('sha256', jwtKey).update('help-widget-key').digest();
  return createHmac('sha256', widgetKey).update(String(userId)).digest('hex');
}

async function dentistInfo(ctx: Ctx, office: OfficeRow): Promise<DentistInfo> {
  const association = office.associationId ? await associationById(ctx.db, office.associationId) : null;
  return {
    id: office.id,
    officeName: office.officeName,
    email: office.email,
    logo: office.logo,
    memberships: await officePlans(ctx.db, office.organizationId, office.id),
    verified: office.verified,
    stripeAccountId: office.stripeAccountId,
    last4: office.last4,
    payoutsOn: payoutsOn(office, await payoutAccountState(ctx.db, office.organizationId, office.id)),
    activationKey: office.verified ? null : office.activationKey,
    associationId: office.associationId,
    dentalAssociations: association ? { logo: association.logo } : null,
    gpp: {
      active: office.gppActive,
      approvalDate: iso(office.gppApprovalDate),
      gppAdminOnlyWaive: office.gppAdminOnlyWaive,
    },
    dentistVaridi: office.varidiUserId ? { userId: office.varidiUserId } : null,
    daoi: {
      accountStatus: office.accountStatus,
      businessConnectOn: office.businessConnectOn,
      onboardingDateComplete: iso(office.onboardingDateComplete),
      standardStripeAccountId: office.standardStripeAccountId,
      standardStripeDateConverted: iso(office.standardStripeDateConverted),
    },
  };
}

/**
 * The signed-in user as the shell needs it. `dentistInfoId` picks the active office among the
 * user's own (any office for platform admins); an office the user cannot act in is 'not found'.
 */
export async function currentUser(ctx: Ctx, auth: AuthContext, dentistInfoId?: number): Promise<CurrentUserResponse> {
  const user = await userById(ctx.db, auth.userId);
  if (!user) throw notFound();
  const type = user.type as UserType;

  let links: { office: OfficeRow; isOwner: boolean; planCoordinator: boolean }[] = [];
  if (isOfficeUser(type)) links = await officesOfUser(ctx.db, user.id);
  else if (isPatientUser(type))
    links = (await officesOfPatient(ctx.db, user.id)).map((r) => ({ ...r, isOwner: false, planCoordinator: false }));

  // The route's guard has already checked that the caller may act in dentistInfoId.
  let active = links[0] ?? null;
  if (dentistInfoId !== undefined) {
    const own = links.find((l) => l.office.id === dentistInfoId);
    const office = own?.office ?? (await officeById(ctx.db, dentistInfoId));
    if (!office) throw notFound();
    active = own ?? { office, isOwner: false, planCoordinator: false };
  }

  const organization = user.organizationId ? await organizationById(ctx.db, user.organizationId) : null;
  const association = user.associationId ? await associationById(ctx.db, user.associationId) : null;
  const business = user.smallBusinessId ? await smallBusinessById(ctx.db, user.smallBusinessId) : null;
  const banner = await currentBanner(ctx.db, ctx.clock.now());
  const impersonator = auth.impersonatorUserId ? await userById(ctx.db, auth.impersonatorUserId) : null;
  const linkedWith = organization ?? association ?? business;

  const data: CurrentUser = {
    id: user.id,
    userId: user.id,
    type,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    userEmail: user.email,
    phone: user.phone,
    address: user.address,
    avatar: user.avatar,
    firstOffice: links[0]?.office.id ?? null,
    otherOffices: links.filter((l) => l !== active).map((l) => ({ id: l.office.id, officeName: l.office.officeName })),
    dentistInfo: active ? await dentistInfo(ctx, active.office) : null,
    dentistVaridi: active?.office.varidiUserId ? { userId: active.office.varidiUserId } : null,
    linkedWith: linkedWith
      ? {
          id: linkedWith.id,
          name: linkedWith.name,
          // The address /accounts/{associationUrl} of routes.tsv: practice sign-up with the association's promotion.
          partnerPath: !organization && association ? `/accounts/${association.urlSlug}` : null,
        }
      : null,
    globalBanner: banner
      ? {
          id: banner.id,
          message: banner.message,
          callToAction: banner.callToAction,
          callToActionLink: banner.callToActionLink,
          endTime: iso(banner.endsAt),
        }
      : null,
    legacyPricing: user.legacyPricing,
    planCoordinator: active?.planCoordinator ?? false,
    owner: active?.isOwner ?? false,
    tieredPayment: organization
      ? { tierLevel: organization.tierLevel, stripeCustomerId: organization.tierStripeCustomerId }
      : null,
    hasMembers: active ? await officeHasMembers(ctx.db, active.office.organizationId, active.office.id) : false,
    helpWidgetHash: helpWidgetHash(ctx.jwtKey, user.id),
    login_page: landingPath(type, ctx.tenant),
    employees: business && type !== 'sm_business' ? [{ businessName: business.name, logo_url: business.logoUrl }] : [],
    featureFlags: [...ctx.tenant.featureFlags],
    devMailbox: isPlatformAdmin(type) && hasDevMailbox(ctx.config),
    language: isPatientUser(type) && (await patientReadsSpanish(ctx.db, user.id)) ? 'es' : 'en',
    impersonatedBy: impersonator
      ? { id: impersonator.id, name: `${impersonator.firstName} ${impersonator.lastName}` }
      : null,
  };
  return { data, stripe_public_key: ctx.config.stripePublicKey ?? null };
}
