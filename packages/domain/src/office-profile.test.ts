import { describe, expect, it } from 'vitest';
import {
  canManageTeam,
  DEFAULT_HOURS,
  dayInOrder,
  isHttpsUrl,
  isValidSlug,
  slugFrom,
  type TeamMember,
  teamActionRefusal,
} from './office-profile';

describe('office profile rules', () => {
  it('accepts lowercase words joined by single hyphens as a public address', () => {
    expect(isValidSlug('bright-smiles-2')).toBe(true);
    for (const bad of ['Bright', 'a--b', '-ab', 'ab-', 'ab', 'a_b', 'ab c', 'x'.repeat(61)]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it('suggests an address from the office name', () => {
    expect(slugFrom('Bright Smiles Dental & Co.')).toBe('bright-smiles-dental-co');
    expect(slugFrom('  Clínica Óptica  ')).toBe('clinica-optica');
    expect(isValidSlug(slugFrom('Demo Downtown Dental'))).toBe(true);
  });

  it('takes only full https booking links', () => {
    expect(isHttpsUrl('https://book.example.com/demo')).toBe(true);
    for (const bad of [
      'http://book.example.com',
      'javascript:alert(1)',
      'https://localhost',
      'book.example.com',
      'https://u:p@x.com',
    ]) {
      expect(isHttpsUrl(bad), bad).toBe(false);
    }
  });

  it('wants closing after opening on open days only', () => {
    expect(dayInOrder({ open: true, from: '08:00', to: '17:00' })).toBe(true);
    expect(dayInOrder({ open: true, from: '17:00', to: '08:00' })).toBe(false);
    expect(dayInOrder({ open: false, from: '17:00', to: '08:00' })).toBe(true);
    expect(Object.values(DEFAULT_HOURS).every(dayInOrder)).toBe(true);
  });
});

describe('team rules', () => {
  const owner: TeamMember = { userId: 1, isOwner: true, isActive: true };
  const admin: TeamMember = { userId: 2, isOwner: false, isActive: true };
  const staff: TeamMember = { userId: 3, isOwner: false, isActive: true };
  const team = [owner, admin, staff];

  it('lets owners and office admins manage, not standard staff', () => {
    expect(canManageTeam({ type: 'dentist', isOwner: true })).toBe(true);
    expect(canManageTeam({ type: 'office_admin', isOwner: false })).toBe(true);
    expect(canManageTeam({ type: 'dentist_standard', isOwner: false })).toBe(false);
  });

  it('refuses acting on yourself, an office admin changing an owner, and losing the last owner', () => {
    expect(teamActionRefusal(owner, owner, team, 'deactivate')).toBe('notYourself');
    expect(teamActionRefusal(admin, owner, team, 'deactivate')).toBe('ownerOnly');
    expect(teamActionRefusal(admin, owner, team, 'edit')).toBe('ownerOnly');
    const second: TeamMember = { userId: 4, isOwner: true, isActive: true };
    expect(teamActionRefusal(second, owner, [owner, second], 'delete')).toBeNull();
    expect(teamActionRefusal(second, owner, [owner, { ...second, isActive: false }], 'delete')).toBe('lastOwner');
    expect(teamActionRefusal(admin, staff, team, 'deactivate')).toBeNull();
    expect(teamActionRefusal(owner, owner, team, 'edit')).toBeNull();
  });
});
