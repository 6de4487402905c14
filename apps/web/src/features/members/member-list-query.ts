import { type FilterReading, MEMBER_SORTS, type MemberSort } from '@mhq/contract';
import { LEGACY_MEMBER_FILTERS, MEMBER_FILTERS } from '@mhq/domain';
import type { ListQuery } from './members-api';

/**
 * The list the address describes (spec 01 section 3 'Member page query params'): searchQuery, the filter
 * (searchFilter, or filter as the dashboard links it) and its reading, the sort, and all locations. Anything
 * unknown reads as the default, so an old bookmark still opens the list.
 */
export function listQueryOf(
  params: URLSearchParams,
): Required<Pick<ListQuery, 'searchFilter' | 'reading' | 'sort'>> & ListQuery {
  const reading: FilterReading = params.get('reading') === 'legacy' ? 'legacy' : 'current';
  const known = (reading === 'legacy' ? LEGACY_MEMBER_FILTERS : MEMBER_FILTERS).map((f) => f.value as string);
  const asked = params.get('searchFilter') ?? params.get('filter') ?? 'all';
  const sort = params.get('sort');
  const q = (params.get('searchQuery') ?? '').trim();
  return {
    searchQuery: q.length >= 2 ? q : '',
    searchFilter: known.includes(asked) ? asked : 'all',
    reading,
    sort: MEMBER_SORTS.includes(sort as MemberSort) ? (sort as MemberSort) : 'name',
    locations: params.get('locations') === 'all' ? 'all' : 'office',
  };
}

/** The address of a list: only what differs from the defaults. */
export function paramsOf(q: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.searchQuery) params.set('searchQuery', q.searchQuery);
  if (q.searchFilter && q.searchFilter !== 'all') params.set('searchFilter', q.searchFilter);
  if (q.reading === 'legacy') params.set('reading', 'legacy');
  if (q.sort && q.sort !== 'name') params.set('sort', q.sort);
  if (q.locations === 'all') params.set('locations', 'all');
  return params;
}
