import type { AssociationRole } from '@mhq/contract';
import { tenant } from '../../app/tenant';

/** The brand's words the association pages use: a dental association's practices are dental, a vision one's vision. */
export const brand = {
  field: tenant.professionalName === 'dentist' ? 'dental' : 'vision',
  professional: tenant.professionalName,
  professionals: `${tenant.professionalName}s`,
  product: tenant.name,
};

/** Dollars from cents, as the reports show money. */
export const dollars = (cents: number | null) =>
  cents === null
    ? '—'
    : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 'May 3, 2026' from an ISO time. */
export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const ROLE_LABELS: Record<AssociationRole, string> = {
  association: 'Manager',
  association_standard: 'Standard',
  affiliate: 'Affiliate',
};
export const ROLE_HINTS: Record<AssociationRole, string> = {
  association: 'Manages the portal: profile, users and recommended plans',
  association_standard: 'Sees everything, changes only their own profile',
  affiliate: 'Sees the practices and reports',
};
