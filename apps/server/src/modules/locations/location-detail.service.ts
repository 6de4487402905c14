import type { ClosingMembers, LocationDetailResponse, LocationDetailRequest as RequestSchema } from '@mhq/contract';
import {
  closingRefusal,
  endsAtClosing,
  isSubscriptionStatus,
  LOCATION_MESSAGES as M,
  type SubscriptionStatus,
} from '@mhq/domain';
import type { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Db } from '../../db/connection';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { recordAudit } from '../audit/audit.queries';
import { recordMemberEvents } from '../members/member-events';
import { officeProfile, updateOfficeProfile } from '../office/office.service';
import { cancelPlan } from '../subscriptions/cancellation.service';
import {
  livePlansAt,
  locationsOfOrganization,
  lockLocation,
  moveAllMembers,
  movePlansWithMembers,
  setClosed,
  setPayoutAccount,
} from './locations.queries';
import { type Actor, payoutFrom, visibleLocations } from './locations.service';
import { locationSummaries } from './locations.view';

type Request = z.output<typeof RequestSchema>;

/** Plans ended because their location closed are canceled at the office's request (spec 02 section 9 reasons). */
const LOCATION_CLOSED_REASON = 11;
type Target = { organizationId: number; officeIds: readonly number[]; locationId: number; actingOfficeId: number };

/** One location: read, save (profile and payouts), close (members moved or ended, chosen) or reopen. */
export async function locationDetail(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: Actor,
  locationId: number,
  req: Request,
): Promise<LocationDetailResponse> {
  const scope = await visibleLocations(ctx, actor.auth, req.dentistInfoId);
  const t: Target = { ...scope, locationId, actingOfficeId: req.dentistInfoId };
  let message: string | undefined;
  if (req.action === 'save') message = await saveLocation(ctx, actor, t, req.profile, req.payout);
  if (req.action === 'close') message = await closeLocation(ctx, gateway, actor, t, req.members);
  if (req.action === 'reopen') message = await reopenLocation(ctx, actor, t);
  return { ...(message ? { _message: message } : {}), ...(await detailOf(ctx, t)) };
}

async function detailOf(ctx: Ctx, t: Target): Promise<Omit<LocationDetailResponse, '_message'>> {
  const summaries = await locationSummaries(ctx.db, t.organizationId, t.officeIds);
  const location = summaries.find((l) => l.id === t.locationId);
  if (!location) throw notFound();
  return {
    location,
    profile: await officeProfile(ctx, t.locationId),
    otherLocations: summaries
      .filter((l) => l.id !== t.locationId)
      .map((l) => ({
        id: l.id,
        name: l.name,
        open: l.status === 'open',
        payoutConnected: l.payout.kind !== 'not_connected',
      })),
  };
}

type Save = Extract<Request, { action: 'save' }>;

/**
 * Saves the location's profile (by the office profile's own rules and audit) and its payout account: a location
 * without its own connected account may share another's or wait for its own; one with its own keeps it here (it is
 * changed from that location's billing settings).
 */
async function saveLocation(ctx: Ctx, actor: Actor, t: Target, profile: Save['profile'], payout: Save['payout']) {
  const all = await locationsOfOrganization(ctx.db, t.organizationId);
  const here = all.find((r) => r.office.id === t.locationId)?.office;
  if (!here) throw notFound();
  const ownConnected = here.stripeAccountId !== null && !all.some((r) => sharesBefore(r.office, here));
  if (payout.mode === 'shared' && !t.officeIds.includes(payout.fromLocationId)) throw notFound();
  if (ownConnected && payout.mode === 'shared') throw badRequest(M.ownAccountKept, { payout: M.ownAccountKept });
  const account = ownConnected ? null : await payoutFrom(ctx.db, t.organizationId, payout);
  if (account && payout.mode === 'shared' && payout.fromLocationId === here.id) {
    throw badRequest(M.shareFrom, { 'payout.fromLocationId': M.shareFrom });
  }
  await updateOfficeProfile(ctx, actor, t.locationId, profile);
  if (account && account.stripeAccountId !== here.stripeAccountId) {
    await ctx.db.transaction(async (tx) => {
      await setPayoutAccount(tx, t.organizationId, t.locationId, account);
      await audit(tx, actor, t, 'location.payout.update', { payout: payout.mode });
    });
  }
  return M.saved(profile.officeName);
}

/** Whether `other` held `office`'s payout account first (so `office` shares it). */
const sharesBefore = (
  other: { id: number; stripeAccountId: string | null },
  office: { id: number; stripeAccountId: string | null },
) => other.id < office.id && other.stripeAccountId !== null && other.stripeAccountId === office.stripeAccountId;

