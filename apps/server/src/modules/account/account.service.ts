import { createHmac } from 'node:crypto';
import type { CurrentUser, CurrentUserResponse, DentistInfo } from '@mhq/contract';
import { isOfficeUser, isPatientUser, isPlatformAdmin, landingPath, payoutsOn, type UserType } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { hasDevMailbox } from '../admin/admin.service';
import { type ActiveOfficeRow, currentUserRow } from './account.queries';

/**
 * Identity-verification hash for the help widget. Its key is derived from the session key one way,
 * so the widget's vendor can hold it without being able to forge sessions.
 */
function helpWidgetHash(jwtKey: Uint8Array, userId: number): string {
  let widgetKey = widgetKeys.get(jwtKey);
  if (!widgetKey) {
    widgetKey = createHmac('sha256', jwtKey).update('help-widget-key').digest();
    widgetKeys.set(jwtKey, widgetKey);
  }
  return createHmac('sha256', widgetKey).update(String(userId)).digest('hex');
}

/** The widget's key of each session key, derived once. */
const widgetKeys = new WeakMap<Uint8Array, Buffer>();

function dentistInfo(office: ActiveOfficeRow): DentistInfo {
  return {
    id: office.id,
    officeName: office.officeName,
    email: office.email,
    logo: office.logo,
    memberships: office.plans,
    verified: office.verified,
    stripeAccountId: office.stripeAccountId,
    last4: office.last4,
    payoutsOn: payoutsOn(office, office.payoutAccount),
    activationKey: office.verified ? null : office.activationKey,
    associationId: office.associationId,
    dentalAssociations: office.association ? { logo: office.association.logo } : null,
    gpp: {
      active: office.gppActive,
      approvalDate: office.gppApprovalDate,
      gppAdminOnlyWaive: office.gppAdminOnlyWaive,
    },
    dentistVaridi: office.varidiUserId ? { userId: office.varidiUserId } : null,
    daoi: {
      accountStatus: office.accountStatus,
      businessConnectOn: office.businessConnectOn,
      onboardingDateComplete: office.onboardingDateComplete,
      standardStripeAccountId: office.standardStripeAccountId,
      standardStripeDateConverted: office.standardStripeDateConverted,
    },
  };
}

/**
 * The signed-in user as the shell needs it. `dentistInfoId` picks the active office among the
 * user's own (any office for platform admins); an office the user cannot act in is 'not found'.
 */
export async function currentUser(ctx: Ctx, auth: AuthContext, dentistInfoId?: number): Promise<CurrentUserResponse> {
  // The guard has just read the caller's type with their session; it says which offices are theirs.
  const kind = isOfficeUser(auth.type) ? 'office' : isPatientUser(auth.type) ? 'patient' : 'none';
  // The route's guard has already checked that the caller may act in dentistInfoId.
  const row = await currentUserRow(ctx.db, {
    userId: auth.userId,
    kind,
    officeId: dentistInfoId,
    impersonatorUserId: auth.impersonatorUserId,
    now: ctx.clock.now(),
  });
  if (!row || (dentistInfoId !== undefined && !row.active)) throw notFound();
  const { user, organization, association, business, banner, impersonator, active } = row;
  const type = user.type as UserType;
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
    firstOffice: row.offices[0]?.id ?? null,
    otherOffices: row.offices.filter((o) => o.id !== active?.id),
    dentistInfo: active ? dentistInfo(active) : null,
    dentistVaridi: active?.varidiUserId ? { userId: active.varidiUserId } : null,
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
          endTime: banner.endsAt,
        }
      : null,
    legacyPricing: user.legacyPricing,
    planCoordinator: active?.planCoordinator ?? false,
    owner: active?.isOwner ?? false,
    tieredPayment: organization
      ? { tierLevel: organization.tierLevel, stripeCustomerId: organization.tierStripeCustomerId }
      : null,
    hasMembers: active?.hasMembers ?? false,
    helpWidgetHash: helpWidgetHash(ctx.jwtKey, user.id),
    login_page: landingPath(type, ctx.tenant),
    employees: business && type !== 'sm_business' ? [{ businessName: business.name, logo_url: business.logoUrl }] : [],
    featureFlags: [...ctx.tenant.featureFlags],
    devMailbox: isPlatformAdmin(type) && hasDevMailbox(ctx.config),
    language: isPatientUser(type) && row.spanish ? 'es' : 'en',
    impersonatedBy: impersonator
      ? { id: impersonator.id, name: `${impersonator.firstName} ${impersonator.lastName}` }
      : null,
  };
  return { data, stripe_public_key: ctx.config.stripePublicKey ?? null };
}
