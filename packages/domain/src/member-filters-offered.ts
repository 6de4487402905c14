import { MEMBER_FILTERS } from './member-filters';
import { BUILT_AREAS, isAreaBuilt, type NavArea } from './nav-built';

/**
 * The current-reading member filters an office is offered. 'PMS Not Connected' (no chart id) needs a
 * practice-management link: until that area is built no member can have one, and the filter would hold everyone.
 */
export function offeredMemberFilters(built: readonly NavArea[] = BUILT_AREAS): (typeof MEMBER_FILTERS)[number][] {
  return MEMBER_FILTERS.filter((f) => f.value !== 'pmsNotConnected' || isAreaBuilt('pms', built));
}