/**
 * Closes a location in one transaction: its members are first moved to another open location (their plans keep
 * their plan, price and next renewal; nothing is charged) or their plans ended at the end of the paid period by the
 * cancellation service; a location with members is never closed without saying which. It then takes no one new.
 */
async function closeLocation(
  ctx: Ctx,
  gateway: PaymentGateway,
  actor: Actor,
  t: Target,
  choice: ClosingMembers | undefined,
) {
  const all = await locationsOfOrganization(ctx.db, t.organizationId);
  const destination =
    choice?.mode === 'move'
      ? all.find((r) => r.office.id === choice.toLocationId && r.office.id !== t.locationId)
      : null;
  if (choice?.mode === 'move') {
    // Members go only to another open location the caller works in.
    if (!destination || !t.officeIds.includes(destination.office.id)) throw notFound();
    if (destination.office.closedAt) throw badRequest(M.moveToOpen, { 'members.toLocationId': M.moveToOpen });
  }
  return ctx.db.transaction(async (tx) => {
    const here = await lockLocation(tx, t.organizationId, t.locationId);
    if (!here) throw notFound();
    if (here.closedAt) throw badRequest(M.alreadyClosed);
    const openOthers = all.filter((r) => r.office.id !== t.locationId && !r.office.closedAt);
    if (openOthers.length === 0) throw badRequest(M.lastOpen);
    const live = await livePlansAt(tx, t.organizationId, t.locationId);
    const statuses = live.map((p) => p.status).filter(isSubscriptionStatus) as SubscriptionStatus[];
    const people = new Set(live.map((p) => p.memberId)).size;
    const refusal = closingRefusal(statuses, people, choice);
    if (refusal) throw badRequest(refusal, { members: refusal });
    let moved = 0;
    let ended = 0;
    if (choice?.mode === 'move' && destination) {
      const rows = await moveAllMembers(tx, t.organizationId, t.locationId, destination.office.id);
      const planIds = [...new Set(live.map((p) => p.planId))];
      await movePlansWithMembers(tx, t.organizationId, t.locationId, destination.office.id, planIds);
      moved = new Set(live.map((p) => p.memberId)).size;
      await recordMemberEvents(
        tx,
        rows.map((r) => ({
          organizationId: t.organizationId,
          memberId: r.id,
          subscriptionId: null,
          actorUserId: actor.auth.userId,
          at: ctx.clock.now(),
          kind: 'member.location_moved',
          summary: `Moved from ${here.officeName} to ${destination.office.officeName} when ${here.officeName} closed. Plan, price and renewal unchanged.`,
          detail: { from: here.id, to: destination.office.id },
        })),
      );
    } else if (choice?.mode === 'end') {
      const txCtx = { ...ctx, db: tx };
      for (const plan of live) {
        if (!isSubscriptionStatus(plan.status) || !endsAtClosing(plan.status)) continue;
        await cancelPlan(
          txCtx,
          gateway,
          actor.auth,
          t.locationId,
          {
            memberId: plan.memberId,
            subscriptionId: plan.subscriptionId,
            reason: LOCATION_CLOSED_REASON,
            when: 'periodEnd',
            note: `${here.officeName} closed`,
          },
          actor.ip,
        );
        ended++;
      }
    }
    if (!(await setClosed(tx, t.organizationId, t.locationId, ctx.clock.now()))) throw badRequest(M.alreadyClosed);
    await audit(tx, actor, t, 'location.close', {
      members: choice?.mode ?? 'none',
      to: destination?.office.id ?? null,
      moved,
      ended,
    });
    return M.closed(here.officeName, moved, ended, destination?.office.officeName ?? null);
  });
}

/** Reopens a closed location: it takes new members again (those moved away stay where they are). */
async function reopenLocation(ctx: Ctx, actor: Actor, t: Target) {
  return ctx.db.transaction(async (tx) => {
    const here = await lockLocation(tx, t.organizationId, t.locationId);
    if (!here) throw notFound();
    if (!(await setClosed(tx, t.organizationId, t.locationId, null))) throw badRequest(M.alreadyOpen);
    await audit(tx, actor, t, 'location.reopen', {});
    return M.reopened(here.officeName);
  });
}

async function audit(tx: Db, actor: Actor, t: Target, action: string, detail: Record<string, unknown>) {
  await recordAudit(tx, {
    organizationId: t.organizationId,
    officeId: t.locationId,
    actorUserId: actor.auth.userId,
    action,
    targetType: 'office',
    targetId: t.locationId,
    detail: { ...detail, from: t.actingOfficeId },
    ip: actor.ip,
  });
}
