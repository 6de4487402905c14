import type { LocationSummary } from '@mhq/contract';
import { payoutStateOf } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { groupsOfLocations, type LocationRow, liveMemberCounts, locationsOfOrganization } from './locations.queries';

/** A location's address on one line: its profile's fields, else the line it was saved with. */
function oneLine(row: LocationRow): string {
  const p = row.profile;
  if (p?.addressLine1) {
    return [p.addressLine1, p.addressLine2, p.city, `${p.state} ${p.zip}`.trim()].filter((s) => s.trim()).join(', ');
  }
  return row.office.address ?? '';
}

/** The organization's locations among `visible` as the Locations page shows them, open ones first. */
export async function locationSummaries(
  db: Db,
  organizationId: number,
  visible: readonly number[],
): Promise<LocationSummary[]> {
  const all = await locationsOfOrganization(db, organizationId);
  const shown = all.filter((r) => visible.includes(r.office.id));
  const counts = await liveMemberCounts(
    db,
    organizationId,
    shown.map((r) => r.office.id),
  );
  const groups = await groupsOfLocations(db, organizationId);
  const payoutFacts = all.map((r) => r.office);
  return shown
    .map(
      (r): LocationSummary => ({
        id: r.office.id,
        name: r.office.officeName,
        slug: r.office.slug,
        enrolmentPath: `/signup/${r.office.slug}`,
        address: oneLine(r),
        phone: r.office.phone,
        email: r.office.email,
        status: r.office.closedAt ? 'closed' : 'open',
        closedAt: r.office.closedAt?.toISOString() ?? null,
        members: counts.get(r.office.id) ?? 0,
        groups: groups.filter((g) => g.officeId === r.office.id).map((g) => ({ id: g.id, name: g.name })),
        payout: payoutStateOf(r.office, payoutFacts),
      }),
    )
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'open' ? -1 : 1));
}
