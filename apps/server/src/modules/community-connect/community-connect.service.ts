import type {
  CommunityGroup,
  CommunityGroupChangeResponse,
  CommunityGroupDetailResponse,
  CommunityGroupRequest,
  CommunityGroupsResponse,
} from '@mhq/contract';
import {
  COMMUNITY_CODE_TAKEN,
  type CommunityGroupKind,
  type CommunityGroupStatus,
  communityCodeEnrols,
  utcDayOf,
} from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isPgError } from '../../db/pg-errors';
import { communityGroups } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { type AuthContext, assertOfficeAction } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { publicOffice } from '../plans/plan-settings.service';
import {
  codeTaken,
  type GroupWithCounts,
  groupOfOffice,
  groupsOfOffice,
  membersOfGroup,
  officeForGroups,
} from './community-connect.queries';

type Actor = { auth: AuthContext; ip: string };

/** Spec 01 section 4: CommunityConnect is closed until the office's initial onboarding completes. */
export const NOT_ONBOARDED = 'CommunityConnect opens once your initial onboarding is complete.';
const PLANS_NOT_OFFERED = 'Choose plans this office offers on enrolment.';

export const sharePathOf = (code: string) => `/community-enroll/${code}`;

function groupView(row: GroupWithCounts, today: string): CommunityGroup {
  const g = row.group;
  return {
    id: g.id,
    name: g.name,
    kind: g.kind as CommunityGroupKind,
    code: g.code,
    discountPercent: g.discountPercent,
    planIds: g.planIds,
    expiresOn: g.expiresOn,
    organizerName: g.organizerName,
    organizerEmail: g.organizerEmail,
    organizerPhone: g.organizerPhone,
    note: g.note,
    status: g.status as CommunityGroupStatus,
    enrols: Boolean(g.code) && communityCodeEnrols(g, today),
    sharePath: g.code ? sharePathOf(g.code) : null,
    households: row.households,
    activeMembers: row.activeMembers,
    createdAt: g.createdAt.toISOString(),
  };
}

const today = (ctx: Ctx) => utcDayOf(ctx.clock.now());

async function onboardedOffice(ctx: Ctx, officeId: number) {
  const office = await officeForGroups(ctx.db, officeId);
  if (!office) throw notFound();
  if (!office.onboardingDateComplete) throw new AppError('CONFLICT', NOT_ONBOARDED);
  return office;
}

/** The plans a group may offer: those the office shows on its enrolment page. */
async function offeredPlans(ctx: Ctx, officeId: number) {
  const page = await publicOffice(ctx, officeId);
  return page.plans.map((p) => ({ id: p.id, name: p.name }));
}

/** The office's groups, whether CommunityConnect is open to it, whether the caller may change groups, its plans. */
export async function communityGroupsOf(
  ctx: Ctx,
  auth: AuthContext,
  officeId: number,
): Promise<CommunityGroupsResponse> {
  const office = await officeForGroups(ctx.db, officeId);
  if (!office) throw notFound();
  const mayManage = await assertOfficeAction(ctx.db, auth, officeId, 'managePlans').then(
    () => true,
    () => false,
  );
  const [rows, plans] = await Promise.all([groupsOfOffice(ctx.db, officeId), offeredPlans(ctx, officeId)]);
  const day = today(ctx);
  return {
    groups: rows.map((r) => groupView(r, day)),
    enabled: Boolean(office.onboardingDateComplete),
    mayManage,
    plans,
  };
}

/** A group with the members who enrolled with its code (the route audits the read of their data). */
export async function communityGroupDetail(
  ctx: Ctx,
  officeId: number,
  groupId: number,
): Promise<CommunityGroupDetailResponse> {
  const row = await groupOfOffice(ctx.db, officeId, groupId);
  if (!row) throw notFound();
  const people = await membersOfGroup(ctx.db, row.group.organizationId, groupId);
  return {
    group: groupView(row, today(ctx)),
    members: people.map((p) => ({
      memberId: p.memberId,
      name: `${p.firstName} ${p.lastName}`,
      planName: p.planName,
      status: p.status,
      enrolledOn: utcDayOf(p.enrolledAt),
    })),
  };
}

/** The request's values checked against the office: the code free, the plans its own. 400 on the field, else. */
async function checkedValues(db: Db, offered: ReadonlySet<number>, req: CommunityGroupRequest, groupId: number | null) {
  if (await codeTaken(db, req.code, groupId)) throw badRequest(COMMUNITY_CODE_TAKEN, { code: COMMUNITY_CODE_TAKEN });
  if (req.planIds.some((id) => !offered.has(id))) throw badRequest(PLANS_NOT_OFFERED, { planIds: PLANS_NOT_OFFERED });
  return {
    name: req.name,
    kind: req.kind,
    code: req.code,
    discountPercent: req.discountPercent,
    planIds: [...new Set(req.planIds)].sort((a, b) => a - b),
    expiresOn: req.expiresOn,
    organizerName: req.organizerName || null,
    organizerEmail: req.organizerEmail || null,
    organizerPhone: req.organizerPhone || null,
    note: req.note || null,
  };
}

