import type {
  AddTeamUserRequest,
  TeamChangeResponse,
  TeamResponse,
  TeamUser,
  UpdateTeamUserRequest,
} from '@mhq/contract';
import {
  canManageTeam,
  isPlatformAdmin,
  JOB_TITLES,
  TEAM_MESSAGES as M,
  type PermissionLevel,
  SET_PASSWORD_TOKEN_LIFETIME_MS,
  teamActionRefusal,
} from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { emailInUse, insertPasswordToken, voidPasswordLinks } from '../auth/auth.queries';
import { publicUrl } from '../auth/auth.service';
import { newOpaqueToken } from '../auth/tokens';
import { findOffice, lockOffice } from './office.queries';
import {
  clearPlanCoordinators,
  endSessions,
  insertInvitedUser,
  linkUser,
  officeLinksOf,
  type TeamRow,
  teamOf,
  unlinkUser,
  updateLink,
  updateUser,
} from './team.queries';

type Actor = { auth: AuthContext; ip: string };

const shape = (rows: TeamRow[]): TeamUser[] =>
  rows.map(({ organizationId: _, ...r }) => ({ ...r, invited: Boolean(r.invited) }));

/** The office's users, and whether the caller may manage them. */
export async function listTeam(ctx: Ctx, auth: AuthContext, officeId: number): Promise<TeamResponse> {
  const rows = await teamOf(ctx.db, officeId);
  const me = rows.find((r) => r.userId === auth.userId);
  const callerIsOwner = Boolean(me?.isOwner);
  const canManage = me ? canManageTeam({ type: auth.type, isOwner: callerIsOwner }) : false;
  return { users: shape(rows), canManage, callerIsOwner };
}

/**
 * Runs one team change in a transaction, the office row locked so two changes to one team apply in turn
 * (two owners removing each other at once cannot leave the office with none). Answers the team after it.
 */
async function teamChange(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  work: (tx: Db, team: TeamRow[], caller: TeamRow, organizationId: number) => Promise<string>,
): Promise<TeamChangeResponse> {
  const office = await findOffice(ctx.db, officeId);
  if (!office) throw notFound();
  const message = await ctx.db.transaction(async (tx) => {
    await lockOffice(tx, officeId);
    const team = await teamOf(tx, officeId);
    const caller = team.find((r) => r.userId === actor.auth.userId);
    if (!caller || isPlatformAdmin(actor.auth.type)) throw new AppError('FORBIDDEN', M.managersOnly);
    if (!canManageTeam({ type: actor.auth.type, isOwner: caller.isOwner })) {
      throw new AppError('FORBIDDEN', M.managersOnly);
    }
    return work(tx, team, caller, office.organizationId);
  });
  ctx.mail.wake();
  return { _message: message, users: shape(await teamOf(ctx.db, officeId)) };
}

function targetIn(team: TeamRow[], userId: number): TeamRow {
  const target = team.find((r) => r.userId === userId);
  if (!target) throw notFound();
  return target;
}

function refuse(
  caller: TeamRow,
  target: TeamRow,
  team: TeamRow[],
  action: Parameters<typeof teamActionRefusal>[3],
): void {
  const why = teamActionRefusal(caller, target, team, action);
  if (!why) return;
  if (why === 'ownerOnly') throw new AppError('FORBIDDEN', M.ownerOnly);
  throw badRequest(M[why]);
}

function checkJobTitle(ctx: Ctx, jobTitle: string | null): void {
  if (jobTitle !== null && !JOB_TITLES[ctx.tenant.id].some((t) => t.value === jobTitle)) {
    throw badRequest('Choose a job title from the list', { jobTitle: 'Choose a job title from the list' });
  }
}

const audit = (tx: Db, actor: Actor, organizationId: number, officeId: number, action: string, userId: number) =>
  recordAudit(tx, {
    organizationId,
    officeId,
    actorUserId: actor.auth.userId,
    action: `team.${action}`,
    targetType: 'user',
    targetId: userId,
    ip: actor.ip,
  });

/** Adds a user to the office (no password yet) and mails them a single-use link to set one. */
export function addTeamUser(ctx: Ctx, actor: Actor, officeId: number, u: AddTeamUserRequest) {
  checkJobTitle(ctx, u.jobTitle);
  return teamChange(ctx, actor, officeId, async (tx, _team, _caller, organizationId) => {
    if (await emailInUse(tx, u.email)) throw badRequest(M.emailTaken, { email: M.emailTaken });
    const userId = await insertInvitedUser(tx, {
      email: u.email,
      type: u.permission,
      firstName: u.firstName,
      lastName: u.lastName,
      organizationId,
    });
    await linkUser(tx, { organizationId, officeId, userId, jobTitle: u.jobTitle });
    await mailInvitation(ctx, tx, { id: userId, email: u.email, firstName: u.firstName, organizationId }, officeId);
    await audit(tx, actor, organizationId, officeId, 'add', userId);
    return M.added;
  });
}

/**
 * Issues a single-use link to set a first password (the user's earlier links void) and writes the office's invitation
 * mail, in the caller's transaction: a new team user, or an invitation sent again.
 */
