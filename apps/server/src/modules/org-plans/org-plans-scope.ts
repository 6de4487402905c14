import { isPlatformAdmin, locationsCoveredBy, type PlanTarget } from '@mhq/domain';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { Actor } from '../plans/plan-access';
import { type OfficeRow, officeRow } from '../plans/plan-settings.queries';
import type { OfficeKey, PlanRow } from '../plans/plans.queries';
import { allLocationIds, groupsOf, locationsOf, type OrgLocationRow, planOfOrganization } from './org-plans.queries';
import { type Organization, targetOfPlan } from './org-plans.view';

/**
 * Where an organization-wide plan call acts: the office the caller acts from, its organization (every location and
 * group, for what targets cover) and the locations the caller works in (what they may see and change).
 */
export type Scope = {
  office: OfficeRow;
  /** Widened to every plan of the organization; `officeId` stays the acting office (for the audit log). */
  key: OfficeKey;
  org: Organization;
  visible: OrgLocationRow[];
};

/** The scope of a call the guard has let act from `officeId`. */
export async function scopeOf(db: Db, actor: Pick<Actor, 'auth'>, officeId: number): Promise<Scope> {
  const office = await officeRow(db, officeId);
  if (!office) throw notFound();
  const organizationId = office.organizationId;
  const userId = isPlatformAdmin(actor.auth.type) ? null : actor.auth.userId;
  const [visible, everyId, groups] = await Promise.all([
    locationsOf(db, organizationId, userId),
    allLocationIds(db, organizationId),
    groupsOf(db, organizationId),
  ]);
  const names = await locationsOf(db, organizationId, null);
  const locations = everyId.map((id) => {
    const row = names.find((l) => l.id === id);
    return { id, name: row?.name ?? '', closed: row?.closed ?? false };
  });
  return {
    office,
    key: { organizationId, officeId, wholeOrganization: true },
    org: { locations, groups },
    visible,
  };
}

const seesAny = (scope: Scope, ids: readonly number[]) => ids.some((id) => scope.visible.some((l) => l.id === id));

/** A plan the caller can see: offered at (or made at) a location they work in. */
export function canSeePlan(scope: Scope, plan: PlanRow): boolean {
  return seesAny(scope, [...locationsCoveredBy(targetOfPlan(plan), scope.org), plan.officeId]);
}

/** A plan of the organization the caller can see; anything else is 'not found' (another organization's ids too). */
export async function visiblePlan(db: Db, scope: Scope, planId: number, lock = false): Promise<PlanRow> {
  const plan = await planOfOrganization(db, scope.key.organizationId, planId, lock);
  if (!plan || !canSeePlan(scope, plan)) throw notFound();
  return plan;
}

/**
 * A change to where a plan is offered, or to what it costs, reaches every location its target covers: the caller must
 * work at each of them (a user assigned to some locations cannot change what the others offer).
 */
export function checkMayChangeAt(scope: Scope, targets: readonly PlanTarget[]): void {
  const ids = new Set(targets.flatMap((t) => locationsCoveredBy(t, scope.org)));
  const outside = [...ids].filter((id) => !scope.visible.some((l) => l.id === id));
  if (outside.length > 0) {
    throw new AppError(
      'FORBIDDEN',
      'This plan is offered at locations you do not work at; ask your practice owner to change it',
    );
  }
}

/** A target's group or location must be the organization's (and a location open to new members), else 'not found'. */
export function checkTargetExists(scope: Scope, target: PlanTarget): void {
  if (target.type === 'group' && !scope.org.groups.some((g) => g.id === target.groupId)) throw notFound();
  if (target.type === 'location') {
    const location = scope.org.locations.find((l) => l.id === target.locationId);
    if (!location) throw notFound();
    if (location.closed) {
      throw new AppError('BAD_REQUEST', 'This location is closed and takes no new members', {
        target: 'This location is closed and takes no new members',
      });
    }
  }
}

export type ScopedCtx = { ctx: Ctx; actor: Actor; scope: Scope };
