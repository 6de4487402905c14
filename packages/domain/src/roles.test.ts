import { describe, expect, it } from 'vitest';
import {
  ASSOCIATION_USER_TYPES,
  areaOf,
  isAssociationUser,
  isIdleExempt,
  isOfficeUser,
  isPatientUser,
  isPlatformAdmin,
  isSuperAdmin,
  landingPath,
  OFFICE_USER_TYPES,
  PATIENT_USER_TYPES,
  PLATFORM_ADMIN_TYPES,
  USER_TYPES,
  type UserType,
} from './roles';
import { TENANTS } from './tenants';

describe('user types (spec 01 section 3)', () => {
  it('knows exactly the thirteen types of the current-user shape', () => {
    expect([...USER_TYPES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('puts every type in exactly one group', () => {
    for (const type of USER_TYPES) {
      const groups = [
        isOfficeUser(type),
        isPlatformAdmin(type),
        isAssociationUser(type),
        isPatientUser(type),
        type === 'sm_business',
      ].filter(Boolean);
      expect(groups, type).toHaveLength(1);
    }
  });

  it('groups the types as the roles table does', () => {
    expect([...OFFICE_USER_TYPES]).toEqual(['dentist', 'dentist_standard', 'office_admin', 'office_admin_temp']);
    expect([...PLATFORM_ADMIN_TYPES]).toEqual(['admin', 'super_admin', 'almost_super']);
    expect([...ASSOCIATION_USER_TYPES]).toEqual(['association', 'association_standard', 'affiliate']);
    expect([...PATIENT_USER_TYPES]).toEqual(['client', 'patient']);
  });
});

describe('areaOf', () => {
  it('sends each role to its own area', () => {
    const expected: Record<UserType, string> = {
      dentist: 'office',
      dentist_standard: 'office',
      office_admin: 'office',
      office_admin_temp: 'office',
      client: 'patient',
      patient: 'patient',
      admin: 'admin',
      super_admin: 'admin',
      almost_super: 'admin',
      association: 'association',
      association_standard: 'association',
      affiliate: 'association',
      sm_business: 'business',
    };
    for (const type of USER_TYPES) expect(areaOf(type), type).toBe(expected[type]);
  });
});

describe('landingPath (spec 01 section 2, After login)', () => {
  it('lands a dental office user on /dentist-new/members and a vision one on /account/dashboard', () => {
    for (const type of ['dentist', 'dentist_standard', 'office_admin'] as const) {
      expect(landingPath(type, TENANTS.dental), type).toBe('/dentist-new/members');
      expect(landingPath(type, TENANTS.vision), type).toBe('/account/dashboard');
    }
  });

  it('lands a patient on /patient-details/dashboard on either brand', () => {
    for (const tenant of [TENANTS.dental, TENANTS.vision]) {
      expect(landingPath('client', tenant)).toBe('/patient-details/dashboard');
      expect(landingPath('patient', tenant)).toBe('/patient-details/dashboard');
    }
  });

  it('lands every platform admin on /admin/dentists', () => {
    for (const type of PLATFORM_ADMIN_TYPES) expect(landingPath(type, TENANTS.vision)).toBe('/admin/dentists');
  });

  it('lands a small business on /business/members and an association on /associations/dentists', () => {
    expect(landingPath('sm_business', TENANTS.dental)).toBe('/business/members');
    for (const type of ASSOCIATION_USER_TYPES) expect(landingPath(type, TENANTS.dental)).toBe('/associations/dentists');
  });
});

describe('idle exemption and super-admin items', () => {
  it('never logs out admin, super_admin or almost_super for inactivity', () => {
    expect(isIdleExempt('admin')).toBe(true);
    expect(isIdleExempt('super_admin')).toBe(true);
    expect(isIdleExempt('almost_super')).toBe(true);
  });

  it('logs out every other role when idle', () => {
    const others = USER_TYPES.filter((t) => !['admin', 'super_admin', 'almost_super'].includes(t));
    expect(others).toHaveLength(10);
    for (const type of others) expect(isIdleExempt(type), type).toBe(false);
  });

  it('shows the super-admin items to super_admin only, not almost_super', () => {
    expect(USER_TYPES.filter(isSuperAdmin)).toEqual(['super_admin']);
  });
});
