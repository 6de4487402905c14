import type { TenantConfig } from './tenants';

/** Every user type the current-user shape may carry (spec 01 section 3). */
export const USER_TYPES = [
  'dentist',
  'dentist_standard',
  'office_admin',
  'client',
  'patient',
  'admin',
  'super_admin',
  'almost_super',
  'association',
  'association_standard',
  'affiliate',
  'sm_business',
  'office_admin_temp',
] as const;

export type UserType = (typeof USER_TYPES)[number];

export const OFFICE_USER_TYPES = ['dentist', 'dentist_standard', 'office_admin', 'office_admin_temp'] as const;
export const PLATFORM_ADMIN_TYPES = ['admin', 'super_admin', 'almost_super'] as const;
export const ASSOCIATION_USER_TYPES = ['association', 'association_standard', 'affiliate'] as const;
export const PATIENT_USER_TYPES = ['client', 'patient'] as const;

export type Area = 'office' | 'admin' | 'association' | 'business' | 'patient';

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export const isOfficeUser = (type: UserType) => includes(OFFICE_USER_TYPES, type);
export const isPlatformAdmin = (type: UserType) => includes(PLATFORM_ADMIN_TYPES, type);
export const isAssociationUser = (type: UserType) => includes(ASSOCIATION_USER_TYPES, type);
export const isPatientUser = (type: UserType) => includes(PATIENT_USER_TYPES, type);

export function areaOf(type: UserType): Area {
  if (isPlatformAdmin(type)) return 'admin';
  if (isAssociationUser(type)) return 'association';
  if (type === 'sm_business') return 'business';
  if (isPatientUser(type)) return 'patient';
  return 'office';
}

/** Where each role lands after sign-in (spec 01 section 2 'After login'). */
export function landingPath(type: UserType, tenant: TenantConfig): string {
  switch (areaOf(type)) {
    case 'patient':
      return '/patient-details/dashboard';
    case 'admin':
      return '/admin/dentists';
    case 'business':
      return '/business/members';
    case 'association':
      return '/associations/dentists';
    case 'office':
      return tenant.officeDashboardPath;
  }
}

/** Admin, super_admin and almost_super are never logged out for inactivity. */
export function isIdleExempt(type: UserType): boolean {
  return isPlatformAdmin(type);
}

/** Items of the admin side menu that only a super_admin sees. */
export function isSuperAdmin(type: UserType): boolean {
  return type === 'super_admin';
}
