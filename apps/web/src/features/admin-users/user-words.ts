import type { PlatformRole, PlatformUser } from '@mhq/contract';
import type { CSSProperties } from 'react';
import type { Tone } from '../../ui/StatusBadge';

/** The platform roles as the back office names them (the same in both brands). */
export const ROLE_WORDS: Record<PlatformRole, { label: string; tone: Tone; what: string }> = {
  admin: { label: 'Admin', tone: 'neutral', what: 'The admin menu: offices, members, reports and support' },
  almost_super: { label: 'Almost super', tone: 'brand', what: 'The admin menu, like an admin' },
  super_admin: {
    label: 'Super admin',
    tone: 'attention',
    what: 'Everything an admin has, plus Super Admin (platform users) and SMS',
  },
};

export const ROLE_OPTIONS = (Object.keys(ROLE_WORDS) as PlatformRole[]).map((value) => ({
  value,
  label: ROLE_WORDS[value].label,
}));

export const fullName = (u: Pick<PlatformUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/** Field errors in a darker red: Mantine's default red on white is below the contrast axe asks for. */
export const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
