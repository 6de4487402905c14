/** Words for people and roles in the brand's own terms (issue 21: the vision brand showed dental words). */
import { JOB_TITLES } from './lists';
import type { TenantConfig } from './tenants';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A stored code as words ('officeManager', 'office_admin' -> 'Office manager', 'Office admin'). */
const humanized = (code: string) =>
  capitalized(
    code
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase(),
  );

/** An office user's type as admins read it: the professional types in the brand's word ('Owner optometrist'). */
export function officeUserTypeLabel(tenant: TenantConfig, type: string): string {
  switch (type) {
    case 'dentist':
      return `Owner ${tenant.professionalName}`;
    case 'dentist_standard':
      return capitalized(tenant.professionalName);
    case 'office_admin':
      return 'Office admin';
    case 'office_admin_temp':
      return 'Temporary admin';
    default:
      return humanized(type);
  }
}

/**
 * A team member's job title: the brand's label of a listed title; the professional's title in the brand's word
 * whichever brand stored it ('dentist' or 'optometrist'); any other stored code in words, never raw.
 */
export function jobTitleLabel(tenant: TenantConfig, value: string | null): string | null {
  if (!value) return null;
  if (value === 'dentist' || value === 'optometrist') return capitalized(tenant.professionalName);
  return JOB_TITLES[tenant.id].find((j) => j.value === value)?.label ?? humanized(value);
}
