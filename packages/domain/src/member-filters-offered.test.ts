import { describe, expect, it } from 'vitest';
import { offeredMemberFilters } from './member-filters-offered';
import { BUILT_AREAS } from './nav-built';

const values = (built?: Parameters<typeof offeredMemberFilters>[0]) => offeredMemberFilters(built).map((f) => f.value);

describe('member filters offered to an office', () => {
  it("offers 'PMS Not Connected' now that the practice-management link is built", () => {
    expect(values()).toContain('pmsNotConnected');
    expect(values()).toEqual(expect.arrayContaining(['all', 'past_due', 'inoffice', 'isGPP']));
  });

  it('leaves it out where the PMS area is not built', () => {
    expect(values(BUILT_AREAS.filter((a) => a !== 'pms'))).not.toContain('pmsNotConnected');
  });
});
