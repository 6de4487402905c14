import { MAX_ID } from '@mhq/contract';
import { isPlatformAdmin } from '@mhq/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { communityGroups, smallBusinesses, users } from '../db/schema';
import { notFound } from './app-error';
import type { AuthContext } from './guard';

// The guard's checks of ids that name something of a channel (issue 25): an employer that works with the acting
// office, a community group of the acting office, a user of the caller's own association. Each answers 'not found'
// for anything outside it.

const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

/** A small business a call names must work with the acting office (BusinessConnect). */
export async function assertBusinessOfOffice(db: Db, officeId: number, businessId: number): Promise<void> {
  if (!isId(businessId)) throw notFound();
  const [row] = await db
    .select({ id: smallBusinesses.id })
    .from(smallBusinesses)
    .where(and(eq(smallBusinesses.id, businessId), eq(smallBusinesses.officeId, officeId)))
    .limit(1);
  if (!row) throw notFound();
}

/** A community group a call names must be one of the acting office's (CommunityConnect). */
export async function assertCommunityGroupOfOffice(db: Db, officeId: number, groupId: number): Promise<void> {
  if (!isId(groupId)) throw notFound();
  const [row] = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(and(eq(communityGroups.id, groupId), eq(communityGroups.officeId, officeId)))
    .limit(1);
  if (!row) throw notFound();
}

/**
 * The association a caller acts for: their own (an association user's), or none (404). A platform admin has none:
 * the association portal is its users' own.
 */
export async function callerAssociationId(db: Db, auth: AuthContext): Promise<number> {
  if (isPlatformAdmin(auth.type)) throw notFound();
  const [row] = await db
    .select({ associationId: users.associationId })
    .from(users)
    .where(and(eq(users.id, auth.userId), isNotNull(users.associationId)))
    .limit(1);
  if (!row?.associationId) throw notFound();
  return row.associationId;
}

/** A user an association portal call acts on must be a user of the caller's own association. */
export async function assertUserOfAssociation(db: Db, auth: AuthContext, userId: number): Promise<void> {
  if (!isId(userId)) throw notFound();
  const associationId = await callerAssociationId(db, auth);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.associationId, associationId)))
    .limit(1);
  if (!row) throw notFound();
}
