import type { AdminProfile, PlatformRole, UpdateAdminProfileRequest } from '@mhq/contract';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { type PlatformUserRow, platformUserById, updatePlatformUser } from './admin-users.queries';
import type { Actor } from './admin-users.service';

const profileOf = (row: PlatformUserRow): AdminProfile => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  role: row.type as PlatformRole,
});

/** The signed-in platform user's own profile. */
export async function adminProfile(ctx: Ctx, auth: AuthContext) {
  const row = await platformUserById(ctx.db, auth.userId);
  if (!row) throw notFound();
  return { profile: profileOf(row) };
}

/** Saves one's own name and phone (the email signs in and the role is a super admin's to give: neither here). */
export async function updateAdminProfile(ctx: Ctx, actor: Actor, input: UpdateAdminProfileRequest) {
  const id = actor.auth.userId;
  await ctx.db.transaction(async (tx) => {
    const before = await platformUserById(tx, id, true);
    if (!before) throw notFound();
    const after = { firstName: input.firstName, lastName: input.lastName, phone: input.phone || null };
    await updatePlatformUser(tx, id, after);
    await recordAudit(tx, {
      actorUserId: id,
      action: 'platform_user.profile',
      targetType: 'user',
      targetId: id,
      detail: { from: { firstName: before.firstName, lastName: before.lastName, phone: before.phone }, to: after },
      ip: actor.ip,
    });
  });
  const row = await platformUserById(ctx.db, id);
  if (!row) throw notFound();
  return { _message: 'Your profile was saved', profile: profileOf(row) };
}
