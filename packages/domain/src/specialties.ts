import type { TenantId } from './tenants';

/**
 * The specialties an office can name in its plan settings and profile (spec 01 section 3 'Other lists':
 * 'dentist specialties and services (name)'). The spec gives names only, so the ids are ours; they are stored,
 * so an id keeps its meaning once given out. Vision ids start at 21 so the two lists never share an id.
 */
export type Specialty = { readonly id: number; readonly name: string };

export const SPECIALTIES: Record<TenantId, readonly Specialty[]> = {
  dental: [
    { id: 1, name: 'General Dentistry' },
    { id: 2, name: 'Pediatric Dentistry' },
    { id: 3, name: 'Periodontics' },
    { id: 4, name: 'Orthodontics' },
    { id: 5, name: 'Endodontics' },
    { id: 6, name: 'Prosthodontics' },
    { id: 7, name: 'Oral Surgery' },
  ],
  vision: [
    { id: 21, name: 'Optometry' },
    { id: 22, name: 'Ophthalmology' },
    { id: 23, name: 'Pediatric Eye Care' },
  ],
};

/** Whether the brand offers this specialty; no specialty (null) is always allowed. */
export const isSpecialtyOf = (tenant: TenantId, id: number | null): boolean =>
  id === null || SPECIALTIES[tenant].some((s) => s.id === id);
