import type { PlatformRole } from '@mhq/contract';

/** What a super admin is told when a change to a platform user is refused. */
export const PLATFORM_USER_MESSAGES = {
  superOnly: 'Only a super admin can manage the platform’s users.',
  emailTaken: 'This email is already used by another account',
  notYourself: 'You cannot change your own role or deactivate yourself: ask another super admin',
  lastSuper: 'This is the last active super admin: make someone else a super admin first',
  alreadyActive: 'This account is already active',
  alreadyInactive: 'This account is already deactivated',
  sameRole: 'This user already has that role',
  notInvited: 'This user has already set a password: they can use “Forgot password” instead',
  inactiveInvite: 'This account is deactivated: reactivate it before inviting again',
} as const;

export type PlatformUserChange = { kind: 'role'; role: PlatformRole } | { kind: 'active'; active: boolean };

type Target = { id: number; role: PlatformRole; active: boolean };

/**
 * Why a super admin may not make this change, or null. Nobody changes their own role or deactivates themself (they
 * could lock the platform out of its own user management), and the last active super admin keeps both.
 */
export function platformChangeRefusal(
  actorUserId: number,
  target: Target,
  change: PlatformUserChange,
  activeSuperAdminIds: readonly number[],
): keyof typeof PLATFORM_USER_MESSAGES | null {
  if (change.kind === 'active' && change.active === target.active) {
    return target.active ? 'alreadyActive' : 'alreadyInactive';
  }
  if (change.kind === 'role' && change.role === target.role) return 'sameRole';
  const takesSuperAway = change.kind === 'role' || change.active === false;
  if (!takesSuperAway) return null;
  const lastSuper =
    target.role === 'super_admin' && target.active && activeSuperAdminIds.filter((id) => id !== target.id).length === 0;
  if (lastSuper) return 'lastSuper';
  return target.id === actorUserId ? 'notYourself' : null;
}
