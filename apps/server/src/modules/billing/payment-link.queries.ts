import { type IsoDay, paymentLinkWorks, utcDayOf } from '@mhq/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { insertRows, jsonRows, queryRows } from '../../db/rows';
import { members, offices, paymentUpdateLinks, planSettings } from '../../db/schema';

// The payment-update links mailed to account owners: only each key's hash is kept.

export type PaymentLink = typeof paymentUpdateLinks.$inferSelect;

export type NewLink = {
  organizationId: number;
  ownerMemberId: number;
  tokenHash: string;
  sentByUserId: number | null;
  expiresAt: Date;
  untilSettled: boolean;
  now: Date;
};

/**
 * Keeps a new link for each household, in one statement whatever their number; with `retire`, first retires the
 * households' links still working (they stop now: only the newest link the desk mailed works). Run with the owners'
 * rows locked, so two links sent at once still leave one working.
 */
export async function replaceLinks(tx: Db, links: readonly NewLink[], retire = true): Promise<void> {
  if (links.length === 0) return;
  if (retire) {
    await tx.execute(sql`update ${paymentUpdateLinks} l set expires_at = v.now, until_settled = false
      from json_to_recordset(${jsonRows(
        links.map((l) => ({ organization_id: l.organizationId, owner_member_id: l.ownerMemberId, now: l.now })),
      )}) as v(organization_id int, owner_member_id int, now timestamptz)
      where l.organization_id = v.organization_id and l.owner_member_id = v.owner_member_id
        and (l.until_settled or (l.used_at is null and l.expires_at > v.now))`);
  }
  await insertRows(
    tx,
    paymentUpdateLinks,
    links.map(({ now, ...link }) => ({ ...link, createdAt: now })),
  );
}

/**
 * The day the household's open debt began (the first refused try of a plan still late or delinquent), or null when it
 * owes nothing: how long a link sent for a debt works.
 */
export async function debtOpenSince(db: Db, organizationId: number, ownerMemberId: number): Promise<IsoDay | null> {
  const [row] = await queryRows<{ since: string | null }>(
    db,
    sql`select min(s.first_failed_on)::text as since from subscriptions s
      join members m on m.organization_id = s.organization_id and m.id = s.member_id
      where s.organization_id = ${organizationId} and coalesce(m.account_owner_id, m.id) = ${ownerMemberId}
        and s.status in ('past_due', 'delinquent', 'delinquent_gpp')`,
  );
  return row?.since ?? null;
}

/**
 * The link of this key for this account owner while it still works (paymentLinkWorks: once for 7 days, or while the
 * debt it was sent for is open; the household not deleted), or null. With `lock`, the link's row stays locked until
 * the transaction ends.
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
        isNull(members.deletedAt),
        isNull(members.accountOwnerId),
      ),
    )
    .limit(1);
  const [row] = await (opts.lock ? query.for('update', { of: paymentUpdateLinks }) : query);
  if (!row) return null;
  const { link } = row;
  const since = link.untilSettled ? await debtOpenSince(db, link.organizationId, link.ownerMemberId) : null;
  const state = { ...link, createdOn: utcDayOf(link.createdAt) };
  return paymentLinkWorks(state, now, since) ? row : null;
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