export async function mailInvitation(
  ctx: Ctx,
  tx: Db,
  user: { id: number; email: string; firstName: string; organizationId: number },
  officeId: number,
): Promise<void> {
  const { token, hash } = newOpaqueToken();
  await insertPasswordToken(tx, {
    userId: user.id,
    purpose: 'set',
    tokenHash: hash,
    expiresAt: new Date(ctx.clock.now().getTime() + SET_PASSWORD_TOKEN_LIFETIME_MS),
  });
  const office = await findOffice(tx, officeId);
  const link = `${publicUrl(ctx)}/accounts/set-password/${token}`;
  await ctx.mail.enqueue(tx, {
    to: user.email,
    organizationId: user.organizationId,
    subject: `You're invited to ${office?.officeName ?? 'your office'} on ${ctx.tenant.name}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `${office?.officeName ?? 'Your office'} added you to its team on ${ctx.tenant.name}.`,
      `Choose your password here within the next 7 days: ${link}`,
      '',
      'The link works once. Then sign in with this email address and your new password.',
      '',
      `${ctx.tenant.name} support: ${ctx.tenant.supportEmail}, ${ctx.tenant.supportPhone}`,
    ].join('\n'),
  });
}

/** Removes a user from the office; one who works in no other office is deactivated and signed out. */
export function deleteTeamUser(ctx: Ctx, actor: Actor, officeId: number, userId: number) {
  return teamChange(ctx, actor, officeId, async (tx, team, caller, organizationId) => {
    const target = targetIn(team, userId);
    refuse(caller, target, team, 'delete');
    await unlinkUser(tx, organizationId, officeId, userId);
    if ((await officeLinksOf(tx, userId)).length === 0) {
      await updateUser(tx, userId, { isActive: false });
      await endSessions(tx, userId, ctx.clock.now());
      await voidPasswordLinks(tx, userId);
    }
    await audit(tx, actor, organizationId, officeId, 'delete', userId);
    return M.deleted;
  });
}

/** Deactivates (ending every session at once) or reactivates a user's account. */
export function reactivateTeamUser(ctx: Ctx, actor: Actor, officeId: number, userId: number, isDeleted: boolean) {
  return teamChange(ctx, actor, officeId, async (tx, team, caller, organizationId) => {
    const target = targetIn(team, userId);
    refuse(caller, target, team, isDeleted ? 'deactivate' : 'activate');
    await updateUser(tx, userId, { isActive: !isDeleted });
    if (isDeleted) {
      // Signed out everywhere, and no link mailed before works again, even once the account is reactivated.
      await endSessions(tx, userId, ctx.clock.now());
      await voidPasswordLinks(tx, userId);
    }
    await audit(tx, actor, organizationId, officeId, isDeleted ? 'deactivate' : 'activate', userId);
    return isDeleted ? M.deactivated : M.activated;
  });
}

/** Sets a user's permission level (office admin or standard); an owner's permissions are full. */
export function changeTeamPermissions(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  userId: number,
  permission: PermissionLevel,
) {
  return teamChange(ctx, actor, officeId, async (tx, team, caller, organizationId) => {
    const target = targetIn(team, userId);
    refuse(caller, target, team, 'edit');
    if (target.userId === caller.userId) throw badRequest(M.notYourself);
    if (target.isOwner) throw badRequest(M.ownerPermissions);
    await updateUser(tx, userId, { type: permission });
    await audit(tx, actor, organizationId, officeId, `permissions.${permission}`, userId);
    return M.permissionsChanged;
  });
}

/**
 * Edits a user's name, job title and flags. Making someone an owner needs `upgrade=true` (the form asks
 * first) and an owner's hand; removing an owner keeps at least one active owner.
 */
export function updateTeamUser(ctx: Ctx, actor: Actor, officeId: number, u: UpdateTeamUserRequest, upgrade: boolean) {
  checkJobTitle(ctx, u.jobTitle);
  return teamChange(ctx, actor, officeId, async (tx, team, caller, organizationId) => {
    const target = targetIn(team, u.userId);
    refuse(caller, target, team, 'edit');
    if (u.isOwner !== target.isOwner) {
      if (target.userId === caller.userId) throw badRequest(M.notYourself);
      if (!caller.isOwner) throw new AppError('FORBIDDEN', M.ownerOnly);
      if (u.isOwner && !upgrade) throw badRequest(M.confirmUpgrade, { isOwner: M.confirmUpgrade });
      if (!u.isOwner) refuse(caller, target, team, 'demote');
      await updateLink(tx, officeId, u.userId, { isOwner: u.isOwner });
      if (u.isOwner) await updateUser(tx, u.userId, { type: 'dentist' });
      else if (!(await officeLinksOf(tx, u.userId)).some((l) => l.isOwner)) {
        await updateUser(tx, u.userId, { type: 'office_admin' });
      }
      await audit(tx, actor, organizationId, officeId, u.isOwner ? 'owner.grant' : 'owner.remove', u.userId);
    }
    if (u.planCoordinator && !target.planCoordinator) await clearPlanCoordinators(tx, officeId, u.userId);
    await updateLink(tx, officeId, u.userId, { jobTitle: u.jobTitle, planCoordinator: u.planCoordinator });
    await updateUser(tx, u.userId, { firstName: u.firstName, lastName: u.lastName });
    await audit(tx, actor, organizationId, officeId, 'update', u.userId);
    return M.updated;
  });
}