/** A code another group took meanwhile (the unique index is the last word) reads as the form's own refusal. */
function codeRace(err: unknown): unknown {
  return isPgError(err, '23505') ? badRequest(COMMUNITY_CODE_TAKEN, { code: COMMUNITY_CODE_TAKEN }) : err;
}

async function changed(ctx: Ctx, officeId: number, groupId: number, message: string) {
  const row = await groupOfOffice(ctx.db, officeId, groupId);
  if (!row) throw notFound();
  return { _message: message, group: groupView(row, today(ctx)) };
}

/** Creates an active group with its code (audited). */
export async function createCommunityGroup(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  req: CommunityGroupRequest,
): Promise<CommunityGroupChangeResponse> {
  const office = await onboardedOffice(ctx, officeId);
  // Read before the transaction: PGlite is one connection, and the plans are read outside it.
  const offered = new Set((await offeredPlans(ctx, officeId)).map((p) => p.id));
  const id = await ctx.db
    .transaction(async (tx) => {
      const values = await checkedValues(tx, offered, req, null);
      const [created] = await tx
        .insert(communityGroups)
        .values({
          ...values,
          organizationId: office.organizationId,
          officeId,
          status: 'active',
          createdByUserId: actor.auth.userId,
          createdAt: ctx.clock.now(),
          updatedAt: ctx.clock.now(),
        })
        .returning({ id: communityGroups.id });
      if (!created) throw new Error('community group insert returned nothing');
      await recordAudit(tx, {
        organizationId: office.organizationId,
        officeId,
        actorUserId: actor.auth.userId,
        action: 'community_group.created',
        targetType: 'community_group',
        targetId: created.id,
        detail: { ...values },
        ip: actor.ip,
      });
      return created.id;
    })
    .catch((err: unknown) => {
      throw codeRace(err);
    });
  return changed(ctx, officeId, id, `${req.name} was created. Share its link with the group.`);
}

/** Changes a group; saving an organizer's request sets it up, and its code starts enrolling (audited). */
export async function updateCommunityGroup(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  groupId: number,
  req: CommunityGroupRequest,
): Promise<CommunityGroupChangeResponse> {
  const office = await onboardedOffice(ctx, officeId);
  const offered = new Set((await offeredPlans(ctx, officeId)).map((p) => p.id));
  const setUp = await ctx.db
    .transaction(async (tx) => {
      const [before] = await tx.select().from(communityGroups).where(eq(communityGroups.id, groupId));
      if (!before || before.officeId !== officeId) throw notFound();
      const values = await checkedValues(tx, offered, req, groupId);
      const status = before.status === 'requested' ? 'active' : before.status;
      await tx
        .update(communityGroups)
        .set({ ...values, status, updatedAt: ctx.clock.now() })
        .where(eq(communityGroups.id, groupId));
      await recordAudit(tx, {
        organizationId: office.organizationId,
        officeId,
        actorUserId: actor.auth.userId,
        action: before.status === 'requested' ? 'community_group.set_up' : 'community_group.updated',
        targetType: 'community_group',
        targetId: groupId,
        detail: { before: { ...before, createdAt: undefined, updatedAt: undefined }, after: values },
        ip: actor.ip,
      });
      return before.status === 'requested';
    })
    .catch((err: unknown) => {
      throw codeRace(err);
    });
  return changed(ctx, officeId, groupId, setUp ? `${req.name} is set up: its code enrolls now.` : 'Changes saved.');
}

/** Closes a group (its code stops enrolling; a request is declined) or reopens it (audited). */
export async function setCommunityGroupStatus(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  groupId: number,
  status: 'active' | 'closed',
): Promise<CommunityGroupChangeResponse> {
  const office = await onboardedOffice(ctx, officeId);
  const message = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(communityGroups).where(eq(communityGroups.id, groupId));
    if (!before || before.officeId !== officeId) throw notFound();
    // A request has no code yet: it is set up by saving its code, not by reopening it.
    if (status === 'active' && !before.code) {
      throw badRequest('Set the group up with its code first.', { status: 'Set the group up with its code first.' });
    }
    await tx.update(communityGroups).set({ status, updatedAt: ctx.clock.now() }).where(eq(communityGroups.id, groupId));
    const declined = before.status === 'requested' && status === 'closed';
    await recordAudit(tx, {
      organizationId: office.organizationId,
      officeId,
      actorUserId: actor.auth.userId,
      action: declined
        ? 'community_group.declined'
        : status === 'closed'
          ? 'community_group.closed'
          : 'community_group.reopened',
      targetType: 'community_group',
      targetId: groupId,
      detail: { from: before.status, to: status },
      ip: actor.ip,
    });
    if (declined) return `The request of ${before.name} was declined.`;
    return status === 'closed'
      ? `${before.name} is closed: its code no longer enrolls.`
      : `${before.name} is open again.`;
  });
  return changed(ctx, officeId, groupId, message);
}
