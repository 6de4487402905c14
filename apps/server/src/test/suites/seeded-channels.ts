import type { Db } from '../../db/connection';
import { associations, communityGroups, smallBusinesses, users } from '../../db/schema';
import { idsByOffice } from './office-ids';

// The channel ids the generated suites name (issue 25): an employer and a community group of each office, and a user
// of another association than the seeded one.

/** A small business (employer) id no business has; one working with the office, and one of another organization's. */
export const NO_BUSINESS = 999_999;
/** A community group id no group has; one of the office's, and one of another organization's. */
export const NO_COMMUNITY_GROUP = 999_999;
/** A user id no user has, for the association portal's user calls. */
export const NO_USER = 999_999;

/**
 * Seeds an employer and a community group in every office and a second association with a user, and picks the ids a
 * request acting in an office names: the office's own, and another organization's.
 */
export async function seedChannelIds(
  db: Db,
  officeRows: { id: number; organizationId: number }[],
  orgOf: (officeId: number) => number | undefined,
) {
  // Channel ids (issue 25): every office works with an employer of its own and has a community group, so the calls that
  // name one have the office's to name, and another organization's; a second association has a user of its own.
  for (const o of officeRows) {
    await db
      .insert(smallBusinesses)
      .values({ name: `Suite employer ${o.id}`, organizationId: o.organizationId, officeId: o.id, status: 'active' });
    await db.insert(communityGroups).values({
      organizationId: o.organizationId,
      officeId: o.id,
      name: `Suite group ${o.id}`,
      code: `SUITEGROUP${o.id}`,
      discountPercent: 5,
    });
  }
  const { of: businessOf, foreignOf: foreignBusinessOf } = await idsByOffice(
    db,
    'small_businesses',
    NO_BUSINESS,
    orgOf,
  );
  const { of: communityGroupOf, foreignOf: foreignCommunityGroupOf } = await idsByOffice(
    db,
    'community_groups',
    NO_COMMUNITY_GROUP,
    orgOf,
  );
  const [otherAssociation] = await db
    .insert(associations)
    .values({ name: 'Suite Other Association', urlSlug: 'suite-other-association' })
    .returning();
  const [otherAssociationUser] = await db
    .insert(users)
    .values({
      email: 'other-association@suite.test',
      type: 'association',
      firstName: 'Other',
      lastName: 'Association',
      associationId: otherAssociation?.id,
    })
    .returning();
  if (!otherAssociationUser) throw new Error('suite association user insert failed');
  if (otherAssociationUser.id === NO_USER) throw new Error(`user ${NO_USER} exists: pick another`);
  /** A user of another association than the caller's. */
  const foreignAssociationUser = otherAssociationUser.id;

  return { businessOf, foreignBusinessOf, communityGroupOf, foreignCommunityGroupOf, foreignAssociationUser };
}
