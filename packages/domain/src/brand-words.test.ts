import { describe, expect, it } from 'vitest';
import { jobTitleLabel, officeUserTypeLabel } from './brand-words';
import { TENANTS } from './tenants';

describe('brand words for office people', () => {
  it("names the owner's type in the brand's word", () => {
    expect(officeUserTypeLabel(TENANTS.dental, 'dentist')).toBe('Owner dentist');
    expect(officeUserTypeLabel(TENANTS.vision, 'dentist')).toBe('Owner optometrist');
    expect(officeUserTypeLabel(TENANTS.vision, 'dentist_standard')).toBe('Optometrist');
    expect(officeUserTypeLabel(TENANTS.vision, 'office_admin')).toBe('Office admin');
    expect(officeUserTypeLabel(TENANTS.vision, 'plan_coordinator')).toBe('Plan coordinator');
  });

  it('shows a job title as a label, never the raw stored code', () => {
    expect(jobTitleLabel(TENANTS.vision, 'optometrist')).toBe('Optometrist');
    expect(jobTitleLabel(TENANTS.vision, 'dentist')).toBe('Optometrist');
    expect(jobTitleLabel(TENANTS.dental, 'dentist')).toBe('Dentist');
    expect(jobTitleLabel(TENANTS.dental, 'officeManager')).toBe('Office Manager');
    expect(jobTitleLabel(TENANTS.vision, 'opticianLead')).toBe('Optician lead');
    expect(jobTitleLabel(TENANTS.vision, null)).toBeNull();
  });
});
