import type { DashboardLocations } from '@mhq/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

/**
 * The dashboard's figures for an office (or its organization). The office is part of the key: switching office in
 * the top bar reads the new office's figures, never the last one's.
 */
export function useDashboard(officeId: number, locations: DashboardLocations) {
  return useQuery({
    queryKey: ['dashboard', officeId, locations],
    queryFn: ({ signal }) =>
      call('officeDashboard', { params: { id: officeId }, query: { locations }, signal, successToast: false }),
  });
}

/** The members list filtered as a figure counts it (the members page reads `filter` and `locations`). */
export function membersListPath(filter: string, locations: DashboardLocations): string {
  const params = new URLSearchParams({ filter });
  if (locations === 'all') params.set('locations', 'all');
  return `/account/members?${params.toString()}`;
}
