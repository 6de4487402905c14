import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { insertRows, jsonRows } from '../../db/rows';
import { members, offices, paymentUpdateLinks, planSettings } from '../../db/schema';

// The payment-update links mailed to account owners: only each key's hash is kept.

export type PaymentLink = typeof paymentUpdateLinks.$inferSelect;

export type NewLink = {
  organizationId: number;
  ownerMemberId: number;
  tokenHash: string;
  sentByUserId: number | null;
  expiresAt: Date;
  now: Date;
};

/**
 * Retires the households' links not yet used (they stop working now: only the newest link mailed works) and keeps a
 * new one for each, in two statements whatever their number. Run with the owners' rows locked, so two links sent at
 * once still leave one working.
 */
export async function replaceLinks(tx: Db, links: readonly NewLink[]): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(sql`update ${paymentUpdateLinks} l set expires_at = v.now
    from json_to_recordset(${jsonRows(
      links.map((l) => ({ organization_id: l.organizationId, owner_member_id: l.ownerMemberId, now: l.now })),
    )}) as v(organization_id int, owner_member_id int, now timestamptz)
    where l.organization_id = v.organization_id and l.owner_member_id = v.owner_member_id and l.used_at is null
      and l.expires_at > v.now`);
  await insertRows(
    tx,
    paymentUpdateLinks,
    links.map(({ now, ...link }) => ({ ...link, createdAt: now })),
  );
}

/**
 * The link of this key for this account owner while it still works (not used, not expired, the household not
 * deleted), or null. With `lock`, the link's row stays locked until the transaction ends.
 */
export async function workingLink(
  db: Db,
  tokenHash: string,
  ownerMemberId: number,
  now: Date,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({ link: paymentUpdateLinks, owner: members })
    .from(paymentUpdateLinks)
    .innerJoin(
      members,
      and(
        eq(members.organizationId, paymentUpdateLinks.organizationId),
        eq(members.id, paymentUpdateLinks.ownerMemberId),
      ),
    )
    .where(
      and(
        eq(paymentUpdateLinks.tokenHash, tokenHash),
        eq(paymentUpdateLinks.ownerMemberId, ownerMemberId),
        isNull(paymentUpdateLinks.usedAt),
        gt(paymentUpdateLinks.expiresAt, now),
        isNull(members.deletedAt),
        isNull(members.accountOwnerId),
      ),
    )
    .limit(1);
  const [row] = await (opts.lock ? query.for('update', { of: paymentUpdateLinks }) : query);
  return row ?? null;
}

/** Marks a link used (the caller holds its lock). */
export async function markLinkUsed(tx: Db, link: PaymentLink, now: Date): Promise<void> {
  await tx
    .update(paymentUpdateLinks)
    .set({ usedAt: now })
    .where(and(eq(paymentUpdateLinks.organizationId, link.organizationId), eq(paymentUpdateLinks.id, link.id)));
}

/** The office of a member, with whether it takes bank drafts. */
export async function officeOfMember(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select({ office: offices, allowBankDraft: planSettings.allowBankDraft })
    .from(offices)
    .leftJoin(
      planSettings,
      and(eq(planSettings.organizationId, offices.organizationId), eq(planSettings.officeId, offices.id)),
    )
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)))
    .limit(1);
  return row ? { office: row.office, allowBankDraft: row.allowBankDraft ?? true } : null;
}

/**
 * The office of an account owner who was ever mailed a link (whatever the key): what a page whose link no longer
 * works may show, so the patient knows whom to call. Anyone else: null.
 */
export async function officeOfLinkedOwner(db: Db, ownerMemberId: number) {
  const [row] = await db
    .select({ office: offices })
    .from(paymentUpdateLinks)
    .innerJoin(
      members,
      and(
        eq(members.organizationId, paymentUpdateLinks.organizationId),
        eq(members.id, paymentUpdateLinks.ownerMemberId),
      ),
    )
    .innerJoin(offices, and(eq(offices.organizationId, members.organizationId), eq(offices.id, members.officeId)))
    .where(eq(paymentUpdateLinks.ownerMemberId, ownerMemberId))
    .limit(1);
  return row?.office ?? null;
}
