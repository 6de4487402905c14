import { describe, expect, it } from 'vitest';
import { offeredMemberFilters } from './member-filters-offered';
import { BUILT_AREAS } from './nav-built';

const values = (built?: Parameters<typeof offeredMemberFilters>[0]) => offeredMemberFilters(built).map((f) => f.value);

describe('member filters offered to an office', () => {
  it("leaves out 'PMS Not Connected' while no practice-management link exists", () => {
    expect(values()).not.toContain('pmsNotConnected');
    expect(values()).toEqual(expect.arrayContaining(['all', 'past_due', 'inoffice', 'isGPP']));
  });

  it('offers it once the PMS area is built', () => {
    expect(values([...BUILT_AREAS, 'pms'])).toContain('pmsNotConnected');
  });
});
