import type { MemberCard, MemberEditRequest } from '@mhq/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { isPgError } from '../../db/pg-errors';
import { memberNotes, members, subscriptions, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { historyOf } from './member-details.queries';
import { householdCards, liveMemberOf } from './member-details.service';
import { recordMemberEvents } from './member-events';

// What the office writes on a member: corrected details, the delete flag, notes; and the member's history.

const M = {
  saved: (name: string) => `${name}'s details were saved.`,
  ownerOnly: 'Only the account owner has an email and a home address.',
  emailInUse: 'This email already has an account. Please use another email.',
  deleted: (name: string) => `${name} was marked deleted.`,
  stillCovered: 'This member still has a plan running. Cancel it first, then mark the member deleted.',
  familyFirst: 'Family members of this account still have plans. Cancel their plans first.',
  noteAdded: 'Note added.',
} as const;

const ENDED = ['canceled', 'inactive', 'inactive_transferred', 'permanently_disabled', 'delinquent'];
const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

const FIELD_WORDS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  birthDate: 'date of birth',
  email: 'email',
  phone: 'phone',
  address: 'home address',
  chartId: 'chart ID',
  spanish: 'language',
};

/** Corrects a member's details (PUT /users/{id}/members/{memberId}); the account owner's email is also their sign-in. */
export async function editMember(
  ctx: Ctx,
  auth: AuthContext,
  memberId: number,
  req: MemberEditRequest,
): Promise<{ _message: string; member: MemberCard }> {
  const member = await liveMemberOf(ctx, req.dentistInfoId, memberId);
  const isOwner = member.accountOwnerId === null;
  if (!isOwner && (req.email !== undefined || req.address !== undefined)) {
    throw badRequest(M.ownerOnly, { [req.email !== undefined ? 'email' : 'address']: M.ownerOnly });
  }
  const next = {
    firstName: req.firstName,
    lastName: req.lastName,
    birthDate: req.birthDate,
    ...(req.email !== undefined ? { email: req.email } : {}),
    ...(req.phone !== undefined ? { phone: req.phone } : {}),
    ...(req.address !== undefined ? { address: req.address } : {}),
    ...(req.chartId !== undefined ? { chartId: req.chartId || null } : {}),
    ...(req.spanish !== undefined ? { spanish: req.spanish } : {}),
  };
  const changed = Object.entries(next)
    .filter(([key, value]) => JSON.stringify(member[key as keyof typeof member] ?? null) !== JSON.stringify(value))
    .map(([key]) => key);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(members)
        .set(next)
        .where(and(eq(members.organizationId, member.organizationId), eq(members.id, member.id)));
      if (isOwner && member.userId && req.email !== undefined && req.email !== member.email) {
        await tx.update(users).set({ email: req.email }).where(eq(users.id, member.userId));
      }
      if (changed.length > 0) {
        await recordMemberEvents(tx, [
          {
            organizationId: member.organizationId,
            memberId: member.id,
            actorUserId: auth.userId,
            kind: 'member.edited',
            summary: `Details changed: ${changed.map((k) => FIELD_WORDS[k] ?? k).join(', ')}.`,
            detail: { fields: changed },
            at: ctx.clock.now(),
          },
        ]);
      }
    });
  } catch (err) {
    if (isPgError(err, '23505', 'users_email_unique')) throw badRequest(M.emailInUse, { email: M.emailInUse });
    throw err;
  }
  const owner = isOwner ? member : await liveMemberOf(ctx, req.dentistInfoId, member.accountOwnerId ?? member.id);
  const card = (await householdCards(ctx, owner)).find((c) => c.memberId === member.id);
  if (!card) throw new Error('edited member not in its household');
  return { _message: M.saved(fullName(next)), member: card };
}

/**
 * Marks a member deleted (the delete flag): they leave every list; their history and payments stay. Only once no
 * plan runs; the account owner takes the household with them, once none of its members has a plan running.
 */
export async function deleteMember(ctx: Ctx, auth: AuthContext, officeId: number, memberId: number) {
  const member = await liveMemberOf(ctx, officeId, memberId);
  const household =
    member.accountOwnerId === null
      ? await ctx.db
          .select({ id: members.id })
          .from(members)
          .where(
            and(
              eq(members.organizationId, member.organizationId),
              or(eq(members.id, member.id), eq(members.accountOwnerId, member.id)),
              isNull(members.deletedAt),
            ),
          )
      : [{ id: member.id }];
  const ids = household.map((h) => h.id);
  const running = await ctx.db
    .select({ memberId: subscriptions.memberId, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, member.organizationId), inArray(subscriptions.memberId, ids)));
  const live = running.filter((s) => !ENDED.includes(s.status));
  if (live.some((s) => s.memberId === member.id)) throw new AppError('CONFLICT', M.stillCovered);
  if (live.length > 0) throw new AppError('CONFLICT', M.familyFirst);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ deletedAt: now })
      .where(and(eq(members.organizationId, member.organizationId), inArray(members.id, ids)));
    await recordMemberEvents(
      tx,
      ids.map((id) => ({
        organizationId: member.organizationId,
        memberId: id,
        actorUserId: auth.userId,
        kind: 'member.deleted',
        summary: id === member.id ? 'Marked deleted.' : `Marked deleted with the account of ${fullName(member)}.`,
        at: now,
      })),
    );
  });
  return { _message: M.deleted(fullName(member)) };
}

/** Adds a note to a member (loggingNote); it shows on their page and in their history. */
export async function addNote(ctx: Ctx, auth: AuthContext, officeId: number, memberId: number, text: string) {
  const member = await liveMemberOf(ctx, officeId, memberId);
  const now = ctx.clock.now();
  const note = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberNotes)
      .values({
        organizationId: member.organizationId,
        memberId: member.id,
        authorUserId: auth.userId,
        text,
        createdAt: now,
      })
      .returning({ noteId: memberNotes.id });
    if (!row) throw new Error('note insert returned nothing');
    await recordMemberEvents(tx, [
      {
        organizationId: member.organizationId,
        memberId: member.id,
        actorUserId: auth.userId,
        kind: 'note.added',
        summary: `Note: ${text.length > 140 ? `${text.slice(0, 139)}…` : text}`,
        detail: { noteId: row.noteId },
        at: now,
      },
    ]);
    return row;
  });
  const [author] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, auth.userId));
  return {
    _message: M.noteAdded,
    note: {
      noteId: note.noteId,
      text,
      author: author ? fullName(author).trim() || null : null,
      createdAt: now.toISOString(),
    },
  };
}

/** Everything that happened to a member, newest first (getMemberHistory). */
export async function memberHistory(ctx: Ctx, officeId: number, memberId: number) {
  const member = await liveMemberOf(ctx, officeId, memberId);
  const events = await historyOf(ctx.db, member.organizationId, member.id);
  return { events: events.map((e) => ({ ...e, at: new Date(e.at).toISOString() })) };
}
